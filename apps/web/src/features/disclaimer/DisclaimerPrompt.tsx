import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../lib/site-config';
import { errorToast } from '../../lib/toasts';
import { SiteAnchor } from '../../ui/SiteAnchor';
import { useSession } from '../auth/session';
import { DISCLAIMER_TEXT } from '../static-pages/DisclaimerPage';
import { useAcceptDisclaimer } from './api/accept-disclaimer';
import { disclaimerQueryOptions } from './api/get-disclaimer';

/**
 * Spec §4: members of every role but Administrator and Moderator are asked to agree to the disclaimer
 * until they have. Shown only once the server has answered that it is unread; Cancel puts it away until
 * the next visit, or until the server refuses a post for want of it (`askForDisclaimer` records the
 * answer anew, and a newer answer than the one cancelled opens the prompt again).
 */
export default function DisclaimerPrompt() {
  const { user } = useSession();
  const mustRead = Boolean(user?.mustReadDisclaimer);
  const status = useQuery({ ...disclaimerQueryOptions(), enabled: mustRead });
  const accept = useAcceptDisclaimer();
  const [dismissedAnswer, setDismissedAnswer] = useState<number | null>(null);
  const opened = mustRead && status.data?.disclaimerRead === false && dismissedAnswer !== status.dataUpdatedAt;
  const dismiss = () => setDismissedAnswer(status.dataUpdatedAt);

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title="Disclaimer"
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack>
        <Text size="sm">{DISCLAIMER_TEXT}</Text>
        <Text size="sm">
          Please read and agree before you continue. The full text is on the{' '}
          <Anchor component={Link} to="/disclaimer" onClick={dismiss}>
            disclaimer page
          </Anchor>
          ; how we handle your data is in our{' '}
          <SiteAnchor href={SITE.links.privacyPolicy} onClick={dismiss}>
            privacy policy
          </SiteAnchor>
          .
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss}>
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
