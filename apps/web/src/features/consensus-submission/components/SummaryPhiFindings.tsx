import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { PhiFindings } from '../../phi/PhiFindings';
import type { PhiReview } from '../../phi/use-phi-review';
import { type CheckedField, fieldsUnderReview } from '../utils/phi-fields';

/** Mantine's light orange title is under 3:1 on its background (even its darkest orange is under 4.5:1, WCAG AA). */
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

interface Props {
  review: PhiReview;
  fields: readonly CheckedField[];
  /** Edit: the finding selected in its field (on the form step). */
  onEdit(field: CheckedField, found: string): void;
}

/**
 * The preview step, where Submit is, after a submission refused for suspected patient identifiers
 * (issue 14): every field's findings with its label, to confirm here or edit in the form (Edit goes
 * back to the field). Brought into view at each refusal (`refusals`).
 */
export function PhiPreviewFindings({ review, fields, onEdit, refusals }: Props & { refusals: number }) {
  const headingId = useId();
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) section.current?.focus();
  }, [refusals]);
  const under = fieldsUnderReview(fields, review.items);
  if (under.length === 0) return null;
  const pending = review.items.some(
    (item) => !item.confirmed && under.some((f) => f.field === item.field && f.text.includes(item.text)),
  );
  return (
    <Stack component="section" gap="sm" ref={section} tabIndex={-1} aria-labelledby={headingId}>
      <Alert
        color="orange"
        variant="light"
        role="alert"
        title={<span id={headingId}>Not submitted</span>}
        styles={TITLE}
      >
        {pending
          ? 'Some parts of the summary may identify a patient. Edit them, or confirm that each highlighted part does not, then submit again.'
          : 'Every highlighted part is confirmed. Submit again to send the summary.'}
      </Alert>
      {under.map((f) => (
        <PhiFindings
          key={f.field}
          review={review}
          field={f.field}
          text={f.text}
          fieldLabel={f.label}
          onEdit={(start, end) => onEdit(f, f.text.slice(start, end))}
        />
      ))}
    </Stack>
  );
}

/**
 * The form step's reminder of the fields with findings still to edit or confirm, each a button to
 * its first finding: the long form's findings may be far below.
 */
export function PhiFormNotice({ review, fields, onEdit }: Props) {
  const pending = review.items.filter((item) => !item.confirmed);
  const under = fieldsUnderReview(fields, pending);
  if (under.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title="Possible patient identifiers" mb="md" styles={TITLE}>
      <Text size="sm" mb="xs">
        Edit or confirm the highlighted parts under these fields before you submit again:
      </Text>
      <Group gap="xs">
        {under.map((f) => {
          const first = pending.find((item) => item.field === f.field && f.text.includes(item.text));
          return (
            <Button key={f.field} size="compact-sm" variant="white" onClick={() => first && onEdit(f, first.text)}>
              {f.label}
            </Button>
          );
        })}
      </Group>
    </Alert>
  );
}
