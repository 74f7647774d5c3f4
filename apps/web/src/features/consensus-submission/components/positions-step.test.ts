import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../test/render-static';
import { topicPositionsQueryOptions } from '../api/get-topic-positions';
import type { CaseAnswer } from '../utils/consensus-form';
import { applyProposal, draftFromSaved, moveAnswer } from '../utils/positions';
import { ANSWERS_PER_PAGE, excerpt, filterAnswers } from './AnswerPlacements';
import { PositionsEditor, PositionsStep } from './PositionsStep';

const answers: CaseAnswer[] = Array.from({ length: 25 }, (_, i) => ({
  id: 100 + i,
  text: i === 0 ? `Start a beta-blocker. ${'Long reasoning. '.repeat(40)}` : `Answer ${i}`,
  authorName: `Dr. Author ${i}`,
  specialty: i % 2 ? 'Cardiology' : 'Internal Medicine',
  createdAt: '2026-11-01T10:00:00.000Z',
}));
const noop = () => {};

describe('the positions step on screen', () => {
  const proposed = applyProposal(
    draftFromSaved(null),
    {
      groups: [
        { suggestedLabel: 'start beta-blocker', terms: ['beta'], answerIds: [100, 101, 102] },
        { suggestedLabel: 'refer cardiology', terms: ['refer'], answerIds: [103] },
      ],
      unplaced: [104],
    },
    new Set(answers.map((a) => a.id)),
  );
  const moved = moveAnswer(proposed, 102, 1);

  it('shows the named positions with their counts, a labelled select per answer and a page of answers', () => {
    const html = renderStatic(
      createElement(PositionsEditor, {
        topicId: 7,
        answers,
        start: moved,
        savedAt: null,
        onContinue: noop,
        onSkip: noop,
      }),
    );
    const text = textOf(html);
    expect(html).toContain('value="start beta-blocker"');
    expect(html).toContain('value="refer cardiology"');
    expect(text).toContain('start beta-blocker: 2 · refer cardiology: 2 · Other / unclear: 1 · Not assigned: 20');
    expect(text).toContain(`Answers 1–${ANSWERS_PER_PAGE} of 25`);
    expect(html).toContain('aria-label="Position of the answer by Dr. Author 2"');
    expect(html.match(/aria-label="Position of the answer by/g)).toHaveLength(ANSWERS_PER_PAGE);
    expect(text).toContain('Unassigned only (20)');
    expect(text).toContain('Propose a grouping');
    expect(text).toContain('Not saved yet');
    expect(html).toContain('aria-label="Remove position 1"');
    // The long answer is cut to an excerpt.
    expect(text).not.toContain('Long reasoning. '.repeat(30));
  });

  it('filters to the unassigned answers and to one position', () => {
    expect(filterAnswers(answers, moved, 'unassigned')).toHaveLength(20);
    expect(filterAnswers(answers, moved, 1).map((a) => a.id)).toEqual([102, 103]);
    expect(filterAnswers(answers, moved, 'other').map((a) => a.id)).toEqual([104]);
    expect(excerpt('  a \n b  ')).toBe('a b');
  });

  it('opens on what the server saved, as saved', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(topicPositionsQueryOptions(7).queryKey, {
      topicId: 7,
      positions: ['Start a beta-blocker', 'Stop at one year', 'Refer first'],
      assignments: [{ answerId: 100, position: 2 }],
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    const html = renderStatic(
      createElement(PositionsStep, { topicId: 7, answers, onContinue: noop, onSkip: noop }),
      queryClient,
    );
    expect(html).toContain('value="Stop at one year"');
    expect(textOf(html)).toContain('All changes saved');
    expect(textOf(html)).toContain('Refer first: 1');
  });
});
