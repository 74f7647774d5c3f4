import {
  commentTextError,
  PHI_CONFIRMATIONS_PAGE_SIZE,
  type PhiConfirmationList,
  type PhiSubjectEditBody,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { conflict, fieldError, notFound } from '../../lib/errors.js';
import { createObjectStorage } from '../../lib/object-storage.js';
import { imagePath } from '../uploads/uploads.presenter.js';
import { contentTypeOfKey } from '../uploads/uploads.service.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { recordAudit } from '../audit/audit.service.js';
import { cleanText } from '../comments/comments.service.js';
import { deleteConsensus } from '../consensus/consensus.service.js';
import { presentConfirmation } from './phi.presenter.js';
import { settleRewardOfDeletedAnswer } from '../rewards/rewards.service.js';
import { softDeleteCampaign } from '../campaigns/campaigns.queries.js';
import { lockComment, removeComment, replaceCommentText } from '../comments/comments.queries.js';
import { softDeleteTopic } from '../internal-topics/internal-topics.queries.js';
import { deleteConfirmations, findConfirmation, listConfirmations, removeReport } from './phi.queries.js';
import { checkTexts, storeConfirmations } from './phi.service.js';

/**
 * What moderators do with texts stored with confirmed findings (issue 14): read them newest first,
 * and delete or edit the text. Each change goes to the audit log in its transaction. The log names
 * the subject, the finding's kind and field, never the text itself: a text removed because it may
 * identify a patient should not live on for a year in the log.
 */

export const CONFIRMATION_NOT_FOUND = 'This confirmation no longer exists.';
const ALREADY_DELETED = 'This text was already deleted.';

/** The answer or comment, locked for the change, unless it is gone or deleted. */
async function liveComment(tx: Db | Tx, id: number, o: { lock?: boolean } = {}) {
  const comment = await lockComment(tx, id, o);
  return comment && comment.deleted_at === null ? comment : null;
}

export async function readConfirmations(app: FastifyInstance, page: number): Promise<PhiConfirmationList> {
  const { rows, total } = await listConfirmations(app.db, page);
  const storage = createObjectStorage(app.config.uploads, contentTypeOfKey);
  const imageUrl = (key: string) => storage.publicUrl(key) ?? imagePath(key);
  return {
    items: rows.map((row) => presentConfirmation(row, imageUrl)),
    total,
    page,
    pageSize: PHI_CONFIRMATIONS_PAGE_SIZE,
  };
}

const auditNote = (c: { id: number; field: string; kind: string; userId: number }) => ({
  phiConfirmationId: c.id,
  field: c.field,
  kind: c.kind,
  authorId: c.userId,
});

/**
 * Deletes the text a confirmation belongs to, as the product deletes such a text: an answer is marked
 * deleted, a comment removed, a question or campaign marked deleted, a report removed; a consensus
 * goes through the consensus module's own delete (its reviewer rule and audit entry). The subject's
 * confirmations go with it.
 */
export async function deleteSubject(app: FastifyInstance, user: AuthUser, id: number) {
  const confirmation = await findConfirmation(app.db, id);
  if (!confirmation) throw notFound(CONFIRMATION_NOT_FOUND);
  // Images are content-addressed and may be shown in several places: they are taken down where they
  // are used (a consensus's or an ad's own form), not from here.
  if (confirmation.subjectType === 'image' || confirmation.subjectId === null) {
    throw conflict('Remove this image where it is used.', 'phi_subject_edited_elsewhere');
  }
  const subject = { type: confirmation.subjectType, id: confirmation.subjectId } as const;
  if (subject.type === 'consensus') {
    // Its confirmations go in the consensus delete's own transaction.
    await deleteConsensus(app, user, subject.id);
    return { success: true };
  }
  const type = subject.type;
  await app.db.transaction(async (tx) => {
    let entity: string = type;
    let deletedHere: boolean;
    if (type === 'answer' || type === 'comment') {
      const comment = await liveComment(tx, subject.id);
      deletedHere = comment !== null;
      if (comment) {
        entity = comment.reply_to === null ? 'answer' : 'comment';
        const at = new Date();
        await removeComment(tx, comment, user.id, at);
        if (comment.reply_to === null)
          await settleRewardOfDeletedAnswer(tx, { answerId: comment.id, actorId: user.id, at });
      }
    } else {
      const removed = {
        question: softDeleteTopic,
        campaign: softDeleteCampaign,
        report: removeReport,
      }[type];
      deletedHere = await removed(tx, subject.id);
    }
    await deleteConfirmations(tx, subject);
    // Deleted elsewhere (a question through its own form, say): what the moderator asked for is
    // already so; its rows leave the list, and the log records only deletions made here.
    if (!deletedHere) return;
    await recordAudit(tx, {
      actorId: user.id,
      action: 'phi_delete',
      entity,
      entityId: subject.id,
      before: auditNote(confirmation),
      after: { deleted: true },
    });
  });
  return { success: true };
}

/** The live answer or comment a moderator edits, with the text meeting its kind's rule. */
async function editableSubject(db: Db | Tx, id: number, text: string, o: { lock?: boolean } = {}) {
  const comment = await liveComment(db, id, o);
  if (!comment) throw notFound(ALREADY_DELETED);
  const kind = comment.reply_to === null ? ('answer' as const) : ('comment' as const);
  const message = commentTextError(text, kind);
  if (message) throw fieldError('body.text', message);
  return { comment, kind };
}

/**
 * A moderator replaces an answer's or comment's text (members cannot edit another's, and there is no
 * other moderator edit for them). The new text meets the same rules as the author's, the patient
 * identifier check included (with the moderator's own confirmations). Questions and consensuses are
 * edited on their own forms, which are checked the same way.
 */
export async function editSubject(app: FastifyInstance, user: AuthUser, id: number, body: PhiSubjectEditBody) {
  const confirmation = await findConfirmation(app.db, id);
  if (!confirmation) throw notFound(CONFIRMATION_NOT_FOUND);
  if (
    (confirmation.subjectType !== 'answer' && confirmation.subjectType !== 'comment') ||
    confirmation.subjectId === null
  ) {
    throw conflict('Edit this text on its own page.', 'phi_subject_edited_elsewhere');
  }
  const subjectId = confirmation.subjectId;
  const text = cleanText(body.text);
  // The item and its kind's length rule before the patient-identifier check (issue 22); again under the lock.
  await editableSubject(app.db, subjectId, text, { lock: false });
  const confirmed = await checkTexts({ text }, body.phiConfirmations);
  await app.db.transaction(async (tx) => {
    const { comment, kind } = await editableSubject(tx, subjectId, text);
    await replaceCommentText(tx, comment.id, text, user.id, new Date());
    await storeConfirmations(tx, { type: kind, id: comment.id, userId: user.id }, confirmed);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'phi_edit',
      entity: kind,
      entityId: comment.id,
      before: auditNote(confirmation),
      after: { edited: true, length: text.length },
    });
  });
  return { success: true };
}
