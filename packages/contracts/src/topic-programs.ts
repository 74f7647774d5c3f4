import { z } from 'zod';
import { requiredRowIdSchema, rowIdParam } from './common.js';

// ---------------------------------------------------------------------------------------------------
// Programs connected to a question (spec §2 details, §3 Program, §4 topic-program priority, §7 pi/*).
// Priority 1 is shown first. Moving swaps with the neighbour; detaching closes the gap.
// ---------------------------------------------------------------------------------------------------

export const TOPIC_PROGRAM_MESSAGES = {
  attachFailed: 'Error attaching programs!',
  detachFailed: 'Error detaching programs!',
  priorityFailed: 'Error changing priority!',
  cannotMove: 'The program cannot move further in that direction',
  notAttached: 'The program is not attached to this question',
  unknownProgram: (hcmpId: string) => `Program ${hcmpId} is not an active program`,
} as const;

export const attachedProgramSchema = z.object({
  id: z.number().int(),
  hcmpPrgId: z.string(),
  name: z.string(),
  airDate: z.string().nullable(),
  priority: z.number().int(),
  url: z.string(),
  actions: z.object({ up: z.boolean(), down: z.boolean() }),
});
export type AttachedProgram = z.infer<typeof attachedProgramSchema>;

export const activeProgramSchema = z.object({
  id: z.number().int(),
  hcmpPrgId: z.string(),
  name: z.string(),
  airDate: z.string().nullable(),
  url: z.string(),
  globalPriority: z.number().int().nullable(),
});
export type ActiveProgram = z.infer<typeof activeProgramSchema>;

const topicId = requiredRowIdSchema;
const hcmpId = z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(100);

export const topicProgramsQuerySchema = z.object({ topicId: rowIdParam });
/** `change`: -1 moves the program up (towards priority 1), +1 down. */
export const changePriorityBodySchema = z.object({
  topicId,
  hcmpId,
  change: z.union([z.literal(-1), z.literal(1)], { error: 'Change must be -1 (up) or 1 (down)' }),
});
export const attachProgramsBodySchema = z.object({
  topicId,
  hcmpIds: z.array(hcmpId).min(1, { error: 'Select at least one program' }).max(100),
});
export const detachProgramBodySchema = z.object({ topicId, hcmpId });
export const detachAllProgramsBodySchema = z.object({ topicId });

export interface Prioritised {
  hcmpPrgId: string;
  priority: number;
}

/** Up is possible unless first; down unless last (spec §4 "available only when possible"). */
export function priorityActions(list: readonly Prioritised[], hcmpId: string): { up: boolean; down: boolean } {
  const sorted = [...list].sort((a, b) => a.priority - b.priority);
  const index = sorted.findIndex((p) => p.hcmpPrgId === hcmpId);
  return { up: index > 0, down: index >= 0 && index < sorted.length - 1 };
}

/**
 * Moves one program by one place and swaps it with its neighbour. Returns the new priorities of the
 * two programs that change, or null when the move is not possible.
 */
export function movePriority(
  list: readonly Prioritised[],
  hcmpId: string,
  change: -1 | 1,
): { hcmpPrgId: string; priority: number }[] | null {
  const sorted = [...list].sort((a, b) => a.priority - b.priority);
  const index = sorted.findIndex((p) => p.hcmpPrgId === hcmpId);
  const neighbour = sorted[index + change];
  const moving = sorted[index];
  if (index < 0 || !moving || !neighbour) return null;
  return [
    { hcmpPrgId: moving.hcmpPrgId, priority: neighbour.priority },
    { hcmpPrgId: neighbour.hcmpPrgId, priority: moving.priority },
  ];
}

/** After a detach: priorities renumbered 1..n in their current order, so no gap remains. */
export function closePriorityGaps<T extends Prioritised>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.priority - b.priority).map((p, i) => ({ ...p, priority: i + 1 }));
}
