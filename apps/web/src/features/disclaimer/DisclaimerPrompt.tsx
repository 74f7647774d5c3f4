import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorToast } from '../../lib/toasts';
import { useSession } from '../auth/session';
import { DISCLAIMER_TEXT } from '../static-pages/DisclaimerPage';
import { useAcceptDisclaimer } from './api/accept-disclaimer';
import { disclaimerQueryOptions } from './api/get-disclaimer';

/**
 * Spec §4: members of every role but Administrator and Moderator are asked to agree to the disclaimer
 * until they have. Shown only once the server has answered that it is unread; Cancel puts it away until
 * the next visit.
 */
export default function DisclaimerPrompt() {
  const { user } = useSession();
  const mustRead = Boolean(user?.mustReadDisclaimer);
  const status = useQuery({ ...disclaimerQueryOptions(), enabled: mustRead });
  const accept = useAcceptDisclaimer();
  const [dismissed, setDismissed] = useState(false);
  const opened = mustRead && status.data?.disclaimerRead === false && !dismissed;

  return (
    <Modal
      opened={opened}
      onClose={() => setDismissed(true)}
      title="Disclaimer"
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack>
        <Text size="sm">{DISCLAIMER_TEXT}</Text>
        <Text size="sm">
          Please read and agree before you continue. The full text, with our privacy policy, is on the{' '}
          <Anchor component={Link} to="/disclaimer" onClick={() => setDismissed(true)}>
            disclaimer page
          </Anchor>
          .
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDismissed(true)}>
            Cancel
          </Button>
          <Button loading={accept.isPending} onClick={() => accept.mutate(undefined, { onError: () => errorToast() })}>
            Agree
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
