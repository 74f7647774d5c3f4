import {
  GLOBAL_PROGRAM_MESSAGES,
  type GlobalProgram,
  type GlobalProgramList,
  type PriorityEntry,
  priorityChanges,
  reorderOnChange,
  reorderOnConfirm,
  reorderOnDisable,
  reorderOnEnable,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError, conflict, fieldError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { presentList, presentProgram } from './global-programs.presenter.js';
import {
  allPrograms,
  clearPriority,
  type GlobalProgramRow,
  lockPriorities,
  prioritised,
  programByHcmpId,
  recordConfirmation,
  writePriorities,
} from './global-programs.queries.js';

const ENTITY = 'global_program';

const programNotFound = () => new AppError(404, 'not_found', GLOBAL_PROGRAM_MESSAGES.notFound);
const outOfRange = (max: number) => fieldError('priority', GLOBAL_PROGRAM_MESSAGES.priorityOutOfRange(max));

export async function listGlobalPrograms(app: FastifyInstance): Promise<GlobalProgramList> {
  return presentList(await allPrograms(app.db));
}

export async function getGlobalProgram(app: FastifyInstance, hcmpId: string): Promise<GlobalProgram> {
  const row = await programByHcmpId(app.db, hcmpId);
  if (!row) throw programNotFound();
  return presentProgram(row);
}

interface Decision {
  action: string;
  /** The enabled programs' new order; every rule answers the whole 1..n list. */
  priorities: PriorityEntry[];
  confirm?: boolean;
}

/**
 * One priority change: in one transaction, under the priorities lock, read the program and the
 * enabled list, let the contract rule compute the new list, write only what moved, and audit it.
 * Two moderators at once run one after the other, so the list stays 1..n without duplicates.
 */
async function changePriorities(
  app: FastifyInstance,
  actorId: number,
  hcmpId: string,
  decide: (program: GlobalProgram, list: PriorityEntry[]) => Decision,
): Promise<GlobalProgramList> {
  await app.db.transaction(async (tx: Tx) => {
    await lockPriorities(tx);
    const row: GlobalProgramRow | null = await programByHcmpId(tx, hcmpId);
    if (!row) throw programNotFound();
    const before = presentProgram(row);
    const list = await prioritised(tx);
    const decision = decide(before, list);
    await writePriorities(tx, priorityChanges(list, decision.priorities));
    if (!decision.priorities.some((p) => p.hcmpPrgId === hcmpId)) await clearPriority(tx, hcmpId);
    if (decision.confirm) await recordConfirmation(tx, hcmpId);
    const after = presentProgram((await programByHcmpId(tx, hcmpId))!);
    await recordAudit(tx, {
      actorId,
      action: decision.action,
      entity: ENTITY,
      entityId: row.id,
      before: { hcmpPrgId: hcmpId, globalPriority: before.globalPriority, confirmedAt: before.confirmedAt },
      after: { hcmpPrgId: hcmpId, globalPriority: after.globalPriority, confirmedAt: after.confirmedAt },
    });
  });
  return listGlobalPrograms(app);
}

/** Enable (last place, max + 1) or disable (priority removed, the others close the gap). */
export const changeStatus = (app: FastifyInstance, actorId: number, hcmpId: string) =>
  changePriorities(app, actorId, hcmpId, (program, list) =>
    program.enabled
      ? { action: 'disable', priorities: reorderOnDisable(list, hcmpId)! }
      : // Enabling a program nobody confirmed yet confirms it too.
        { action: 'enable', priorities: reorderOnEnable(list, hcmpId)!, confirm: program.confirmedAt === null },
  );

/**
 * Confirms a program without a priority: at a priority (1..n+1, later ones move down), or without
 * one (null or 0: it stays disabled), recording when.
 */
export const confirmProgram = (app: FastifyInstance, actorId: number, hcmpId: string, priority: number | null) =>
  changePriorities(app, actorId, hcmpId, (program, list) => {
    if (program.enabled || program.confirmedAt !== null) throw conflict(GLOBAL_PROGRAM_MESSAGES.alreadyConfirmed);
    const priorities = reorderOnConfirm(list, hcmpId, priority);
    if (!priorities) throw outOfRange(list.length + 1);
    return { action: priority ? 'confirm' : 'confirm_disabled', priorities, confirm: true };
  });

/** Moves an enabled program to a priority in 1..n, shifting the ones between. */
export const changeGlobalPriority = (app: FastifyInstance, actorId: number, hcmpId: string, priority: number) =>
  changePriorities(app, actorId, hcmpId, (program, list) => {
    if (!program.enabled) throw conflict(GLOBAL_PROGRAM_MESSAGES.notEnabled);
    const priorities = reorderOnChange(list, hcmpId, priority);
    if (!priorities) throw outOfRange(list.length);
    return { action: 'change_priority', priorities };
  });
