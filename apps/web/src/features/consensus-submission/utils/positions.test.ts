import { POSITIONS_MAX, savePositionsBodySchema } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import {
  addPosition,
  applyProposal,
  draftFromSaved,
  moveAnswer,
  type PositionsDraft,
  placeCounts,
  placeOf,
  positionsProblems,
  removePosition,
  renamePosition,
  saveBody,
  sameDraft,
} from './positions';

const ids = [11, 12, 13, 14, 15, 16];
const named = (...labels: string[]): PositionsDraft => ({ positions: labels, assignments: new Map() });

describe('the positions step: naming', () => {
  it('starts from two unnamed positions, or from what the server saved', () => {
    expect(draftFromSaved(null)).toEqual({ positions: ['', ''], assignments: new Map() });
    const saved = draftFromSaved({
      topicId: 7,
      positions: ['Start a beta-blocker', 'Refer first'],
      assignments: [
        { answerId: 12, position: 1 },
        { answerId: 11, position: null },
      ],
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    expect(saved.positions).toEqual(['Start a beta-blocker', 'Refer first']);
    expect(placeOf(saved, 12)).toBe(1);
    expect(placeOf(saved, 11)).toBe('other');
    expect(placeOf(saved, 13)).toBe('unassigned');
  });

  it('adds up to six positions, removes down to two, and renames one', () => {
    let draft = named('A', 'B');
    for (let i = 0; i < 10; i++) draft = addPosition(draft);
    expect(draft.positions).toHaveLength(POSITIONS_MAX);
    draft = renamePosition(draft, 2, 'Refer first');
    expect(draft.positions[2]).toBe('Refer first');
    for (let i = 0; i < 10; i++) draft = removePosition(draft, 0);
    expect(draft.positions).toHaveLength(2);
  });

  it("removing a position sends its answers back to unassigned and moves the later positions' answers up", () => {
    let draft = named('A', 'B', 'C');
    draft = moveAnswer(draft, 11, 0);
    draft = moveAnswer(draft, 12, 1);
    draft = moveAnswer(draft, 13, 2);
    draft = moveAnswer(draft, 14, 'other');
    draft = removePosition(draft, 1);
    expect(draft.positions).toEqual(['A', 'C']);
    expect([11, 12, 13, 14].map((id) => placeOf(draft, id))).toEqual([0, 'unassigned', 1, 'other']);
  });
});

describe('the positions step: validation with the contract messages', () => {
  it('asks for a name for each position and a name of its own', () => {
    const problems = positionsProblems(named('Start a beta-blocker', '  ', 'start a Beta-blocker'));
    expect(problems.names.get(1)).toBe('Name each position.');
    expect(problems.names.get(2)).toBe('Each position needs its own name.');
    expect(problems.names.has(0)).toBe(false);
  });

  it('finds nothing wrong in two named positions', () => {
    expect(positionsProblems(named('Start', 'Stop'))).toEqual({ names: new Map(), general: [] });
  });

  it('refuses a name over 120 characters', () => {
    expect(positionsProblems(named('A', 'x'.repeat(121))).names.get(1)).toBe('A position is at most 120 characters.');
  });
});

describe('the positions step: a proposed grouping', () => {
  const proposal = {
    groups: [
      { suggestedLabel: 'beta-blocker start', terms: ['beta', 'blocker'], answerIds: [11, 12, 99] },
      { suggestedLabel: 'refer cardiology', terms: ['refer'], answerIds: [13, 14] },
    ],
    unplaced: [15],
  };

  it('maps the groups to the positions in order, fills empty names only, and puts the unplaced in Other', () => {
    const draft = applyProposal(named('Start now', ''), proposal, new Set(ids));
    expect(draft.positions).toEqual(['Start now', 'refer cardiology']);
    expect(ids.map((id) => placeOf(draft, id))).toEqual([0, 0, 1, 1, 'other', 'unassigned']);
    // 99 is no answer of the case (the thread grew after it loaded): left out.
    expect(draft.assignments.has(99)).toBe(false);
    expect(placeCounts(draft, ids)).toEqual({ byPosition: [2, 2], other: 1, unassigned: 1 });
  });

  it('replaces the earlier assignments', () => {
    const before = moveAnswer(named('A', 'B'), 16, 1);
    expect(placeOf(applyProposal(before, proposal, new Set(ids)), 16)).toBe('unassigned');
  });
});

describe('the positions step: moving answers and the save body', () => {
  it('moves an answer to another position, to Other / unclear, and back to unassigned', () => {
    let draft = applyProposal(
      named('Start', 'Refer'),
      { groups: [{ suggestedLabel: '', terms: [], answerIds: [11, 12] }], unplaced: [] },
      new Set(ids),
    );
    draft = moveAnswer(draft, 12, 1);
    draft = moveAnswer(draft, 13, 'other');
    expect(placeCounts(draft, ids)).toEqual({ byPosition: [1, 1], other: 1, unassigned: 3 });
    draft = moveAnswer(draft, 13, 'unassigned');
    expect(placeOf(draft, 13)).toBe('unassigned');
  });

  it('sends trimmed names and the placed answers in id order, a body the contract accepts', () => {
    let draft = named(' Start a beta-blocker ', 'Refer first');
    draft = moveAnswer(draft, 14, 1);
    draft = moveAnswer(draft, 11, 0);
    draft = moveAnswer(draft, 12, 'other');
    const body = saveBody(draft);
    expect(body).toEqual({
      positions: ['Start a beta-blocker', 'Refer first'],
      assignments: [
        { answerId: 11, position: 0 },
        { answerId: 12, position: null },
        { answerId: 14, position: 1 },
      ],
    });
    expect(savePositionsBodySchema.safeParse(body).success).toBe(true);
    expect(sameDraft(draft, draftFromSaved({ topicId: 1, ...body, updatedAt: null }))).toBe(true);
    expect(sameDraft(draft, moveAnswer(draft, 15, 0))).toBe(false);
  });
});
