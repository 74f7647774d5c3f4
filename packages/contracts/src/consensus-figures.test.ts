import { describe, expect, it } from 'vitest';
import {
  consensusFigures,
  DEFAULT_CONSENSUS_LINE,
  type FigureAnswer,
  figuresHeadline,
  formatShare,
  OTHER_SPECIALTY,
  savePositionsBodySchema,
  wilsonInterval,
} from './consensus-figures.js';

/**
 * The figures of a consensus (issue 24) against values computed independently: published reference
 * values of the Wilson score interval, and counts worked out by hand for small threads.
 */

/** The Wilson interval as (2np + z² ± z√(z² + 4np(1−p))) / 2(n + z²), another arrangement of the formula. */
function wilson(k: number, n: number) {
  const z = 1.96;
  const p = k / n;
  const root = z * Math.sqrt(z * z + 4 * n * p * (1 - p));
  return { low: (2 * n * p + z * z - root) / (2 * (n + z * z)), high: (2 * n * p + z * z + root) / (2 * (n + z * z)) };
}

let nextId = 1;
/** `count` answers in a position, by physicians of a specialty (one physician each unless `author`). */
function answers(count: number, position: number | null, specialty: string, o: Partial<FigureAnswer> = {}) {
  return Array.from({ length: count }, (): FigureAnswer => {
    const id = nextId++;
    return {
      id,
      authorId: id,
      authorName: `Dr ${id}`,
      specialty,
      text: `Answer ${id}`,
      agree: 0,
      disagree: 0,
      position,
      ...o,
    };
  });
}

describe('wilsonInterval', () => {
  it('matches reference values of the Wilson score interval (z = 1.96)', () => {
    const cases: [number, number, number, number][] = [
      [15, 20, 0.531, 0.888],
      [0, 10, 0, 0.278],
      [10, 10, 0.722, 1],
      [1, 2, 0.095, 0.905],
      [75, 100, 0.657, 0.825],
    ];
    for (const [k, n, low, high] of cases) {
      const interval = wilsonInterval(k, n);
      expect(interval.low, `${k}/${n}`).toBeCloseTo(low, 3);
      expect(interval.high, `${k}/${n}`).toBeCloseTo(high, 3);
      expect(interval.low).toBeCloseTo(wilson(k, n).low, 12);
      expect(interval.high).toBeCloseTo(wilson(k, n).high, 12);
    }
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 0 });
  });
});

describe('consensusFigures', () => {
  it('counts answers, physicians, shares, weighted shares and the split by specialty', () => {
    const thread = [
      ...answers(5, 0, 'Cardiology', { agree: 1 }),
      ...answers(1, 1, 'Cardiology'),
      ...answers(2, 0, 'Neurology'),
      ...answers(2, 1, 'Psychiatry', { agree: 4 }),
      ...answers(1, null, 'Pediatrics'),
      // Three more by the same Neurology physician: distinct physicians count once.
      ...answers(3, 1, 'Neurology', { authorId: 999 }),
      // A staff answer without specialty: in the "other" row, not in the list of specialties.
      ...answers(1, 0, ''),
      // An index beyond the positions is treated as unassigned.
      ...answers(1, 5, 'Cardiology'),
    ];
    const f = consensusFigures({ topicId: 7, positions: ['Start', 'Wait'], answers: thread, now: new Date(0) });
    expect(f).toMatchObject({ topicId: 7, computedAt: '1970-01-01T00:00:00.000Z', answers: 16, physicians: 14 });
    expect(f.specialties).toEqual(['Cardiology', 'Neurology', 'Pediatrics', 'Psychiatry']);
    expect(f.assigned).toBe(14);
    // Start: 5 + 2 + 1 = 8 of 14, weight 5×2 + 2 + 1 = 13; Wait: 1 + 2 + 3 = 6, weight 1 + 2×5 + 3 = 14.
    expect(f.positions.map((p) => p.answers)).toEqual([8, 6]);
    expect(f.positions[0]!.share).toBeCloseTo(8 / 14, 12);
    expect(f.positions[0]!.interval.low).toBeCloseTo(wilson(8, 14).low, 12);
    expect(f.positions[1]!.interval.high).toBeCloseTo(wilson(6, 14).high, 12);
    expect(f.positions.map((p) => p.weightedShare)).toEqual([13 / 27, 14 / 27]);
    // Cardiology has 6 assigned answers (shown); Neurology has exactly 5 (shown); Psychiatry 2 and the
    // staff answer go to "other specialties", listed last.
    expect(f.bySpecialty).toEqual([
      {
        specialty: 'Cardiology',
        answers: 6,
        positions: [
          { answers: 5, share: 5 / 6 },
          { answers: 1, share: 1 / 6 },
        ],
      },
      {
        specialty: 'Neurology',
        answers: 5,
        positions: [
          { answers: 2, share: 0.4 },
          { answers: 3, share: 0.6 },
        ],
      },
      {
        specialty: OTHER_SPECIALTY,
        answers: 3,
        positions: [
          { answers: 1, share: 1 / 3 },
          { answers: 2, share: 2 / 3 },
        ],
      },
    ]);
    expect(f.leading).toBe(0);
    expect(f.verdict).toBe('leaning');
    expect(f.line).toEqual(DEFAULT_CONSENSUS_LINE);
  });

  it('calls a consensus at 75% with a lower bound of 66%, and not just under either', () => {
    const verdict = (k: number, n: number) =>
      consensusFigures({
        topicId: 1,
        positions: ['Start', 'Wait'],
        answers: [...answers(k, 0, 'Cardiology'), ...answers(n - k, 1, 'Cardiology')],
      });
    // 81 of 108: exactly 75%, lower bound 0.6607.
    expect(wilson(81, 108).low).toBeGreaterThan(0.66);
    expect(verdict(81, 108).verdict).toBe('consensus');
    // 78 of 104: 75%, but the bound is 0.6589.
    expect(wilson(78, 104).low).toBeLessThan(0.66);
    expect(verdict(78, 104).verdict).toBe('leaning');
    // 80 of 107: 74.8%, under the share whatever the bound.
    expect(verdict(80, 107).verdict).toBe('leaning');
    // Half is not leaning: a 5 to 5 tie has no leading position; 5 of 11 to 4 and 2 leads without a lean.
    const tie = verdict(5, 10);
    expect([tie.leading, tie.verdict, tie.minority]).toEqual([null, 'no_consensus', null]);
    const plurality = consensusFigures({
      topicId: 1,
      positions: ['A', 'B', 'C'],
      answers: [...answers(5, 0, 'Cardiology'), ...answers(4, 1, 'Cardiology'), ...answers(2, 2, 'Cardiology')],
    });
    expect([plurality.leading, plurality.verdict]).toEqual([0, 'no_consensus']);
    // A configured line moves the verdict: 15 of 20 (bound 0.531) passes a 0.53 bound.
    const line = { share: 0.75, lowerBound: 0.53 };
    const custom = consensusFigures({
      topicId: 1,
      positions: ['Start', 'Wait'],
      answers: [...answers(15, 0, 'Cardiology'), ...answers(5, 1, 'Cardiology')],
      line,
    });
    expect([custom.verdict, custom.line]).toEqual(['consensus', line]);
    const none = consensusFigures({
      topicId: 1,
      positions: ['Start', 'Wait'],
      answers: answers(3, null, 'Cardiology'),
    });
    expect([none.assigned, none.leading, none.verdict, none.positions[0]!.share]).toEqual([0, null, 'no_consensus', 0]);
  });

  it('offers the best-rated answer outside the leading position as the minority view', () => {
    const [best] = answers(1, 1, 'Neurology', { agree: 9, disagree: 1, text: 'Wait for the echo.' });
    const thread = [
      ...answers(6, 0, 'Cardiology', { agree: 50 }),
      ...answers(1, 1, 'Neurology', { agree: 3 }),
      ...answers(1, 2, 'Neurology', { agree: 1, disagree: 5 }),
      ...answers(1, null, 'Neurology', { agree: 100 }),
      best!,
    ];
    const f = consensusFigures({ topicId: 1, positions: ['Start', 'Wait', 'Refer'], answers: thread });
    expect(f.minority).toMatchObject({
      answerId: best!.id,
      position: 1,
      text: 'Wait for the echo.',
      agree: 9,
      disagree: 1,
    });
    // Wilson lower bound of 9 agree out of 10: 0.596 (3 of 3 is 0.439).
    expect(f.minority!.rating).toBeCloseTo(0.596, 3);
  });
});

