import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { ADMIN_REGISTRATION_URL } from '../../../app/external-links';

/**
 * `/admin/registration` (spec §2): hands the administrator over to the configured registration
 * address. A path of this product is followed inside the app; any other address leaves it.
 */
export default function AdminRegistrationPage() {
  useDocumentTitle('Register HCPs · Peer Consults');
  const internal = ADMIN_REGISTRATION_URL.startsWith('/') && !ADMIN_REGISTRATION_URL.startsWith('//');
  useEffect(() => {
    if (!internal) window.location.replace(ADMIN_REGISTRATION_URL);
  }, [internal]);
  if (internal) return <Navigate to={ADMIN_REGISTRATION_URL} replace />;
  return (
    <Center mih="40vh">
      <Stack align="center" gap="sm">
        <Loader role="status" aria-label="Opening the registration page" />
        <Text>
          Opening the registration page… If nothing happens, <Anchor href={ADMIN_REGISTRATION_URL}>open it here</Anchor>
          .
        </Text>
      </Stack>
    </Center>
  );
}
