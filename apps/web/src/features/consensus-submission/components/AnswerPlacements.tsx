import { Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Pagination } from '../../../ui/Pagination';
import type { CaseAnswer } from '../utils/consensus-form';
import {
  type AnswerPlace,
  OTHER_UNCLEAR,
  type PlaceCounts,
  type PositionsDraft,
  placeOf,
  positionName,
} from '../utils/positions';

/** Answers per page: a thread of 300 stays quick to read and to tab through. */
export const ANSWERS_PER_PAGE = 20;
const EXCERPT_CHARS = 280;

/** Which answers the list shows: all, the unassigned ones, or those of one place. */
export type AnswerFilter = 'all' | AnswerPlace;

const placeValue = (place: AnswerPlace) => String(place);
const parsePlace = (value: string): AnswerPlace =>
  value === 'other' || value === 'unassigned' ? value : Number.parseInt(value, 10);

export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_CHARS ? flat : `${flat.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

export function filterAnswers(
  answers: readonly CaseAnswer[],
  draft: PositionsDraft,
  filter: AnswerFilter,
): readonly CaseAnswer[] {
  if (filter === 'all') return answers;
  return answers.filter((a) => placeOf(draft, a.id) === filter);
}

interface Props {
  answers: readonly CaseAnswer[];
  draft: PositionsDraft;
  counts: PlaceCounts;
  onMove(answerId: number, place: AnswerPlace): void;
}

/**
 * Every answer of the case with its place, a labelled select each (keyboard and screen reader
 * friendly), a page at a time, with a filter to the unassigned ones or one position's.
 */
export function AnswerPlacements({ answers, draft, counts, onMove }: Props) {
  const [filter, setFilter] = useState<AnswerFilter>('all');
  const [page, setPage] = useState(1);
  const shown = filterAnswers(answers, draft, filter);
  const pages = Math.max(1, Math.ceil(shown.length / ANSWERS_PER_PAGE));
  const current = Math.min(page, pages);
  const onPage = shown.slice((current - 1) * ANSWERS_PER_PAGE, current * ANSWERS_PER_PAGE);

  const placeOptions = [
    { value: 'unassigned', label: 'Not assigned' },
    ...draft.positions.map((_, i) => ({ value: String(i), label: positionName(draft, i) })),
    { value: 'other', label: OTHER_UNCLEAR },
  ];
  const count = (value: string) =>
    value === 'unassigned'
      ? counts.unassigned
      : value === 'other'
        ? counts.other
        : (counts.byPosition[Number(value)] ?? 0);
  const filterOptions = [
    { value: 'all', label: `All answers (${answers.length})` },
    ...placeOptions.map((o) => ({
      value: o.value,
      label: `${o.value === 'unassigned' ? 'Unassigned only' : o.label} (${count(o.value)})`,
    })),
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label="Show"
          data={filterOptions}
          value={filter === 'all' ? 'all' : placeValue(filter)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setFilter(value === 'all' ? 'all' : parsePlace(value));
            setPage(1);
          }}
          style={{ flex: '1 1 16rem', maxWidth: '24rem' }}
        />
        <Text size="sm" c="gray.7" aria-live="polite">
          {shown.length === 0
            ? 'No answers to show'
            : `Answers ${(current - 1) * ANSWERS_PER_PAGE + 1}–${(current - 1) * ANSWERS_PER_PAGE + onPage.length} of ${shown.length}`}
        </Text>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {onPage.map((answer) => (
          <Paper key={answer.id} component="li" withBorder p="sm">
            <Stack gap={6}>
              <Text size="sm" fw={700}>
                {answer.authorName}
                {answer.specialty && (
                  <Text span size="sm" fw={400} c="gray.7">
                    {` · ${answer.specialty}`}
                  </Text>
                )}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {excerpt(answer.text)}
              </Text>
              <NativeSelect
                label="Position"
                aria-label={`Position of the answer by ${answer.authorName}`}
                data={placeOptions}
                value={placeValue(placeOf(draft, answer.id))}
                onChange={(e) => onMove(answer.id, parsePlace(e.currentTarget.value))}
                size="xs"
                style={{ maxWidth: '24rem' }}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Pagination page={current} total={pages} onChange={setPage} label="Answer pages" />
    </Stack>
  );
}
