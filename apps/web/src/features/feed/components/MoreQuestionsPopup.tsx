import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * Spec §2/§4: the popup offering more questions when the member has unseen ones, with a
 * don't-show-again option (saved on the server through the caller's `onClose(true)`).
 */
export function MoreQuestionsPopup({
  opened,
  onShowMore,
  onClose,
}: {
  opened: boolean;
  onShowMore: (dontShowAgain: boolean) => void;
  onClose: (dontShowAgain: boolean) => void;
}) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  return (
    <Modal opened={opened} onClose={() => onClose(dontShowAgain)} title="More questions are waiting for you" centered>
      <Stack>
        <Text>Thank you for your answer. There are more questions for your specialty you have not seen yet.</Text>
        <Checkbox
          label="Don't show this again"
          checked={dontShowAgain}
          onChange={(event) => setDontShowAgain(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={() => onClose(dontShowAgain)}>
            Not now
          </Button>
          <Button onClick={() => onShowMore(dontShowAgain)} data-autofocus>
            Show me more questions
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
