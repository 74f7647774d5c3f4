import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { commentTextError, type PhiConfirmationItem } from '@pc/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { errorToast, successToast } from '../../../../lib/toasts';
import { PhiFindings } from '../../../phi/PhiFindings';
import { usePhiReview } from '../../../phi/use-phi-review';
import { useEditSubject } from '../api/edit-subject';
import { actionFailure, authorName, SUBJECT_WORDS, textError } from '../utils/confirmation-words';

/**
 * A moderator replaces an answer's or comment's text, starting from its whole current text. The new
 * text meets the writer's rules, the patient-identifier check included: a refusal highlights its
 * findings under the field to edit or confirm, as the writer's own form does, and the next save
 * carries the confirmations. A text deleted meanwhile closes the dialog with a toast saying so.
 */
export function EditSubjectModal({
  item,
  kind,
  onClose,
}: {
  item: PhiConfirmationItem;
  kind: 'answer' | 'comment';
  onClose: () => void;
}) {
  const [text, setText] = useState(item.subjectText ?? '');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const phi = usePhiReview();
  const edit = useEditSubject();
  const word = SUBJECT_WORDS[kind];

  async function save() {
    if (edit.isPending) return;
    const problem = commentTextError(text, kind);
    if (problem) return setError(problem);
    setError(null);
    const trimmed = text.trim();
    try {
      await edit.mutateAsync({ id: item.id, text: trimmed, phiConfirmations: phi.confirmations(() => trimmed) });
      successToast(`The ${word} was changed.`);
      onClose();
    } catch (err) {
      if (phi.takeRefusal(err)) return;
      const refused = textError(err);
      if (refused) return setError(refused);
      const failure = actionFailure(err, kind, 'changed');
      errorToast(failure.title, failure.message);
      // Nothing left to edit: the text (or its confirmation) is gone.
      if (err instanceof ApiError && err.status === 404) onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Edit the ${word}’s text`} size="lg">
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Text size="sm" c="gray.7">
          Written by {authorName(item)}. Your text replaces theirs in the thread; the change is logged, without the
          text.
        </Text>
        <Textarea
          ref={field}
          label={`Text of the ${word}`}
          value={text}
          autosize
          minRows={5}
          maxRows={14}
          data-autofocus
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void save();
            }
          }}
        />
        <PhiFindings review={phi} field="text" text={text} input={field} checkWhileTyping />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Save text
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
