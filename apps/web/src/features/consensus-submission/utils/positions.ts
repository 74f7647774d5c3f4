import {
  POSITION_LABEL_MAX,
  POSITIONS_MAX,
  POSITIONS_MIN,
  type PositionProposal,
  type SavePositionsBody,
  savePositionsBodySchema,
  type TopicPositions,
} from '@pc/contracts';

/**
 * The positions step's work (issue 24): the case's positions and where each answer sits. An answer
 * missing from `assignments` is not assigned yet; `null` is "Other / unclear". Pure functions, so the
 * step's rules are tested without a browser.
 */
export interface PositionsDraft {
  positions: string[];
  assignments: ReadonlyMap<number, number | null>;
}

/** Where an answer can go in the step's select: a position's index, "other", or back to unassigned. */
export type AnswerPlace = number | 'other' | 'unassigned';

export const OTHER_UNCLEAR = 'Other / unclear';

/** What the server holds, or two unnamed positions to start from. */
export function draftFromSaved(saved: TopicPositions | null | undefined): PositionsDraft {
  if (!saved || saved.positions.length === 0) return { positions: ['', ''], assignments: new Map() };
  return {
    positions: [...saved.positions],
    assignments: new Map(saved.assignments.map((a) => [a.answerId, a.position])),
  };
}

export function renamePosition(draft: PositionsDraft, index: number, label: string): PositionsDraft {
  return { ...draft, positions: draft.positions.map((p, i) => (i === index ? label : p)) };
}

export function addPosition(draft: PositionsDraft): PositionsDraft {
  if (draft.positions.length >= POSITIONS_MAX) return draft;
  return { ...draft, positions: [...draft.positions, ''] };
}

/** Removes a position: its answers go back to unassigned, the later positions' answers move up one. */
export function removePosition(draft: PositionsDraft, index: number): PositionsDraft {
  if (draft.positions.length <= POSITIONS_MIN) return draft;
  const assignments = new Map<number, number | null>();
  for (const [answerId, position] of draft.assignments) {
    if (position === index) continue;
    assignments.set(answerId, position !== null && position > index ? position - 1 : position);
  }
  return { positions: draft.positions.filter((_, i) => i !== index), assignments };
}

export function moveAnswer(draft: PositionsDraft, answerId: number, place: AnswerPlace): PositionsDraft {
  const assignments = new Map(draft.assignments);
  if (place === 'unassigned') assignments.delete(answerId);
  else assignments.set(answerId, place === 'other' ? null : place);
  return { ...draft, assignments };
}

export function placeOf(draft: PositionsDraft, answerId: number): AnswerPlace {
  if (!draft.assignments.has(answerId)) return 'unassigned';
  const position = draft.assignments.get(answerId);
  return position === null || position === undefined ? 'other' : position;
}

/**
 * The server's grouping taken as the new assignments: group i goes to position i, its suggested
 * label fills position i's name when the author left it empty; unplaced answers go to "Other /
 * unclear". Only the case's own answers are kept (the thread may have grown since the case loaded).
 */
export function applyProposal(
  draft: PositionsDraft,
  proposal: PositionProposal,
  answerIds: ReadonlySet<number>,
): PositionsDraft {
  const positions = draft.positions.map((label, i) => {
    const suggested = proposal.groups[i]?.suggestedLabel.trim() ?? '';
    return label.trim() === '' && suggested ? suggested.slice(0, POSITION_LABEL_MAX) : label;
  });
  const assignments = new Map<number, number | null>();
  proposal.groups.forEach((group, i) => {
    if (i >= positions.length) return;
    for (const id of group.answerIds) if (answerIds.has(id)) assignments.set(id, i);
  });
  for (const id of proposal.unplaced) if (answerIds.has(id) && !assignments.has(id)) assignments.set(id, null);
  return { positions, assignments };
}

/** `PUT internal/topics/{id}/positions`'s body: trimmed names, the answers placed so far in id order. */
export function saveBody(draft: PositionsDraft): SavePositionsBody {
  return {
    positions: draft.positions.map((p) => p.trim()),
    assignments: [...draft.assignments]
      .sort(([a], [b]) => a - b)
      .map(([answerId, position]) => ({ answerId, position })),
  };
}

export interface PositionsProblems {
  /** By position index: the contract's message for that name. */
  names: Map<number, string>;
  /** Problems of the list as a whole (too few, too many) and of the assignments. */
  general: string[];
}

/** The contract's own messages for the draft; none when it can be saved. */
export function positionsProblems(draft: PositionsDraft): PositionsProblems {
  const names = new Map<number, string>();
  const general: string[] = [];
  const checked = savePositionsBodySchema.safeParse(saveBody(draft));
  if (checked.success) return { names, general };
  for (const issue of checked.error.issues) {
    const [field, index] = issue.path;
    if (field === 'positions' && typeof index === 'number') {
      if (!names.has(index)) names.set(index, issue.message);
    } else if (!general.includes(issue.message)) general.push(issue.message);
  }
  return { names, general };
}

export interface PlaceCounts {
  byPosition: number[];
  other: number;
  unassigned: number;
}

/** How many of the case's answers sit in each position, in "Other / unclear" and nowhere yet. */
export function placeCounts(draft: PositionsDraft, answerIds: readonly number[]): PlaceCounts {
  const counts: PlaceCounts = { byPosition: draft.positions.map(() => 0), other: 0, unassigned: 0 };
  for (const id of answerIds) {
    const place = placeOf(draft, id);
    if (place === 'unassigned') counts.unassigned++;
    else if (place === 'other') counts.other++;
    else if (place < counts.byPosition.length) counts.byPosition[place]!++;
  }
  return counts;
}

/** A position's name as the answer selects show it: its label, or its number while unnamed. */
export const positionName = (draft: PositionsDraft, index: number) =>
  draft.positions[index]?.trim() || `Position ${index + 1}`;

/** Whether two drafts would save the same body (the step's "saved" state). */
export function sameDraft(a: PositionsDraft, b: PositionsDraft): boolean {
  return JSON.stringify(saveBody(a)) === JSON.stringify(saveBody(b));
}
