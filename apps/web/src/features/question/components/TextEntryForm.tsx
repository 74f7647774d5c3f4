import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type CommentKind, commentTextError, type PhiConfirmation } from '@pc/contracts';
import { useId, useRef, useState } from 'react';
import type { DraftTarget } from '../api/get-draft';
import { useServerDraft } from '../use-server-draft';
import { DRAFT_STATUS_TEXT } from '../utils/server-draft';
import { PhiFindings } from '../../phi/PhiFindings';
import { usePhiReview } from '../../phi/use-phi-review';
import { textFieldError } from '../utils/action-errors';
import { answerCounterLevel, answerCounterText, commentCountdownText } from '../utils/text-limits';

const COUNTER_COLOR = { info: 'gray.7', warning: 'orange.8', critical: 'red.8' } as const;

/**
 * The answer, edit and comment forms (spec §5): the text rule of the kind, the answer counter or the
 * comment countdown, Ctrl+Enter (or Cmd+Enter) to submit. `onSubmit` rejects with the API error, whose
 * field message is shown under the text; suspected patient identifiers (422 `phi_suspected`) are
 * highlighted under it to edit or confirm, and the next submit carries the confirmations (issue 14).
 * With a `draft` target the text is kept on the server while the member types (issue 25).
 */
export function TextEntryForm({
  kind,
  label,
  placeholder,
  submitLabel,
  initialText = '',
  autoFocus,
  onSubmit,
  onCancel,
  onFocus,
  draft,
}: {
  kind: CommentKind;
  label: string;
  placeholder?: string;
  submitLabel: string;
  initialText?: string;
  autoFocus?: boolean;
  onSubmit: (text: string, phiConfirmations: PhiConfirmation[] | undefined) => Promise<unknown>;
  onCancel?: () => void;
  onFocus?: () => void;
  /** Where the server keeps this form's draft; none for a form that keeps no draft. */
  draft?: DraftTarget;
}) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const counterId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const phi = usePhiReview();
  const drafts = useServerDraft({ target: draft, text, initialText, setText });

  async function submit() {
    if (pending) return;
    const problem = commentTextError(text, kind);
    if (problem) return setError(problem);
    setError(null);
    setPending(true);
    const trimmed = text.trim();
    // No save may land after the write removed the draft.
    await drafts.pause();
    try {
      await onSubmit(
        trimmed,
        phi.confirmations(() => trimmed),
      );
      drafts.submitted();
    } catch (err) {
      drafts.resume();
      if (!phi.takeRefusal(err)) setError(textFieldError(err));
    } finally {
      setPending(false);
    }
  }

  const counter =
    kind === 'answer' ? (
      <Text id={counterId} size="xs" c={COUNTER_COLOR[answerCounterLevel(text.length)]} aria-live="polite">
        {answerCounterText(text)}
      </Text>
    ) : (
      <Text id={counterId} size="xs" c={text.length > 900 ? 'orange.8' : 'gray.7'} aria-live="polite">
        {commentCountdownText(text)}
      </Text>
    );

  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        ref={field}
        label={label}
        placeholder={placeholder}
        value={text}
        autosize
        minRows={kind === 'answer' ? 4 : 2}
        maxRows={16}
        autoFocus={autoFocus}
        error={error}
        aria-describedby={counterId}
        onFocus={onFocus}
        onBlur={() => void drafts.flush()}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <PhiFindings review={phi} field="text" text={text} input={field} checkWhileTyping />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          {counter}
          <Text size="xs" c="gray.7" aria-live="polite">
            {DRAFT_STATUS_TEXT[drafts.status]}
          </Text>
        </Group>
        <Group gap="xs">
          {drafts.hasDraft && (
            <Button variant="subtle" color="gray" onClick={() => void drafts.discard()} disabled={pending}>
              Discard draft
            </Button>
          )}
          {onCancel && (
            <Button variant="subtle" color="gray" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
