import { removeDraftsOfTarget } from '../drafts/drafts.queries.js';
import {
  type FieldIssue,
  type InternalTopic,
  type NpiPair,
  QUESTION_MESSAGES,
  type QuestionForm,
  type QuestionFormBody,
  type QuestionPatch,
  questionFormSchema,
  npiMapIssues,
  questionDateIssues,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/errors.js';
import { mergePatch } from '../../lib/patch.js';
import {
  findSavedDates,
  findTopicDetail,
  insertTopic,
  missingReferences,
  missingTopics,
  replaceNpiMaps,
  softDeleteTopic,
  updateTopic,
} from './internal-topics.queries.js';
import { presentTopic } from './internal-topics.presenter.js';
import { iso } from '../../db/raw-sql.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { checkTexts, forgetConfirmations, storeConfirmations } from '../phi/phi.service.js';

/** The question's texts members read: checked for patient identifiers (issue 14). */
const checkQuestionTexts = (form: QuestionForm) =>
  checkTexts({ title: form.title, description: form.description }, form.phiConfirmations);

function throwIfIssues(issues: FieldIssue[]) {
  if (issues.length) throw badRequest(issues[0]!.message, issues);
}

/**
 * The rules the contract schema cannot check alone: dates in the past (needs the clock and the saved
 * dates), NPI rows of another question, and ids that must exist.
 */
async function checkForm(app: FastifyInstance, form: QuestionForm, ownId: number | null, now: Date) {
  let saved: { publishDate: string; expirationDate: string } | null = null;
  if (ownId !== null) {
    const dates = await findSavedDates(app.db, ownId);
    if (!dates) throw notFound();
    saved = { publishDate: iso(dates.publish_date), expirationDate: iso(dates.expiration_date) };
  }
  const issues = [...questionDateIssues(form, { now, saved }), ...npiMapIssues(form.npiMap, ownId)];
  const missing = await missingReferences(app.db, form);
  if (missing.authorMissing) issues.push({ path: 'authorUserId', message: QUESTION_MESSAGES.noAuthorFound });
  for (const id of missing.specialties) issues.push({ path: 'specialties', message: `Specialty ${id} does not exist` });
  for (const id of missing.subspecialties) {
    issues.push({ path: 'subspecialties', message: `Subspecialty ${id} does not exist` });
  }
  throwIfIssues(issues);
}

export async function getTopic(app: FastifyInstance, id: number, now = new Date()) {
  const row = await findTopicDetail(app.db, id);
  if (!row) throw notFound();
  return presentTopic(row, now, app.config.features.topicPrograms);
}

export async function createTopic(app: FastifyInstance, user: AuthUser, form: QuestionForm, now = new Date()) {
  await checkForm(app, form, null, now);
  const confirmed = await checkQuestionTexts(form);
  const id = await insertTopic(app.db, form, (tx, topicId) =>
    storeConfirmations(tx, { type: 'question', id: topicId, userId: user.id, isNew: true }, confirmed),
  );
  return getTopic(app, id, now);
}

/** The stored question as the form would send it (the base a `PATCH` is merged onto). */
const formOf = (topic: InternalTopic): QuestionFormBody => ({
  authorUserId: topic.author.id,
  title: topic.title,
  description: topic.description,
  therapyArea: topic.therapyArea,
  primaryIndication: topic.primaryIndication,
  secondaryIndication: topic.secondaryIndication,
  stageProgression: topic.stageProgression,
  initiatingTeam: topic.initiatingTeam,
  publishDate: topic.publishDate,
  expirationDate: topic.expirationDate,
  specialties: topic.specialties,
  subspecialties: topic.subspecialties,
  useNpiMap: topic.useNpiMap,
  npiMap: topic.npiMap,
  personalized: topic.personalized,
  hideAnswers: topic.hideAnswers,
  rewardEnabled: topic.rewardEnabled,
});

/**
 * `PATCH internal/topics/{id}`: the fields sent replace the stored ones and the merged question is
 * checked whole. The texts are checked for patient identifiers when either is sent (both, as the form
 * sends them, with the confirmations sent); otherwise their stored confirmations stay as they are.
 */
export async function editTopic(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  patch: QuestionPatch,
  now = new Date(),
) {
  const form = mergePatch(questionFormSchema, formOf(await getTopic(app, id, now)), patch);
  await checkForm(app, form, id, now);
  const textsSent = patch.title !== undefined || patch.description !== undefined;
  const confirmed = textsSent ? await checkQuestionTexts(form) : null;
  const stored = await updateTopic(app.db, id, form, async (tx) => {
    if (confirmed) await storeConfirmations(tx, { type: 'question', id, userId: user.id }, confirmed);
  });
  if (!stored) throw notFound();
  return getTopic(app, id, now);
}

/** The questions-to-NPI mapping page: every row must name an existing question. */
export async function saveNpiMaps(app: FastifyInstance, rows: NpiPair[]) {
  const questionIds = [...new Set(rows.map(([id]) => id))];
  const missing = new Set(await missingTopics(app.db, questionIds));
  const issues: FieldIssue[] = [];
  rows.forEach(([id], i) => {
    if (missing.has(id)) issues.push({ path: `npiMap.${i}`, message: QUESTION_MESSAGES.unknownQuestion(id) });
  });
  throwIfIssues(issues);
  await replaceNpiMaps(app.db, rows);
  return { questions: questionIds.length, rows: rows.length };
}

/**
 * Marks a question deleted; its confirmed patient identifiers leave the moderators' list with it, and
 * the answers and consensus forms drafted for it go.
 */
export async function deleteTopic(app: FastifyInstance, id: number) {
  await app.db.transaction(async (tx) => {
    if (!(await softDeleteTopic(tx, id))) throw notFound();
    await removeDraftsOfTarget(tx, ['answer', 'consensus'], id);
    await forgetConfirmations(tx, { type: 'question', id });
  });
  return { success: true };
}
