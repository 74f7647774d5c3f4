import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { MEMBER_SERVICES_EMAIL } from '../../../lib/site-config';
import { StaticPage } from '../../static-pages/StaticPage';

/** /registration/member-services: help with joining (an NPI that does not verify, a changed e-mail address). */
export default function MemberServicesPage() {
  useDocumentTitle('Member services · Peer Consults');
  return (
    <StaticPage title="Member services">
      <Text>
        Member services helps you join Peer Consults: if your NPI could not be verified, your e-mail address changed, or
        you did not receive the e-mail to set your password.
      </Text>
      <Text>
        Write to <Anchor href={`mailto:${MEMBER_SERVICES_EMAIL}`}>{MEMBER_SERVICES_EMAIL}</Anchor> with your name and
        NPI number; we answer within one business day.
      </Text>
      <Text>
        <Anchor component={Link} to="/registration">
          Back to registration
        </Anchor>
      </Text>
    </StaticPage>
  );
}
