import { Anchor, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  SUPPORT_FIELDS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type SupportField,
  type SupportMessageInput,
  supportFieldError,
  supportMessageIssues,
} from '@pc/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { MEMBER_SERVICES_EMAIL } from '../../lib/site-config';
import { errorToast, successToast } from '../../lib/toasts';
import { useSession } from '../auth/session';
import { useSendSupportMessage } from './api/send-support-message';
import { StaticPage } from './StaticPage';

const EMPTY: SupportMessageInput = { name: '', email: '', subject: '', message: '' };
const NO_FIELDS = { name: false, email: false, subject: false, message: false };

/**
 * /support: anyone writes to member services (issue 12). The fields' rules are the server's
 * (`support-rules.ts`); a field's message shows once it was left or the form was sent. A failure keeps
 * everything typed, so the visitor can simply send again.
 */
export default function SupportPage() {
  useDocumentTitle('Contact support · Peer Consults');
  const { user } = useSession();
  const [values, setValues] = useState<SupportMessageInput>(EMPTY);
  const [shown, setShown] = useState<Record<SupportField, boolean>>(NO_FIELDS);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SupportField, string>>>({});
  const send = useSendSupportMessage();

  // A signed-in member need not type who they are; what they already typed wins.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({
      ...v,
      name: v.name || `${user.firstName} ${user.lastName}`.trim(),
      email: v.email || user.email,
    }));
  }, [user]);

  const change = (field: SupportField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const leave = (field: SupportField) => () => setShown((s) => ({ ...s, [field]: values[field] !== '' || s[field] }));
  const errorOf = (field: SupportField) =>
    serverErrors[field] ?? (shown[field] ? supportFieldError(field, values[field]) : null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setShown({ name: true, email: true, subject: true, message: true });
    const issues = supportMessageIssues(values);
    const firstWrong = SUPPORT_FIELDS.find((f) => issues[f]);
    if (firstWrong) {
      document.getElementById(`support-${firstWrong}`)?.focus();
      return;
    }
    send.mutate(values, {
      onSuccess: (answer) => {
        successToast(answer?.message ?? SUPPORT_MESSAGES.sent);
        setValues((v) => ({ ...v, subject: '', message: '' }));
        setShown(NO_FIELDS);
      },
      onError: (error) => {
        const fieldErrors: Partial<Record<SupportField, string>> = {};
        for (const e of error instanceof ApiError ? (error.errors ?? []) : []) {
          const field = e.path.replace(/^body\./, '') as SupportField;
          if (SUPPORT_FIELDS.includes(field)) fieldErrors[field] ??= e.message;
        }
        setServerErrors(fieldErrors);
        const tooMany = error instanceof ApiError && error.status === 429;
        errorToast(SUPPORT_MESSAGES.failed, tooMany ? error.message : undefined);
      },
    });
  };

  return (
    <StaticPage title="Contact support">
      <Text>
        Write to member services with this form, or at{' '}
        <Anchor href={`mailto:${MEMBER_SERVICES_EMAIL}`}>{MEMBER_SERVICES_EMAIL}</Anchor>. We answer within one business
        day, at the e-mail address you give.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Message to member services">
        <Stack>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              id="support-name"
              label="Name"
              required
              autoComplete="name"
              value={values.name}
              onChange={change('name')}
              onBlur={leave('name')}
              error={errorOf('name')}
              miw={220}
            />
            <TextInput
              id="support-email"
              label="E-mail address"
              type="email"
              required
              autoComplete="email"
              value={values.email}
              onChange={change('email')}
              onBlur={leave('email')}
              error={errorOf('email')}
              miw={220}
            />
          </Group>
          <TextInput
            id="support-subject"
            label="Subject"
            required
            value={values.subject}
            onChange={change('subject')}
            onBlur={leave('subject')}
            error={errorOf('subject')}
          />
          <Textarea
            id="support-message"
            label="Message"
            required
            autosize
            minRows={6}
            maxRows={16}
            description={`${values.message.length} of ${SUPPORT_LIMITS.message} characters`}
            value={values.message}
            onChange={change('message')}
            onBlur={leave('message')}
            error={errorOf('message')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} disabled={send.isPending}>
              Send message
            </Button>
          </Group>
        </Stack>
      </form>
    </StaticPage>
  );
}
