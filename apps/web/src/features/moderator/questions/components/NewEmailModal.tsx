import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  AUDIENCE_LABELS,
  CAMPAIGN_MESSAGES,
  TOPIC_AUDIENCES,
  type TopicAudience,
  createTopicCampaignBodySchema,
} from '@pc/contracts';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { errorToast, successToast } from '../../../../lib/toasts';
import { PhiFindings } from '../../../phi/PhiFindings';
import { usePhiReview } from '../../../phi/use-phi-review';
import { useCreateCampaign } from '../api/create-campaign';
import { useUserCount } from '../api/get-user-count';

/**
 * The new-email modal: a name and an audience; shows how many members it reaches. A name refused
 * for a suspected patient identifier (issue 14; its date is not one) keeps the modal open with the
 * finding to edit or confirm; any other outcome closes it (spec §4).
 */
export function NewEmailModal({ topicId, opened, onClose }: { topicId: number; opened: boolean; onClose(): void }) {
  const [name, setName] = useState(() => `Question ${topicId} – ${dayjs().format('YYYY-MM-DD')}`);
  const [audience, setAudience] = useState<TopicAudience | null>(null);
  const count = useUserCount(topicId, opened ? audience : null);
  const create = useCreateCampaign(topicId);
  const parsed = createTopicCampaignBodySchema.safeParse({ topicId, name, targetAudience: audience ?? '' });
  const nameError = name.trim() === '' ? 'Required' : undefined;
  const phi = usePhiReview();
  const nameField = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!parsed.success || create.isPending) return;
    const phiConfirmations = phi.confirmations((f) => (f === 'name' ? parsed.data.name : ''));
    try {
      await create.mutateAsync({ ...parsed.data, phiConfirmations });
      successToast('The e-mail was created.', 'Its target list is being built.');
    } catch (err) {
      if (phi.takeRefusal(err)) return;
      // Spec §4: on failure the modal closes and the error shows, with the server's message.
      errorToast(CAMPAIGN_MESSAGES.createFailed, (err as Error).message || undefined);
    }
    setAudience(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="New email">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={nameField}
            label="Name"
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
          />
          <PhiFindings review={phi} field="name" text={name} input={nameField} />
          <Select
            label="Target audience"
            withAsterisk
            placeholder="Choose who receives it"
            data={TOPIC_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
            value={audience}
            onChange={(v) => setAudience(v as TopicAudience | null)}
            comboboxProps={{ withinPortal: true }}
          />
          {audience && (
            <Text size="sm" c="gray.7" role="status">
              {count.data
                ? `Reaches ${count.data.count} ${count.data.count === 1 ? 'member' : 'members'}.`
                : 'Counting members…'}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!parsed.success} loading={create.isPending}>
              Create email
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
