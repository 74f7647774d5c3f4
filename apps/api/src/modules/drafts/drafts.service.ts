import type { z } from 'zod';
import {
  type ConsensusDraft,
  type consensusDraftBodySchema,
  MESSAGES,
  type TextDraft,
  type TextDraftBody,
  type TextDraftKind,
} from '@pc/contracts';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/raw-sql.js';
import { fieldError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { DRAFT_NOT_FOUND, assertConsensusCase, draftTarget } from './drafts.policy.js';
import { type DraftRow, findDraft, removeDraft, upsertDraft } from './drafts.queries.js';

const presentText = (row: DraftRow): TextDraft => ({
  kind: row.kind as TextDraftKind,
  targetId: row.target_id,
  text: row.text ?? '',
  updatedAt: iso(row.updated_at),
});

/** The member's own draft; anyone else's is never read (the key holds the reader's id). */
export async function readTextDraft(db: Db, user: AuthUser, kind: TextDraftKind, targetId: number) {
  await draftTarget(db, user, kind, targetId, { write: false });
  const row = await findDraft(db, { userId: user.id, kind, targetId });
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  return presentText(row);
}

/**
 * Saves what the member is typing. The bound is the one of the text it becomes; the patient-identifier
 * check is not run here (it runs when the text is submitted): a draft is seen by its author only.
 * A blank text removes the draft, so an emptied field leaves nothing to restore.
 */
export async function saveTextDraft(
  db: Db,
  user: AuthUser,
  kind: TextDraftKind,
  targetId: number,
  body: TextDraftBody,
): Promise<TextDraft | null> {
  const { maxLength } = await draftTarget(db, user, kind, targetId, { write: true });
  if (body.text.trim().length > maxLength) throw fieldError('body.text', MESSAGES.tooLong(maxLength));
  const key = { userId: user.id, kind, targetId };
  if (body.text.trim() === '') {
    await removeDraft(db, key);
    return null;
  }
  return presentText(await upsertDraft(db, key, { text: body.text, data: null }, new Date()));
}

/** "Discard draft": 404 when there was none, like any other missing row. */
export async function discardDraft(db: Db, user: AuthUser, kind: TextDraftKind | 'consensus', targetId: number) {
  if (!(await removeDraft(db, { userId: user.id, kind, targetId }))) throw notFound(DRAFT_NOT_FOUND);
  return { success: true };
}

const presentConsensus = (row: DraftRow): ConsensusDraft => ({
  topicId: row.target_id,
  data: row.data ?? {},
  updatedAt: iso(row.updated_at),
});

/** The consensus wizard's draft of one case, the writer's own. */
export async function readConsensusDraft(db: Db, user: AuthUser, topicId: number) {
  await assertConsensusCase(db, topicId);
  const row = await findDraft(db, { userId: user.id, kind: 'consensus', targetId: topicId });
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  return presentConsensus(row);
}

export async function saveConsensusDraft(
  db: Db,
  user: AuthUser,
  topicId: number,
  body: z.output<typeof consensusDraftBodySchema>,
) {
  await assertConsensusCase(db, topicId);
  const key = { userId: user.id, kind: 'consensus' as const, targetId: topicId };
  return presentConsensus(await upsertDraft(db, key, { text: null, data: body.data }, new Date()));
}
