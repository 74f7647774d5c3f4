import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  AUDIENCE_LABELS,
  CAMPAIGN_MESSAGES,
  TOPIC_AUDIENCES,
  type TopicAudience,
  createTopicCampaignBodySchema,
} from '@pc/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorToast, successToast } from '../../../../lib/toasts';
import { useCreateCampaign } from '../api/create-campaign';
import { useUserCount } from '../api/get-user-count';

/** The new-email modal: a name and an audience; shows how many members it reaches. */
export function NewEmailModal({ topicId, opened, onClose }: { topicId: number; opened: boolean; onClose(): void }) {
  const [name, setName] = useState(() => `Question ${topicId} – ${dayjs().format('YYYY-MM-DD')}`);
  const [audience, setAudience] = useState<TopicAudience | null>(null);
  const count = useUserCount(topicId, opened ? audience : null);
  const create = useCreateCampaign(topicId);
  const parsed = createTopicCampaignBodySchema.safeParse({ topicId, name, targetAudience: audience ?? '' });
  const nameError = name.trim() === '' ? 'Required' : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: () => successToast('The e-mail was created.', 'Its target list is being built.'),
      // Spec §4: on failure the modal closes and the error shows, with the server's message.
      onError: (err) => errorToast(CAMPAIGN_MESSAGES.createFailed, err.message || undefined),
      onSettled: () => {
        setAudience(null);
        onClose();
      },
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title="New email">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
          />
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
