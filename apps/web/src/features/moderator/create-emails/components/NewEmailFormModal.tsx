import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { AUDIENCE_LABELS, CAMPAIGN_MESSAGES, type CampaignAudience, type PhiConfirmation } from '@pc/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { errorToast } from '../../../../lib/toasts';
import { PhiFindings } from '../../../phi/PhiFindings';
import { usePhiReview } from '../../../phi/use-phi-review';
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
 * whatever the outcome (spec §4): the page shows success or the server's error. The one exception:
 * a name refused for a suspected patient identifier (422 `phi_suspected`, issue 14) keeps the modal
 * open with the finding highlighted, to edit or confirm before creating again.
 */
export function NewEmailFormModal<A extends CampaignAudience, B extends { phiConfirmations?: PhiConfirmation[] }>({
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
  /** Creates the e-mail (and says so); rejects with the API error. */
  onCreate(body: B): Promise<unknown>;
  pending: boolean;
}) {
  const [name, setName] = useState(initialName);
  const [audience, setAudience] = useState<A | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);
  const phi = usePhiReview();
  const nameField = useRef<HTMLInputElement>(null);
  const parsed = parse(name, audience ?? '');
  const errors = parsed.success ? {} : firstErrorPerField(parsed.error?.issues ?? []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || parsed.data === undefined || pending) return;
    const body = { ...parsed.data, phiConfirmations: phi.confirmations((f) => (f === 'name' ? name : '')) };
    try {
      await onCreate(body);
    } catch (err) {
      if (phi.takeRefusal(err)) return;
      // Spec §4: on failure the modal closes and the error shows, with the server's message.
      errorToast(CAMPAIGN_MESSAGES.createFailed, (err as Error).message || undefined);
    }
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={nameField}
            label="Name"
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setNameTouched(true)}
            error={(nameTouched || submitted) && errors.name}
          />
          <PhiFindings review={phi} field="name" text={name} input={nameField} />
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
