import { Anchor, Text } from '@mantine/core';
import { MEMBER_SERVICES_EMAIL } from '../../lib/toasts';
import { StaticPage } from './StaticPage';

export default function SupportPage() {
  return (
    <StaticPage title="Contact support">
      <Text>
        Write to member services at <Anchor href={`mailto:${MEMBER_SERVICES_EMAIL}`}>{MEMBER_SERVICES_EMAIL}</Anchor>.
        We answer within one business day.
      </Text>
    </StaticPage>
  );
}
