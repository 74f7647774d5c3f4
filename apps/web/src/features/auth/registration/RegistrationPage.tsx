import { Anchor, Button, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MEMBER_SERVICES_EMAIL, SITE } from '../../../lib/site-config';
import { SiteAnchor } from '../../../ui/SiteAnchor';
import { StaticPage } from '../../static-pages/StaticPage';
import {
  type RegistrationErrors,
  type RegistrationRequest,
  registrationMailto,
  validateRegistration,
} from './registration-request';

const EMPTY: RegistrationRequest = { firstName: '', lastName: '', email: '', npi: '', specialty: '' };

/**
 * /registration (spec §2): who can join, how membership is verified, and the request itself. Accounts
 * are created by member services after the NPI check, so the request is an e-mail to them, written here.
 */
export default function RegistrationPage() {
  useDocumentTitle('Join Peer Consults');
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});

  const field = (key: keyof RegistrationRequest) => ({
    value: form[key],
    error: errors[key],
    required: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    window.location.href = registrationMailto(form, MEMBER_SERVICES_EMAIL);
    navigate('/registration/success', { state: { email: form.email.trim() } });
  };

  return (
    <StaticPage title="Join Peer Consults">
      <Text>
        Peer Consults is a clinical knowledge network for verified US physicians and other healthcare professionals who
        hold an NPI number. Membership is free.
      </Text>
      <Title order={2} size="h4">
        How it works
      </Title>
      <List type="ordered" spacing="xs">
        <List.Item>Send us your name, e-mail address, NPI number and specialty with the form below.</List.Item>
        <List.Item>
          Member services checks your NPI against the national registry, usually within a business day.
        </List.Item>
        <List.Item>You receive an e-mail with a link to set your password.</List.Item>
        <List.Item>Sign in and answer this week’s questions in your specialty.</List.Item>
      </List>
      <form onSubmit={submit} noValidate aria-label="Registration request">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
          </SimpleGrid>
          <TextInput label="E-mail address" type="email" autoComplete="email" {...field('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="NPI number" inputMode="numeric" maxLength={18} {...field('npi')} />
            <TextInput label="Specialty" {...field('specialty')} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Submitting opens an e-mail to member services ({MEMBER_SERVICES_EMAIL}) with these details in your e-mail
            program; send it to complete your request.
          </Text>
          <Button type="submit" w="fit-content">
            Request membership
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Login
        </Anchor>
        . Questions about joining?{' '}
        <SiteAnchor href={SITE.links.registrationSupportForm}>Contact member services</SiteAnchor>.
      </Text>
    </StaticPage>
  );
}
