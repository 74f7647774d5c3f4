import { Anchor, Button, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { MEMBER_SERVICES_EMAIL } from '../../../lib/site-config';
import { StaticPage } from '../../static-pages/StaticPage';

/** /registration/success: what happens after a registration request was written. */
export default function RegistrationSuccessPage() {
  useDocumentTitle('Registration request · Peer Consults');
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <StaticPage title="Thank you for your interest">
      <Text role="status">
        Your e-mail program opened a message to member services with your details. Once you send it, we verify your NPI
        and e-mail {email ? <strong>{email}</strong> : 'you'} a link to set your password, usually within a business
        day.
      </Text>
      <Text>
        No e-mail program opened? Write to{' '}
        <Anchor href={`mailto:${MEMBER_SERVICES_EMAIL}`}>{MEMBER_SERVICES_EMAIL}</Anchor> with your name, NPI number and
        specialty.
      </Text>
      <Button component={Link} to="/login" w="fit-content">
        Go to sign in
      </Button>
    </StaticPage>
  );
}
