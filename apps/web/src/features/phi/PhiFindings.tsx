import './phi.css';
import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { PHI_KIND_LABELS } from '@pc/phi/kinds';
import { type RefObject, useId } from 'react';
import { firstOccurrence, highlightPieces, type ReviewItem } from './review';
import { useCheckWhileTyping } from './use-check-while-typing';
import type { PhiReview } from './use-phi-review';

/** The field a finding is edited in: its input (Edit selects the finding there), or a custom Edit. */
type EditTarget =
  | { input: RefObject<HTMLTextAreaElement | HTMLInputElement | null>; onEdit?: never }
  | { input?: never; onEdit: (start: number, end: number) => void };

/**
 * Under a checked field: the field's text with each suspected identifier highlighted where it is,
 * its kind in words, and per finding Edit (selects it in the field) or Confirm that it does not
 * identify a patient. The findings come from a `phi_suspected` refusal, and with `checkWhileTyping`
 * also from checking the field as the writer pauses. Follows the text as it is edited: a finding
 * edited away disappears. Renders nothing when the field has nothing under review.
 */
export function PhiFindings({
  review,
  field,
  text,
  fieldLabel,
  checkWhileTyping = false,
  input,
  onEdit,
}: {
  review: PhiReview;
  /** The body field the findings are in (`text`, `title`, `data.Sections.0.Text`). */
  field: string;
  /** The field's current text. */
  text: string;
  /** The field's label, when a form has several checked fields. */
  fieldLabel?: string;
  checkWhileTyping?: boolean;
} & EditTarget) {
  useCheckWhileTyping(review, field, text, checkWhileTyping);
  const headingId = useId();
  const items = review.itemsOf(field, text);
  if (items.length === 0) return null;
  const pending = items.filter((i) => !i.confirmed).length;

  return (
    <Paper withBorder p="sm" className="pc-phi-review" role="group" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Text fw={600} size="sm" id={headingId}>
          {fieldLabel ? `${fieldLabel}: possible patient identifiers` : 'Possible patient identifiers'}
        </Text>
        <Text size="sm" role="status">
          {pending > 0
            ? (review.message ??
              'This text may identify a patient. Edit it, or confirm that each highlighted part does not identify a patient.')
            : 'Every highlighted part is confirmed as not identifying a patient.'}
        </Text>
        <HighlightedText text={text} items={items} />
        <Stack component="ul" gap={6} className="pc-phi-review__list">
          {items.map((item) => (
            <FindingRow
              key={`${item.kind}:${item.text}`}
              item={item}
              onEdit={() => {
                const start = firstOccurrence(text, item);
                if (start < 0) return;
                if (onEdit) onEdit(start, start + item.text.length);
                else selectInField(input?.current ?? null, start, start + item.text.length);
              }}
              onConfirm={(confirmed) => review.setConfirmed(item, confirmed)}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The field's text as the reader would see it, each finding marked with its kind for screen readers too. */
function HighlightedText({ text, items }: { text: string; items: readonly ReviewItem[] }) {
  return (
    <div className="pc-phi-review__text">
      {highlightPieces(text, items).map((piece) =>
        piece.item ? (
          <mark key={piece.start} className="pc-phi-mark" data-confirmed={piece.item.confirmed}>
            {piece.text}
            <VisuallyHidden>
              {' '}
              ({piece.item.confirmed ? 'confirmed, not identifying' : PHI_KIND_LABELS[piece.item.kind]})
            </VisuallyHidden>
          </mark>
        ) : (
          <span key={piece.start}>{piece.text}</span>
        ),
      )}
    </div>
  );
}

function FindingRow({
  item,
  onEdit,
  onConfirm,
}: {
  item: ReviewItem;
  onEdit: () => void;
  onConfirm: (confirmed: boolean) => void;
}) {
  const quoted = `“${item.text}”`;
  return (
    <li className="pc-phi-review__item" data-kind={item.kind} data-confirmed={item.confirmed}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" className="pc-phi-review__what">
          <mark className="pc-phi-mark" data-confirmed={item.confirmed}>
            {item.text}
          </mark>{' '}
          {item.confirmed ? 'confirmed: does not identify a patient' : PHI_KIND_LABELS[item.kind]}
        </Text>
        <Group gap={4} wrap="nowrap">
          {item.confirmed ? (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => onConfirm(false)}
              aria-label={`Undo the confirmation of ${quoted}`}
            >
              Undo
            </Button>
          ) : (
            <>
              <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`Edit ${quoted}`}>
                Edit
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => onConfirm(true)}
                aria-label={`Confirm that ${quoted} does not identify a patient`}
              >
                Confirm
              </Button>
            </>
          )}
        </Group>
      </Group>
    </li>
  );
}

/** Edit for a textarea or input: focus it with the finding selected. */
export function selectInField(element: HTMLTextAreaElement | HTMLInputElement | null, start: number, end: number) {
  if (!element) return;
  element.focus();
  element.setSelectionRange(start, end);
}
