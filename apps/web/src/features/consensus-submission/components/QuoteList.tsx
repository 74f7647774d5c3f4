import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ConsensusQuote, emptyQuote, quoteHasContent, removeRow } from '@pc/contracts';
import { useId, useState } from 'react';
import { Icon } from '../../../ui/Icon';
import { addAnswerQuote, type CaseAnswer } from '../utils/consensus-form';
import { useFieldError } from './field-errors';
import { HcpConsultPicker } from './HcpConsultPicker';
import { SummaryTextField } from './SummaryTextField';

interface Props {
  /** The list's name: 'Analysis quotes', 'Section 2 quotes', 'Conclusion quotes'. */
  title: string;
  /** The list's path in the summary ('ClinicalAnalysis.Quotes'). */
  path: string;
  quotes: ConsensusQuote[];
  onChange(quotes: ConsensusQuote[]): void;
  answers: readonly CaseAnswer[];
}

/**
 * The quotes of one part of the summary (spec §2: add HCP consult). Each row is a quote and its
 * author, picked from the case's answers or typed; the list always keeps one row (spec §5), so
 * removing the last one empties it.
 */
export function QuoteList({ title, path, quotes, onChange, answers }: Props) {
  const [picking, setPicking] = useState(false);
  const headingId = useId();
  const quoted = new Set(quotes.map((q) => q.CommentId).filter((id): id is number => typeof id === 'number'));
  const single = title.replace(/s$/, '');
  const set = (index: number, patch: Partial<ConsensusQuote>) =>
    onChange(quotes.map((q, i) => (i === index ? { ...q, ...patch } : q)));

  return (
    <Paper withBorder p="sm" bg="gray.0" role="group" aria-labelledby={headingId}>
      <Stack gap="md">
        <Text id={headingId} fw={600} size="sm">
          {title}
        </Text>
        {quotes.map((quote, i) => (
          <QuoteRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their place is their name
            key={i}
            label={`${single} ${i + 1}`}
            path={`${path}.${i}`}
            quote={quote}
            onChange={(patch) => set(i, patch)}
            onRemove={() => onChange(removeRow(quotes, i, emptyQuote))}
            removable={quotes.length > 1 || quoteHasContent(quote)}
          />
        ))}
        <Group gap="sm">
          <Button
            variant="light"
            size="sm"
            leftSection={<Icon name="plus" size={16} />}
            onClick={() => setPicking(true)}
            aria-label={`Add HCP consult to ${title.toLowerCase()}`}
          >
            Add HCP consult
          </Button>
          <Button
            variant="subtle"
            size="sm"
            leftSection={<Icon name="plus" size={16} />}
            onClick={() => onChange([...quotes, emptyQuote()])}
            aria-label={`Add typed quote to ${title.toLowerCase()}`}
          >
            Add typed quote
          </Button>
        </Group>
      </Stack>
      <HcpConsultPicker
        opened={picking}
        onClose={() => setPicking(false)}
        target={title.toLowerCase()}
        answers={answers}
        quoted={quoted}
        onPick={(answer) => {
          onChange(addAnswerQuote(quotes, answer));
          setPicking(false);
        }}
      />
    </Paper>
  );
}

function QuoteRow({
  label,
  path,
  quote,
  onChange,
  onRemove,
  removable,
}: {
  label: string;
  path: string;
  quote: ConsensusQuote;
  onChange(patch: Partial<ConsensusQuote>): void;
  onRemove(): void;
  removable: boolean;
}) {
  const author = useFieldError(`${path}.Author`);
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <SummaryTextField
        label={label}
        field={`${path}.Quote`}
        value={quote.Quote}
        onChange={(Quote) => onChange({ Quote })}
        multiline
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={`${label} author`}
          value={quote.Author}
          onChange={(e) => onChange({ Author: e.currentTarget.value })}
          onBlur={author.touch}
          error={author.error}
        />
        <TextInput
          label={`${label} specialty`}
          value={quote.Specialty}
          onChange={(e) => onChange({ Specialty: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Checkbox
          label={`${label}: key opinion leader`}
          checked={quote.KeyOpinionLeader}
          onChange={(e) => onChange({ KeyOpinionLeader: e.currentTarget.checked })}
        />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<Icon name="trash" size={14} />}
          disabled={!removable}
          onClick={onRemove}
        >
          Remove {label.toLowerCase()}
        </Button>
      </Group>
    </Stack>
  );
}
