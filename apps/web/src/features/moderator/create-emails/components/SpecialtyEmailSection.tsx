import { Alert, Box, Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type CreateSpecialtyCampaignBody,
  type NamedItem,
  SPECIALTY_AUDIENCES,
  type SpecialtyAudience,
  createSpecialtyCampaignBodySchema,
} from '@pc/contracts';
import { useState } from 'react';
import { successToast } from '../../../../lib/toasts';
import { useSpecialties } from '../../questions/api/get-specialties';
import { useCreateSpecialtyCampaign } from '../api/create-specialty-campaign';
import { selectAllState, toggleAll } from '../utils/specialty-selection';
import { NewEmailFormModal } from './NewEmailFormModal';

function SpecialtyChecklist({
  specialties,
  checked,
  onChange,
}: {
  specialties: readonly NamedItem[];
  checked: number[];
  onChange(ids: number[]): void;
}) {
  const all = specialties.map((s) => s.id);
  const state = selectAllState(checked, all);
  return (
    <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} size="sm" mb="xs">
        Specialties
      </Text>
      <Checkbox
        label="Select all"
        checked={state === 'all'}
        indeterminate={state === 'some'}
        onChange={() => onChange(toggleAll(checked, all))}
        mb="xs"
      />
      <Box
        p="xs"
        style={{
          maxHeight: '18rem',
          overflowY: 'auto',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          {specialties.map((s) => (
            <Checkbox
              key={s.id}
              label={s.name}
              checked={checked.includes(s.id)}
              onChange={(e) =>
                onChange(e.currentTarget.checked ? [...checked, s.id] : checked.filter((id) => id !== s.id))
              }
            />
          ))}
        </SimpleGrid>
      </Box>
    </Box>
  );
}

/** The specialty checklist and its 'New specialty email' modal (spec §2 Create emails page). */
export function SpecialtyEmailSection({ onCreated }: { onCreated(): void }) {
  const specialties = useSpecialties();
  const [checked, setChecked] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const create = useCreateSpecialtyCampaign();
  const names = (specialties.data ?? []).filter((s) => checked.includes(s.id)).map((s) => s.name);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="specialty-email">
      <Stack gap="sm">
        <Title order={2} size="h4" id="specialty-email">
          E-mail to specialties
        </Title>
        {specialties.isLoading && <Loader role="status" size="sm" aria-label="Loading specialties" />}
        {specialties.isError && <Alert color="red">The specialties could not be loaded.</Alert>}
        {specialties.data && (
          <SpecialtyChecklist specialties={specialties.data} checked={checked} onChange={setChecked} />
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite">
            {checked.length === 1 ? '1 specialty checked' : `${checked.length} specialties checked`}
          </Text>
          <Button onClick={() => setCreating(true)}>New specialty email</Button>
        </Group>
      </Stack>
      {creating && (
        <NewEmailFormModal<SpecialtyAudience, CreateSpecialtyCampaignBody>
          title="New specialty email"
          opened={creating}
          onClose={() => setCreating(false)}
          initialName=""
          audiences={SPECIALTY_AUDIENCES}
          recipientsField="checkedSpecialties"
          recipients={
            <Text size="sm">
              <Text span fw={600}>
                Specialties:{' '}
              </Text>
              {names.length ? names.join(', ') : 'none checked'}
            </Text>
          }
          parse={(name, targetAudience) =>
            createSpecialtyCampaignBodySchema.safeParse({ name, targetAudience, checkedSpecialties: checked })
          }
          pending={create.isPending}
          onCreate={async (body) => {
            await create.mutateAsync(body);
            successToast('The e-mail was created.', 'Its target list is being built.');
            onCreated();
          }}
        />
      )}
    </Paper>
  );
}
