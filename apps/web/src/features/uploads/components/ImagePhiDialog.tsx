import '../../phi/phi.css';
import './blur.css';
import { Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PHI_CONFIRMATIONS_HEADER_MAX, type PhiImageBox } from '@pc/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { areasOfFindings, type BlurArea, confirmationsHeader, newAreaBox } from '../utils/blur-areas';
import { IMAGE_KIND_LABELS, type ImageRefusal } from '../utils/image-refusal';
import { areaName, BlurAreaEditor, capitalized } from './BlurAreaEditor';

export interface ImagePhiDialogProps {
  /** The field's label, for the dialog's title. */
  label: string;
  /** The image the refusal is about. */
  file: File;
  refusal: ImageRefusal;
  pending: boolean;
  /** A failure of the last try (blurring or uploading), shown in the dialog. */
  error: string | null;
  /** Blur these boxes (pixels of the stored image) and upload the result. */
  onBlur(boxes: PhiImageBox[]): void;
  /** Upload the same image with every finding confirmed (the header value). */
  onConfirm(confirmations: string): void;
  onCancel(): void;
}

/**
 * An upload refused because the image may identify a patient (issue 23): the image with each
 * finding marked and listed (its kind in the text review's words and the text read), the blur tool
 * with every finding's boxes chosen to start with, and the three ways on: blur the areas and upload
 * the result (the server checks it again), confirm that none of the findings identifies a patient
 * (the same image again, with the confirmations), or cancel (nothing is uploaded).
 */
export function ImagePhiDialog({
  label,
  file,
  refusal,
  pending,
  error,
  onBlur,
  onConfirm,
  onCancel,
}: ImagePhiDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [areas, setAreas] = useState<BlurArea[]>(() => areasOfFindings(refusal.findings));
  const [focusArea, setFocusArea] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const [src, setSrc] = useState<string | null>(null);
  const listId = useId();
  const addId = useId();

  useEffect(() => {
    // A data: URL, not an object URL: the app's Content-Security-Policy allows data: images, not blob:.
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  const confirmations = useMemo(() => confirmationsHeader(refusal.findings), [refusal.findings]);
  const canConfirm = confirmations.length <= PHI_CONFIRMATIONS_HEADER_MAX;
  const { findings } = refusal;

  const addArea = () => {
    const id = `added-${added + 1}`;
    setAdded(added + 1);
    setAreas([...areas, { id, box: newAreaBox(refusal.image), finding: null }]);
    setFocusArea(id);
  };

  const removeArea = (id: string) => {
    setAreas(areas.filter((a) => a.id !== id));
    // The Remove button goes with its row: keep the keyboard in the tool.
    document.getElementById(addId)?.focus();
  };

  const cancelButton = (
    <Button key="cancel" variant="subtle" onClick={onCancel} disabled={pending}>
      Cancel
    </Button>
  );
  const confirmButton = (
    <Button key="confirm" variant="default" onClick={() => onConfirm(confirmations)} disabled={pending || !canConfirm}>
      Confirm none of these identifies a patient
    </Button>
  );
  const blurButton = (
    <Button key="blur" onClick={() => onBlur(areas.map((a) => a.box))} loading={pending} disabled={areas.length === 0}>
      Blur and upload
    </Button>
  );

  return (
    <Modal
      opened
      // Not while an upload is on its way: it would land after the cancel.
      onClose={pending ? () => {} : onCancel}
      withCloseButton={!pending}
      title={`${label}: this image may identify a patient`}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <Text size="sm">{refusal.message}</Text>
        <Text size="sm">
          The marked areas will be blurred: drag on the image to add one, or use Add area. Or confirm that none of the
          listed parts identifies a patient.
        </Text>
        <VisuallyHidden role="status">{pending ? 'Uploading the image…' : ''}</VisuallyHidden>
        {src && (
          <BlurAreaEditor
            src={src}
            image={refusal.image}
            findings={findings}
            areas={areas}
            onAreasChange={setAreas}
            onAreaRemoved={() => document.getElementById(addId)?.focus()}
            focusArea={focusArea}
          />
        )}
        <Text fw={600} size="sm" component="h3" m={0}>
          Possible patient identifiers
        </Text>
        <Stack component="ol" gap={4} className="pc-blur__list">
          {findings.map((finding, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: numbered as marked on the image
            <li key={index} data-kind={finding.kind}>
              <Text size="sm">
                <strong>{index + 1}.</strong>{' '}
                {finding.kind === 'face' ? (
                  `Something that ${IMAGE_KIND_LABELS.face}`
                ) : (
                  <>
                    <mark className="pc-phi-mark">{finding.text}</mark> {IMAGE_KIND_LABELS[finding.kind]}
                  </>
                )}
                {areas.some((a) => a.finding === index) ? '' : ' (not blurred)'}
              </Text>
            </li>
          ))}
        </Stack>
        <Text fw={600} size="sm" component="h3" m={0} id={listId}>
          Areas to blur
        </Text>
        {areas.length === 0 ? (
          <Text size="sm">No areas. Drag on the image or use Add area.</Text>
        ) : (
          <Stack component="ul" gap={4} className="pc-blur__list" aria-labelledby={listId}>
            {areas.map((area, index) => (
              <li key={area.id}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm">{capitalized(areaName(area, index, findings))}</Text>
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => removeArea(area.id)}
                    aria-label={`Remove ${areaName(area, index, findings)}`}
                  >
                    Remove
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        )}
        <Group gap="xs">
          <Button id={addId} size="sm" variant="default" onClick={addArea} disabled={pending}>
            Add area
          </Button>
        </Group>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        {!canConfirm && <Text size="sm">There are too many findings to confirm at once: blur the areas instead.</Text>}
        {/*
          On a phone the three choices stack, the main one first; on a wider screen they sit in a row,
          the main one last (rightmost). The DOM order is the order seen at each width, so the tab order
          follows what the eye reads (WCAG 2.4.3) rather than a CSS reversal.
        */}
        <Group
          gap="xs"
          justify="flex-end"
          style={phone ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}
        >
          {phone ? [blurButton, confirmButton, cancelButton] : [cancelButton, confirmButton, blurButton]}
        </Group>
      </Stack>
    </Modal>
  );
}
