import { POSITIONS_MAX, POSITIONS_MIN, positionProposalSchema } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { adjustedRandIndex, answersToMove, generateThread } from './position-grouping.fixtures.js';
import { proposePositions } from './position-grouping.js';

/** Three positions a reader would tell apart at a glance, each said in its own words. */
const CLEAR = [
  'Start apixaban now, anticoagulation is indicated.',
  'I would anticoagulate with apixaban today.',
  'Apixaban twice daily, anticoagulation clearly indicated.',
  'Anticoagulation with apixaban, no question.',
  'Refer her for a Watchman, appendage occlusion.',
  'Left atrial appendage occlusion with a Watchman device.',
  'Appendage occlusion is safer for her, Watchman.',
  'Watchman appendage occlusion given the falls.',
  'Extended monitoring of the burden first, a loop recorder.',
  'Quantify the burden with a loop recorder, extended monitoring.',
  'Loop recorder to measure burden before deciding.',
  'Burden over 24 hours on extended monitoring decides it.',
].map((text, i) => ({ id: i + 1, text }));

function everyIdOnce(answers: { id: number }[], proposal: ReturnType<typeof proposePositions>) {
  const ids = [...proposal.groups.flatMap((g) => g.answerIds), ...proposal.unplaced].sort((a, b) => a - b);
  expect(ids).toEqual(answers.map((a) => a.id).sort((a, b) => a - b));
}

describe('proposed positions', () => {
  it('groups answers that say the same thing and labels each group with its words', () => {
    const proposal = proposePositions(CLEAR, 3);
    expect(positionProposalSchema.parse(proposal)).toEqual(proposal);
    const groups = proposal.groups.map((g) => g.answerIds);
    expect(groups).toEqual(
      expect.arrayContaining([
        [1, 2, 3, 4],
        [5, 6, 7, 8],
        [9, 10, 11, 12],
      ]),
    );
    expect(proposal.unplaced).toEqual([]);
    const labelOf = (id: number) => proposal.groups.find((g) => g.answerIds.includes(id))!.suggestedLabel.toLowerCase();
    expect(labelOf(1)).toMatch(/apixaban|anticoagulation/);
    expect(labelOf(5)).toMatch(/watchman|appendage|occlusion/);
    expect(labelOf(9)).toMatch(/burden|loop recorder|monitoring/);
    for (const g of proposal.groups) expect(g.terms.length).toBeGreaterThan(2);
  });

  it('gives the same proposal for the same answers, in whatever order they come', () => {
    const { answers } = generateThread({ answers: 200, positions: 4, seed: 7 });
    const first = proposePositions(answers, 4);
    expect(proposePositions(answers, 4)).toEqual(first);
    expect(proposePositions([...answers].reverse(), 4)).toEqual(first);
  });

  // Measured on seeds 1-10 (docs/position-grouping.md): 23% to move on average, 31% on the worst thread
  // (two positions that share most of their words merge). The generator is fixed, so the figure is
  // exact; 26% leaves room for small changes yet fails when the method merges positions on more threads
  // (without LSA: 29%; with 10 restarts instead of 60: 31%).
  it('recovers the planted positions of generated threads, at most 26% of answers to move on average', () => {
    const moved: number[] = [];
    for (let seed = 1; seed <= 10; seed++) {
      const thread = generateThread({ answers: 300, positions: 4, seed });
      const proposal = proposePositions(thread.answers, 4);
      everyIdOnce(thread.answers, proposal);
      moved.push(answersToMove(proposal, thread.truth) / thread.answers.length);
      expect(adjustedRandIndex(proposal, thread.truth)).toBeGreaterThan(0.2);
    }
    expect(moved.reduce((s, x) => s + x, 0) / moved.length).toBeLessThanOrEqual(0.26);
  });

  it('leaves answers with nothing to group by unplaced', () => {
    const answers = [
      ...CLEAR,
      { id: 20, text: '' },
      { id: 21, text: '<p><br></p>' },
      { id: 22, text: 'Agree!' },
      { id: 23, text: '<p>I think so too.</p>' },
      { id: 24, text: '+1 &nbsp; 100%' },
    ];
    const proposal = proposePositions(answers, 3);
    expect(proposal.unplaced).toEqual([20, 21, 22, 23, 24]);
    everyIdOnce(answers, proposal);
  });

  it('returns `count` empty groups for a thread without answers', () => {
    expect(proposePositions([], 4)).toEqual({
      groups: Array.from({ length: 4 }, () => ({ suggestedLabel: '', terms: [], answerIds: [] })),
      unplaced: [],
    });
  });

  it('with fewer answers than positions, gives each its own group and leaves the others empty', () => {
    const proposal = proposePositions(
      [
        { id: 5, text: 'Start apixaban now.' },
        { id: 3, text: 'A Watchman for the appendage.' },
      ],
      4,
    );
    expect(proposal.groups).toHaveLength(4);
    expect(proposal.groups.map((g) => g.answerIds)).toEqual([[3], [5], [], []]);
    expect(proposal.groups[2]).toEqual({ suggestedLabel: '', terms: [], answerIds: [] });
    expect(proposal.unplaced).toEqual([]);
  });

  it('puts identical answers in one group', () => {
    const answers = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, text: '<b>Start apixaban</b> now.' }));
    const proposal = proposePositions(answers, 3);
    expect(proposal.groups[0]!.answerIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(proposal.groups[0]!.suggestedLabel.toLowerCase()).toContain('apixaban');
    expect(proposal.groups.slice(1).every((g) => g.answerIds.length === 0)).toBe(true);
  });

  it(`asks for ${POSITIONS_MIN} to ${POSITIONS_MAX} positions`, () => {
    for (const count of [POSITIONS_MIN - 1, POSITIONS_MAX + 1, 2.5, Number.NaN]) {
      expect(() => proposePositions(CLEAR, count)).toThrow(RangeError);
    }
    expect(proposePositions(CLEAR, POSITIONS_MIN).groups).toHaveLength(POSITIONS_MIN);
    const most = proposePositions(CLEAR, POSITIONS_MAX);
    expect(most.groups).toHaveLength(POSITIONS_MAX);
    everyIdOnce(CLEAR, most);
  });
});
