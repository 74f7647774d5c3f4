import { Button, FileButton, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUploadImage } from '../api/upload-image';
import { IMAGE_ACCEPT, imageFileProblem } from '../utils/image-file';

const UNEXPECTED = 'The image could not be uploaded. Please try again.';

export interface ImageUploadFieldProps {
  label: string;
  /** The image's URL ('' for none). */
  value: string;
  /** Called with the uploaded image's URL, or '' when removed. */
  onChange: (url: string) => void;
  description?: string;
}

/**
 * One image of a form (avatar, tile, background): shows the current one, uploads a PNG, JPEG or WebP
 * chosen with the file button, and removes it. The field holds only the URL the server answered.
 * It is a group named by `label`; tests reach its file input with
 * `getByRole('group', { name: label }).locator('input[type=file]')`.
 */
export function ImageUploadField({ label, value, onChange, description }: ImageUploadFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const chooseId = `${id}-choose`;
  const [error, setError] = useState<string | null>(null);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const upload = useUploadImage();

  const choose = (file: File | null) => {
    // The same file chosen again after a refusal must fire a change again.
    resetRef.current?.();
    if (!file) return;
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: (image) => onChange(image.url),
      onError: (err) =>
        setError(err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : UNEXPECTED),
    });
  };

  const remove = () => {
    setError(null);
    onChange('');
    // The Remove button goes away with the image: keep the keyboard where the next step is.
    chooseRef.current?.focus();
  };

  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} component="div" size="sm" fw={500}>
        {label}
      </Text>
      {description && (
        <Text id={descriptionId} size="xs" c="dimmed">
          {description}
        </Text>
      )}
      {value ? (
        <Paper withBorder p={6} radius="sm" w="fit-content" maw="100%">
          {brokenPreview === value ? (
            <Text size="sm">The image at {value} could not be shown.</Text>
          ) : (
            <img
              src={value}
              alt={`Current ${label.toLowerCase()}`}
              onError={() => setBrokenPreview(value)}
              style={{ display: 'block', maxWidth: '100%', maxHeight: 160, objectFit: 'contain' }}
            />
          )}
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          No image chosen.
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept={IMAGE_ACCEPT} resetRef={resetRef} disabled={upload.isPending}>
          {(props) => (
            <Button
              {...props}
              ref={chooseRef}
              id={chooseId}
              variant="default"
              size="sm"
              loading={upload.isPending}
              aria-labelledby={`${chooseId} ${labelId}`}
              aria-describedby={describedBy}
            >
              {value ? 'Replace image' : 'Choose image'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="default"
            size="sm"
            onClick={remove}
            disabled={upload.isPending}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
      </Group>
      <VisuallyHidden role="status">{upload.isPending ? 'Uploading the image…' : ''}</VisuallyHidden>
      {error && (
        <Text id={errorId} size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