describe('formatShare and figuresHeadline', () => {
  it('writes the verdict in one line', () => {
    expect(formatShare(0.742, { low: 0.681, high: 0.794 })).toBe('74% (95% CI 68–79%)');
    const f = consensusFigures({
      topicId: 1,
      positions: ['would start a beta-blocker', 'would wait'],
      answers: [...answers(3, 0, 'Cardiology'), ...answers(1, 1, 'Neurology')],
    });
    expect(figuresHeadline(f)).toBe(
      '75% (95% CI 30–95%) would start a beta-blocker; leaning; 4 physicians, 2 specialties',
    );
    const one = consensusFigures({ topicId: 1, positions: ['A', 'B'], answers: answers(1, null, 'Cardiology') });
    expect(figuresHeadline(one)).toBe('No consensus; 1 physician, 1 specialty');
  });
});

describe('savePositionsBodySchema', () => {
  const ok = (body: unknown) => savePositionsBodySchema.safeParse(body).success;
  it('takes 2 to 6 distinct labels and assignments to one of them or to none', () => {
    expect(
      ok({
        positions: [' Start ', 'Wait'],
        assignments: [
          { answerId: 1, position: 1 },
          { answerId: 2, position: null },
        ],
      }),
    ).toBe(true);
    expect(savePositionsBodySchema.parse({ positions: [' Start ', 'Wait'], assignments: [] }).positions).toEqual([
      'Start',
      'Wait',
    ]);
    expect(ok({ positions: ['1', '2', '3', '4', '5', '6'], assignments: [{ answerId: 1, position: 5 }] })).toBe(true);
  });
  it('refuses one or seven positions, the same label twice, a position out of range and an answer twice', () => {
    expect(ok({ positions: ['Start'], assignments: [] })).toBe(false);
    expect(ok({ positions: ['1', '2', '3', '4', '5', '6', '7'], assignments: [] })).toBe(false);
    expect(ok({ positions: ['Start', ' START'], assignments: [] })).toBe(false);
    expect(ok({ positions: ['Start', ''], assignments: [] })).toBe(false);
    expect(ok({ positions: ['Start', 'Wait'], assignments: [{ answerId: 1, position: 2 }] })).toBe(false);
    expect(
      ok({
        positions: ['Start', 'Wait'],
        assignments: [
          { answerId: 1, position: 0 },
          { answerId: 1, position: 1 },
        ],
      }),
    ).toBe(false);
    expect(ok({ positions: ['Start', 'Wait'], assignments: [{ answerId: 0, position: 0 }] })).toBe(false);
  });
});
