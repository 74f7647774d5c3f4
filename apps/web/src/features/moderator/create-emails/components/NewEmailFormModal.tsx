import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { AUDIENCE_LABELS, type CampaignAudience } from '@pc/contracts';
import { type ReactNode, useState } from 'react';
import { firstErrorPerField } from '../utils/form-errors';

interface Parsed<B> {
  success: boolean;
  data?: B;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/**
 * The form both e-mails of the Create emails page share: a name, an audience, and what the page
 * chose (the checked specialties, the NPI rows) shown read-only with its own error. `parse` is the
 * contract's schema, so the modal refuses with the server's words. On Create the modal closes
 * whatever the outcome (spec §4): the page shows success or the server's error.
 */
export function NewEmailFormModal<A extends CampaignAudience, B>({
  title,
  opened,
  onClose,
  initialName,
  audiences,
  recipients,
  recipientsField,
  parse,
  onCreate,
  pending,
}: {
  title: string;
  opened: boolean;
  onClose(): void;
  initialName: string;
  audiences: readonly A[];
  /** What the e-mail goes to, as chosen on the page. */
  recipients: ReactNode;
  /** The body field `recipients` stands for, whose error shows under it. */
  recipientsField: string;
  parse(name: string, targetAudience: A | ''): Parsed<B>;
  onCreate(body: B): void;
  pending: boolean;
}) {
  const [name, setName] = useState(initialName);
  const [audience, setAudience] = useState<A | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);
  const parsed = parse(name, audience ?? '');
  const errors = parsed.success ? {} : firstErrorPerField(parsed.error?.issues ?? []);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success && parsed.data !== undefined) onCreate(parsed.data);
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setNameTouched(true)}
            error={(nameTouched || submitted) && errors.name}
          />
          <Select
            label="Target audience"
            withAsterisk
            placeholder="Choose who receives it"
            data={audiences.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
            value={audience}
            onChange={(v) => setAudience(v as A | null)}
            error={submitted && errors.targetAudience}
            comboboxProps={{ withinPortal: true }}
          />
          {recipients}
          {errors[recipientsField] && (
            <Alert color="red" variant="light" role="alert" title="Cannot create this email yet">
              {errors[recipientsField]}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Create email
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
