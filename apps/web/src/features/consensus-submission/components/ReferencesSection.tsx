import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { type ConsensusReference, emptyReference, referenceHasContent, removeRow } from '@pc/contracts';
import { Icon } from '../../../ui/Icon';
import type { ConsensusForm } from '../utils/consensus-form';
import { FormSection, type FormUpdate } from './FormSection';
import { SummaryTextField } from './SummaryTextField';

/** The list of references (spec §2): citation, optional link and its text; one row always remains (spec §5). */
export function ReferencesSection({ form, setForm }: { form: ConsensusForm; setForm: FormUpdate<ConsensusForm> }) {
  const rows = form.References;
  const set = (index: number, patch: Partial<ConsensusReference>) =>
    setForm((f) => ({ ...f, References: f.References.map((r, i) => (i === index ? { ...r, ...patch } : r)) }));
  return (
    <FormSection anchor="list-of-references" title="List of references">
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their place is their name
        <Stack key={i} gap="xs" role="group" aria-label={`Reference ${i + 1}`}>
          <SummaryTextField
            label={`Reference ${i + 1} Text`}
            field={`References.${i}.Text`}
            value={row.Text}
            onChange={(Text) => set(i, { Text })}
            description="The citation; needed when there is a link"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SummaryTextField
              label={`Reference ${i + 1} Url`}
              field={`References.${i}.Url`}
              value={row.Url}
              onChange={(Url) => set(i, { Url })}
              placeholder="https://"
            />
            <SummaryTextField
              label={`Reference ${i + 1} Link text`}
              field={`References.${i}.LinkText`}
              value={row.LinkText}
              onChange={(LinkText) => set(i, { LinkText })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<Icon name="trash" size={14} />}
              disabled={rows.length === 1 && !referenceHasContent(row)}
              onClick={() => setForm((f) => ({ ...f, References: removeRow(f.References, i, emptyReference) }))}
            >
              Remove reference {i + 1}
            </Button>
          </Group>
        </Stack>
      ))}
      <Button
        variant="light"
        leftSection={<Icon name="plus" size={16} />}
        onClick={() => setForm((f) => ({ ...f, References: [...f.References, emptyReference()] }))}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a reference
      </Button>
    </FormSection>
  );
}
