import { Button, FileButton, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { PhiImageBox } from '@pc/contracts';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type ImageUpload, useUploadImage } from '../api/upload-image';
import { blurredImageFile } from '../utils/blur-image';
import { IMAGE_ACCEPT, imageFileProblem } from '../utils/image-file';
import { type ImageRefusal, imageRefusalOf } from '../utils/image-refusal';
import { ImagePhiDialog } from './ImagePhiDialog';

const UNEXPECTED = 'The image could not be uploaded. Please try again.';
const NOT_BLURRED = 'The image could not be blurred in this browser. Please try again, or choose another image.';

const failureMessage = (err: unknown) =>
  err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : UNEXPECTED;

/** An upload refused for suspected patient identifiers, under review in the blur tool. */
interface Review {
  file: File;
  refusal: ImageRefusal;
  error: string | null;
  /** How many refusals this choice has met: a new one starts the tool again on its findings. */
  round: number;
}

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
 * An image the server refuses as possibly identifying a patient opens the blur tool (ImagePhiDialog).
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
  const [review, setReview] = useState<Review | null>(null);
  const [blurring, setBlurring] = useState(false);
  const upload = useUploadImage();

  /** Uploads; a refusal for identifiers opens (or refreshes) the blur tool on that file. */
  const send = (request: ImageUpload) =>
    upload.mutate(request, {
      onSuccess: (image) => {
        setReview(null);
        setError(null);
        onChange(image.url);
      },
      onError: (err) => {
        const refusal = imageRefusalOf(err);
        if (refusal) setReview((r) => ({ file: request.file, refusal, error: null, round: (r?.round ?? 0) + 1 }));
        else if (review) setReview((r) => r && { ...r, error: failureMessage(err) });
        else setError(failureMessage(err));
      },
    });

  const choose = (file: File | null) => {
    // The same file chosen again after a refusal must fire a change again.
    resetRef.current?.();
    if (!file) return;
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem) return;
    send({ file });
  };

  const blurAndUpload = async (current: Review, boxes: PhiImageBox[]) => {
    setBlurring(true);
    let blurred: File;
    try {
      blurred = await blurredImageFile(current.file, boxes, current.refusal.image);
    } catch {
      setReview({ ...current, error: NOT_BLURRED });
      return;
    } finally {
      setBlurring(false);
    }
    const problem = imageFileProblem(blurred);
    if (problem) setReview({ ...current, error: problem });
    else send({ file: blurred });
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
      {review && (
        <ImagePhiDialog
          key={review.round}
          label={label}
          file={review.file}
          refusal={review.refusal}
          pending={upload.isPending || blurring}
          error={review.error}
          onBlur={(boxes) => void blurAndUpload(review, boxes)}
          onConfirm={(confirmations) => send({ file: review.file, confirmations })}
          onCancel={() => {
            upload.reset();
            setReview(null);
          }}
        />
      )}
      {error && (
        <Text id={errorId} size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
