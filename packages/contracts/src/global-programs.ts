import { z } from 'zod';
import { activeProgramSchema } from './topic-programs.js';

// ---------------------------------------------------------------------------------------------------
// Global program priorities (spec §2 Global programs overview, §3 Global program, §4, §7, §8).
// A program is enabled when it has a global priority; the enabled ones hold exactly 1..n.
// A program the partner's feed brought in waits, unconfirmed and without a priority, until a
// moderator confirms it (with or without a priority) or disables it.
// ---------------------------------------------------------------------------------------------------

export const GLOBAL_PROGRAM_MESSAGES = {
  /** The single-program look-up's 404, and any call naming an unknown program (spec §2). */
  notFound: 'Error: not found',
  /** What the page shows for any other failure that carries no message of its own (spec §8). */
  failed: 'Error: refresh the page and try again',
  priorityOutOfRange: (max: number) =>
    max === 1 ? 'Priority must be 1' : `Priority must be a whole number from 1 to ${max}`,
  notEnabled: 'Enable the program before changing its priority',
  alreadyConfirmed: 'The program is already confirmed: change its priority or status instead',
} as const;

/** Names longer than this get a tooltip with the whole name (spec §9). */
export const PROGRAM_NAME_TOOLTIP_LENGTH = 78;

/** A program as the question's attach list shows it, with what the global priority page needs. */
export const globalProgramSchema = activeProgramSchema.extend({
  /** 1..n for enabled programs; null for disabled and unconfirmed ones. */
  globalPriority: z.number().int().nullable(),
  confirmedAt: z.string().nullable(),
  enabled: z.boolean(),
  specialties: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type GlobalProgram = z.infer<typeof globalProgramSchema>;

/**
 * `GET global_programs`: `assigned` is the table (enabled ones by priority, then confirmed ones
 * without a priority by program id); `unassigned` is the "Programs without priority" section (never
 * confirmed, no priority), by program id.
 */
export const globalProgramListSchema = z.object({
  assigned: z.array(globalProgramSchema),
  unassigned: z.array(globalProgramSchema),
});
export type GlobalProgramList = z.infer<typeof globalProgramListSchema>;

const hcmpId = z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(100);
/** The range check needs the current count, so the service does it; this only bounds the number. */
const priority = z
  .number({ error: 'Priority must be a whole number' })
  .int({ error: 'Priority must be a whole number' })
  .min(0, { error: 'Priority must not be negative' })
  .max(100_000, { error: 'Priority is too large' });

export const globalProgramParamsSchema = z.object({ hcmpId });
export const changeProgramStatusBodySchema = z.object({ hcmpId });
/** Without a priority (null, 0 or absent) the program is confirmed without one: disabled. */
export const confirmProgramBodySchema = z.object({ hcmpId, priority: priority.nullable().optional() });
export const changeGlobalPriorityBodySchema = z.object({ hcmpId, priority: priority.min(1, { error: 'Required' }) });
export type ConfirmProgramBody = z.input<typeof confirmProgramBodySchema>;
export type ChangeGlobalPriorityBody = z.input<typeof changeGlobalPriorityBodySchema>;

// --- Pure priority rules (the service computes with these, then writes the result) ------------------

/** An enabled program's place. */
export interface PriorityEntry {
  hcmpPrgId: string;
  priority: number;
}

const byPriority = (a: PriorityEntry, b: PriorityEntry) =>
  a.priority - b.priority || (a.hcmpPrgId < b.hcmpPrgId ? -1 : a.hcmpPrgId > b.hcmpPrgId ? 1 : 0);

/** The list in its current order (ties and gaps from old data are kept in order, then renumbered). */
const ordered = (list: readonly PriorityEntry[]) => [...list].sort(byPriority).map((p) => p.hcmpPrgId);
const numbered = (ids: string[]): PriorityEntry[] => ids.map((hcmpPrgId, i) => ({ hcmpPrgId, priority: i + 1 }));

/** Whether `priority` is a whole number in 1..max. */
export const priorityInRange = (priority: number, max: number) =>
  Number.isInteger(priority) && priority >= 1 && priority <= max;

/** Enabling without a priority: the program goes last (max priority + 1). Null if already enabled. */
export function reorderOnEnable(list: readonly PriorityEntry[], hcmpId: string): PriorityEntry[] | null {
  const ids = ordered(list);
  if (ids.includes(hcmpId)) return null;
  return numbered([...ids, hcmpId]);
}

/** Disabling: the program loses its priority and the ones after it close the gap. Null if not enabled. */
export function reorderOnDisable(list: readonly PriorityEntry[], hcmpId: string): PriorityEntry[] | null {
  const ids = ordered(list);
  if (!ids.includes(hcmpId)) return null;
  return numbered(ids.filter((id) => id !== hcmpId));
}

/**
 * Changing an enabled program's priority: it takes that place and the ones between shift by one.
 * Null if the program is not enabled or the priority is outside 1..n.
 */
export function reorderOnChange(
  list: readonly PriorityEntry[],
  hcmpId: string,
  priority: number,
): PriorityEntry[] | null {
  const ids = ordered(list);
  if (!ids.includes(hcmpId) || !priorityInRange(priority, ids.length)) return null;
  const rest = ids.filter((id) => id !== hcmpId);
  rest.splice(priority - 1, 0, hcmpId);
  return numbered(rest);
}

/**
 * Confirming a program that has no priority: with a priority it is inserted there and the later ones
 * move down (1..n+1); without one (null or 0) the enabled list does not change (the confirmation time
 * is recorded by the caller). Null if the program is already enabled or the priority is out of range.
 */
export function reorderOnConfirm(
  list: readonly PriorityEntry[],
  hcmpId: string,
  priority: number | null,
): PriorityEntry[] | null {
  const ids = ordered(list);
  if (ids.includes(hcmpId)) return null;
  if (priority === null || priority === 0) return numbered(ids);
  if (!priorityInRange(priority, ids.length + 1)) return null;
  ids.splice(priority - 1, 0, hcmpId);
  return numbered(ids);
}

/** The priorities offered to a program without one: 1 to the assigned count plus 1 (spec §4). */
export function priorityOptions(assignedCount: number): number[] {
  const n = Math.max(0, Math.floor(assignedCount));
  return Array.from({ length: n + 1 }, (_, i) => i + 1);
}

const programIdOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The table's order (spec §4): programs with a priority by priority, then those without by program
 * id (numbers inside ids compare as numbers, so PRG-9 comes before PRG-10).
 */
export function sortAssigned<T extends { hcmpPrgId: string; globalPriority: number | null }>(list: readonly T[]): T[] {
  const has = (p: T) => p.globalPriority !== null && p.globalPriority > 0;
  return [...list].sort((a, b) => {
    if (has(a) && has(b))
      return a.globalPriority! - b.globalPriority! || programIdOrder.compare(a.hcmpPrgId, b.hcmpPrgId);
    if (has(a) !== has(b)) return has(a) ? -1 : 1;
    return programIdOrder.compare(a.hcmpPrgId, b.hcmpPrgId);
  });
}

/** The writes that take `before` to `after`: only the programs whose priority changes. */
export function priorityChanges(
  before: readonly PriorityEntry[],
  after: readonly PriorityEntry[],
): { hcmpPrgId: string; priority: number | null }[] {
  const old = new Map(before.map((p) => [p.hcmpPrgId, p.priority]));
  const now = new Map(after.map((p) => [p.hcmpPrgId, p.priority]));
  const changes: { hcmpPrgId: string; priority: number | null }[] = [];
  for (const [id, priority] of now) if (old.get(id) !== priority) changes.push({ hcmpPrgId: id, priority });
  for (const id of old.keys()) if (!now.has(id)) changes.push({ hcmpPrgId: id, priority: null });
  return changes;
}
