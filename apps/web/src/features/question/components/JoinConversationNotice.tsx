import { Alert, Anchor, Text } from '@mantine/core';
import { EXTERNAL_URLS } from '../../../app/external-links';

/**
 * The question view's prompt to comment in the newer product (spec §1, §2 Question view), with the
 * link that takes the member there: the consensus service's home, in a new tab.
 */
export function JoinConversationNotice() {
  return (
    <Alert color="grape" variant="light" title="Join the conversation">
      <Text size="sm">
        This discussion continues in the newer Peer Consults product, where you can comment on your peers' answers
        alongside the latest case consensuses.{' '}
        <Anchor
          href={EXTERNAL_URLS.consensusHome}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          // The theme's grape link on the light grape alert is 4.46:1; a shade darker passes 4.5:1.
          c="grape.9"
        >
          Continue in Peer Consults
          <span className="pc-visually-hidden"> (opens in a new tab)</span>
        </Anchor>
      </Text>
    </Alert>
  );
}
