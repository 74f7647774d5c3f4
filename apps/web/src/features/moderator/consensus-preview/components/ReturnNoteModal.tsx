import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

/** The contract's limit (returnConsensusBodySchema): the server refuses a longer note. */
const NOTE_MAX = 4_000;

/**
 * Return to author: the note is required (the author has to know what to change), so an empty one is
 * refused here with the form's usual 'Required' before anything is sent.
 */
export function ReturnNoteModal({
  opened,
  pending,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Return to author" centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!note.trim()) {
            setError('Required');
            return;
          }
          onSubmit(note.trim());
        }}
      >
        <Stack gap="md">
          <Textarea
            label="Note to the author"
            description="What should the author change before it is published?"
            required
            autosize
            minRows={4}
            maxLength={NOTE_MAX}
            value={note}
            error={error}
            data-autofocus
            onChange={(e) => {
              setNote(e.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Return to author
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
