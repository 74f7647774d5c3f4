import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type Citation,
  type ConsensusCase,
  type ConsensusReference,
  emptyReference,
  referenceHasContent,
  removeRow,
} from '@pc/contracts';
import { useState } from 'react';
import { Icon } from '../../../ui/Icon';
import { getCitations } from '../api/get-citations';
import type { ConsensusForm } from '../utils/consensus-form';
import { threadCitations, withProposedReferences } from '../utils/proposed-references';
import { FormSection, type FormUpdate } from './FormSection';
import { SummaryTextField } from './SummaryTextField';

/**
 * The list of references (spec §2): citation, optional link and its text; one row always remains (spec
 * §5). 'Propose from the thread' adds the literature the case's answers cite (issue 24), most cited
 * first, as rows the author keeps, edits or removes like their own.
 */
export function ReferencesSection({
  form,
  setForm,
  answers,
}: {
  form: ConsensusForm;
  setForm: FormUpdate<ConsensusForm>;
  answers: ConsensusCase['answers'];
}) {
  const rows = form.References;
  const cited = threadCitations(answers);
  const [proposing, setProposing] = useState(false);
  const [proposal, setProposal] = useState<string | null>(null);
  const propose = async () => {
    setProposing(true);
    // Without the server's metadata (a failed request) the identifiers themselves are proposed.
    const resolved = await getCitations(cited.map((c) => c.key))
      .then((res) => new Map<string, Citation>(res.citations.map((c) => [c.key, c])))
      .catch(() => new Map<string, Citation>());
    // Counted on the form as shown; the update itself applies to the form as it is then.
    const added = withProposedReferences(rows, cited, resolved).length - rows.filter(referenceHasContent).length;
    setForm((f) => ({ ...f, References: withProposedReferences(f.References, cited, resolved) }));
    setProposal(
      added > 0
        ? `${added} reference${added === 1 ? '' : 's'} proposed from the thread.`
        : 'Every citation of the thread is already listed.',
    );
    setProposing(false);
  };
  const set = (index: number, patch: Partial<ConsensusReference>) =>
    setForm((f) => ({ ...f, References: f.References.map((r, i) => (i === index ? { ...r, ...patch } : r)) }));
  return (
    <FormSection anchor="list-of-references" title="List of references">
      {cited.length > 0 && (
        <Group gap="sm">
          <Button variant="light" leftSection={<Icon name="plus" size={16} />} loading={proposing} onClick={propose}>
            Propose from the thread
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {proposal ?? `${cited.length} citation${cited.length === 1 ? '' : 's'} in the answers`}
          </Text>
        </Group>
      )}
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
