import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PriorityEntry,
  priorityChanges,
  priorityOptions,
  reorderOnChange,
  reorderOnConfirm,
  reorderOnDisable,
  reorderOnEnable,
  sortAssigned,
} from './global-programs.js';

/** 'A B C' → A=1, B=2, C=3; and back, so each case reads as the order it describes. */
const list = (order: string): PriorityEntry[] =>
  order
    .split(' ')
    .filter(Boolean)
    .map((hcmpPrgId, i) => ({ hcmpPrgId, priority: i + 1 }));
const show = (entries: PriorityEntry[] | null) =>
  entries === null
    ? null
    : [...entries]
        .sort((a, b) => a.priority - b.priority)
        .map((p) => `${p.priority}:${p.hcmpPrgId}`)
        .join(' ');

describe('reorderOnEnable: enabling without a priority gives max priority plus one', () => {
  it.each([
    ['', 'A', '1:A'],
    ['A B', 'C', '1:A 2:B 3:C'],
    ['A B C', 'B', null],
  ])('[%s] enable %s → %s', (before, id, after) => {
    expect(show(reorderOnEnable(list(before), id))).toBe(after);
  });

  it('renumbers old data with gaps or ties, keeping its order', () => {
    const old = [
      { hcmpPrgId: 'B', priority: 4 },
      { hcmpPrgId: 'A', priority: 4 },
      { hcmpPrgId: 'C', priority: 9 },
    ];
    expect(show(reorderOnEnable(old, 'D'))).toBe('1:A 2:B 3:C 4:D');
  });
});

describe('reorderOnDisable: the priority is removed and the others close the gap', () => {
  it.each([
    ['A B C', 'A', '1:B 2:C'],
    ['A B C', 'B', '1:A 2:C'],
    ['A B C', 'C', '1:A 2:B'],
    ['A', 'A', ''],
    ['A B', 'Z', null],
  ])('[%s] disable %s → %s', (before, id, after) => {
    expect(show(reorderOnDisable(list(before), id))).toBe(after);
  });
});

describe('reorderOnChange: moving to a priority shifts the others', () => {
  it.each([
    ['A B C D', 'D', 1, '1:D 2:A 3:B 4:C'],
    ['A B C D', 'A', 4, '1:B 2:C 3:D 4:A'],
    ['A B C D', 'B', 3, '1:A 2:C 3:B 4:D'],
    ['A B C D', 'C', 2, '1:A 2:C 3:B 4:D'],
    ['A B C D', 'B', 2, '1:A 2:B 3:C 4:D'],
    ['A B C D', 'B', 0, null],
    ['A B C D', 'B', 5, null],
    ['A B C D', 'B', 1.5, null],
    ['A B C D', 'Z', 1, null],
  ])('[%s] move %s to %s → %s', (before, id, priority, after) => {
    expect(show(reorderOnChange(list(before), id, priority))).toBe(after);
  });
});

describe('reorderOnConfirm: inserting at a priority pushes later ones down; no priority sets none', () => {
  it.each([
    ['A B C', 'N', 1, '1:N 2:A 3:B 4:C'],
    ['A B C', 'N', 2, '1:A 2:N 3:B 4:C'],
    ['A B C', 'N', 4, '1:A 2:B 3:C 4:N'],
    ['', 'N', 1, '1:N'],
    ['A B C', 'N', null, '1:A 2:B 3:C'],
    ['A B C', 'N', 0, '1:A 2:B 3:C'],
    ['A B C', 'N', 5, null],
    ['A B C', 'N', -1, null],
    ['A B C', 'B', 1, null],
  ])('[%s] confirm %s at %s → %s', (before, id, priority, after) => {
    expect(show(reorderOnConfirm(list(before), id, priority))).toBe(after);
  });
});

describe('priorityOptions: 1 to the assigned count plus 1', () => {
  it.each([
    [0, [1]],
    [1, [1, 2]],
    [3, [1, 2, 3, 4]],
    [-2, [1]],
  ])('%s assigned → %j', (count, options) => {
    expect(priorityOptions(count)).toEqual(options);
  });
});

describe('sortAssigned: by priority, then the ones without a priority by program id', () => {
  it.each([
    [
      [
        { hcmpPrgId: 'PRG-10', globalPriority: null },
        { hcmpPrgId: 'PRG-3', globalPriority: 2 },
        { hcmpPrgId: 'PRG-9', globalPriority: null },
        { hcmpPrgId: 'PRG-1', globalPriority: 1 },
        { hcmpPrgId: 'PRG-2', globalPriority: 0 },
      ],
      ['PRG-1', 'PRG-3', 'PRG-2', 'PRG-9', 'PRG-10'],
    ],
    [[], []],
  ])('%j → %j', (programs, order) => {
    expect(sortAssigned(programs).map((p) => p.hcmpPrgId)).toEqual(order);
  });
});

describe('priorityChanges: only what moves is written', () => {
  it('lists the programs whose priority changes, and the one that loses it', () => {
    const before = list('A B C D');
    expect(priorityChanges(before, reorderOnChange(before, 'C', 2)!)).toEqual([
      { hcmpPrgId: 'C', priority: 2 },
      { hcmpPrgId: 'B', priority: 3 },
    ]);
    expect(priorityChanges(before, reorderOnDisable(before, 'A')!)).toEqual([
      { hcmpPrgId: 'B', priority: 1 },
      { hcmpPrgId: 'C', priority: 2 },
      { hcmpPrgId: 'D', priority: 3 },
      { hcmpPrgId: 'A', priority: null },
    ]);
  });
});

describe('every rule keeps the priorities a gap-free 1..n', () => {
  const ids = ['A', 'B', 'C', 'D', 'E', 'F'];
  const step = fc.record({
    kind: fc.constantFrom('enable', 'disable', 'change', 'confirm'),
    id: fc.constantFrom(...ids),
    priority: fc.integer({ min: -1, max: 8 }),
  });
  it('holds after any sequence of changes, refused ones leaving the list as it was', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let current: PriorityEntry[] = [];
        for (const s of steps) {
          const next =
            s.kind === 'enable'
              ? reorderOnEnable(current, s.id)
              : s.kind === 'disable'
                ? reorderOnDisable(current, s.id)
                : s.kind === 'change'
                  ? reorderOnChange(current, s.id, s.priority)
                  : reorderOnConfirm(current, s.id, s.priority);
          if (next) current = next;
          const priorities = current.map((p) => p.priority).sort((a, b) => a - b);
          expect(priorities).toEqual(current.map((_, i) => i + 1));
          expect(new Set(current.map((p) => p.hcmpPrgId)).size).toBe(current.length);
        }
      }),
    );
  });
});
