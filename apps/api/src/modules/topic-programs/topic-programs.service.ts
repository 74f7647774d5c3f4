import {
  type ActiveProgram,
  type AttachedProgram,
  TOPIC_PROGRAM_MESSAGES,
  movePriority,
  priorityActions,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { topicExists } from '../internal-topics/internal-topics.queries.js';
import { isoOrNull } from '../../db/raw-sql.js';
import {
  type AttachedRow,
  appendPrograms,
  attachablePrograms,
  attachedPrograms,
  enabledProgramsByHcmpId,
  removeAllPrograms,
  removeProgram,
  setPriority,
} from './topic-programs.queries.js';

function present(rows: AttachedRow[]): AttachedProgram[] {
  const list = rows.map((r) => ({ hcmpPrgId: r.hcmp_prg_id, priority: r.priority }));
  return rows.map((r) => ({
    id: r.id,
    hcmpPrgId: r.hcmp_prg_id,
    name: r.name,
    airDate: isoOrNull(r.air_date),
    priority: r.priority,
    url: r.url,
    actions: priorityActions(list, r.hcmp_prg_id),
  }));
}

async function requireTopic(db: Db, topicId: number) {
  if (!(await topicExists(db, topicId))) throw notFound('Question not found');
}

export async function listAttached(app: FastifyInstance, topicId: number) {
  await requireTopic(app.db, topicId);
  return present(await attachedPrograms(app.db, topicId));
}

export async function listAttachable(app: FastifyInstance, topicId: number): Promise<ActiveProgram[]> {
  await requireTopic(app.db, topicId);
  return (await attachablePrograms(app.db, topicId)).map((p) => ({
    id: p.id,
    hcmpPrgId: p.hcmp_prg_id,
    name: p.name,
    airDate: isoOrNull(p.air_date),
    url: p.url,
    globalPriority: p.global_priority,
  }));
}

/** Each change reads the question's programs locked, applies the rule, and answers the new list. */
async function change(app: FastifyInstance, topicId: number, apply: (tx: Tx, rows: AttachedRow[]) => Promise<void>) {
  await requireTopic(app.db, topicId);
  return app.db.transaction(async (tx) => {
    await apply(tx, await attachedPrograms(tx, topicId, true));
    return present(await attachedPrograms(tx, topicId));
  });
}

export const changePriority = (app: FastifyInstance, topicId: number, hcmpId: string, by: -1 | 1) =>
  change(app, topicId, async (tx, rows) => {
    if (!rows.some((r) => r.hcmp_prg_id === hcmpId)) throw badRequest(TOPIC_PROGRAM_MESSAGES.notAttached);
    const moves = movePriority(
      rows.map((r) => ({ hcmpPrgId: r.hcmp_prg_id, priority: r.priority })),
      hcmpId,
      by,
    );
    if (!moves) throw badRequest(TOPIC_PROGRAM_MESSAGES.cannotMove);
    for (const move of moves) {
      const row = rows.find((r) => r.hcmp_prg_id === move.hcmpPrgId)!;
      await setPriority(tx, topicId, row.id, move.priority);
    }
  });

export const attach = (app: FastifyInstance, topicId: number, hcmpIds: string[]) =>
  change(app, topicId, async (tx, rows) => {
    const wanted = [...new Set(hcmpIds)];
    const found = await enabledProgramsByHcmpId(tx, wanted);
    const unknown = wanted.filter((id) => !found.some((p) => p.hcmp_prg_id === id));
    if (unknown.length) {
      throw badRequest(
        TOPIC_PROGRAM_MESSAGES.unknownProgram(unknown[0]!),
        unknown.map((id) => ({ path: 'hcmpIds', message: TOPIC_PROGRAM_MESSAGES.unknownProgram(id) })),
      );
    }
    const attachedIds = new Set(rows.map((r) => r.id));
    const toAdd = wanted.map((id) => found.find((p) => p.hcmp_prg_id === id)!.id).filter((id) => !attachedIds.has(id));
    const last = rows.reduce((max, r) => Math.max(max, r.priority), 0);
    if (toAdd.length) await appendPrograms(tx, topicId, toAdd, last);
  });

export const detach = (app: FastifyInstance, topicId: number, hcmpId: string) =>
  change(app, topicId, async (tx, rows) => {
    const row = rows.find((r) => r.hcmp_prg_id === hcmpId);
    if (!row) throw badRequest(TOPIC_PROGRAM_MESSAGES.notAttached);
    await removeProgram(tx, topicId, row.id, row.priority);
  });

export async function detachAll(app: FastifyInstance, topicId: number) {
  await requireTopic(app.db, topicId);
  await removeAllPrograms(app.db, topicId);
  return [] as AttachedProgram[];
}
