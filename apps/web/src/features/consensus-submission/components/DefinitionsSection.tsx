import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { type ConsensusDefinition, definitionHasContent, emptyDefinition, removeRow } from '@pc/contracts';
import { Icon } from '../../../ui/Icon';
import type { ConsensusForm } from '../utils/consensus-form';
import { FormSection, type FormUpdate } from './FormSection';
import { SummaryTextField } from './SummaryTextField';

/** Definitions (spec §2): term and definition rows; one row always remains (spec §5). */
export function DefinitionsSection({ form, setForm }: { form: ConsensusForm; setForm: FormUpdate<ConsensusForm> }) {
  const rows = form.Definitions;
  const set = (index: number, patch: Partial<ConsensusDefinition>) =>
    setForm((f) => ({ ...f, Definitions: f.Definitions.map((d, i) => (i === index ? { ...d, ...patch } : d)) }));
  return (
    <FormSection anchor="definitions" title="Definitions">
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their place is their name
        <Stack key={i} gap="xs" role="group" aria-label={`Definition ${i + 1}`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SummaryTextField
              label={`Definition ${i + 1} Term`}
              field={`Definitions.${i}.Term`}
              value={row.Term}
              onChange={(Term) => set(i, { Term })}
            />
            <SummaryTextField
              label={`Definition ${i + 1} Definition`}
              field={`Definitions.${i}.Definition`}
              value={row.Definition}
              onChange={(Definition) => set(i, { Definition })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<Icon name="trash" size={14} />}
              disabled={rows.length === 1 && !definitionHasContent(row)}
              onClick={() => setForm((f) => ({ ...f, Definitions: removeRow(f.Definitions, i, emptyDefinition) }))}
            >
              Remove definition {i + 1}
            </Button>
          </Group>
        </Stack>
      ))}
      <Button
        variant="light"
        leftSection={<Icon name="plus" size={16} />}
        onClick={() => setForm((f) => ({ ...f, Definitions: [...f.Definitions, emptyDefinition()] }))}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a definition
      </Button>
    </FormSection>
  );
}
