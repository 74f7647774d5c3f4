import { PHI_FINDING_KINDS } from '@pc/contracts';
import { PHI_KINDS } from '@pc/phi';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  campaigns,
  comments,
  consensusSummaries,
  flags,
  phiConfirmations,
  topics,
} from '../../db/schema/index.js';
import { buildAnswer, buildMember, buildTopic, buildUser, specialtyId } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { consensusInput } from '../consensus/consensus.fixtures.js';

const DAY = 24 * 3600_000;
// Invented identifiers of the kinds the detector finds in any context (a 555-01xx number, a
// relative's name after "daughter", a date with a day).
const PHONE = '555-0142';
const NAME = 'Maria Lopez';
const IDENTIFYING = `Call her daughter ${NAME} at ${PHONE} before changing the dose.`;

let t: TestApp;
let moderator: Awaited<ReturnType<typeof buildUser>>;
let member: Awaited<ReturnType<typeof buildMember>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await buildUser(t.database.db, { role: 'moderator' });
  member = await buildMember(t.database.db, { role: 'hcp', specialty: 'Cardiology', firstName: 'Ines' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(user: { id: number } | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user ? await t.authAs(user) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const db = () => t.database.db;
const confirmationsOf = (type: string, id: number) =>
  db()
    .select()
    .from(phiConfirmations)
    .where(and(eq(phiConfirmations.subjectType, type as 'answer'), eq(phiConfirmations.subjectId, id)));
const allConfirmations = () => db().select().from(phiConfirmations);
const topicFor = () => buildTopic(db(), { authorUserId: moderator.id, hideAnswers: false });

/** The 422's findings as `field kind text`, sorted. */
const found = (res: { statusCode: number; json(): { findings?: { field: string; kind: string; text: string }[] } }) => {
  expect(res.statusCode).toBe(422);
  return (res.json().findings ?? []).map((f) => `${f.field} ${f.kind} ${f.text}`).sort();
};

it('declares the same kinds as the detector', () => {
  expect([...PHI_FINDING_KINDS]).toEqual([...PHI_KINDS]);
});

describe('POST /phi/check', () => {
  it('answers the findings to writers, moderators included, and stores nothing', async () => {
    const before = (await allConfirmations()).length;
    const res = await call(member, 'POST', '/phi/check', { text: IDENTIFYING });
    expect(res.statusCode).toBe(200);
    expect(res.json().findings).toEqual([
      { start: 18, end: 29, kind: 'name', text: NAME },
      { start: 33, end: 41, kind: 'phone', text: PHONE },
    ]);
    expect((await call(moderator, 'POST', '/phi/check', { text: 'Start low, go slow.' })).json()).toEqual({
      findings: [],
    });
    expect((await call(null, 'POST', '/phi/check', { text: 'x' })).statusCode).toBe(401);
    expect((await allConfirmations()).length).toBe(before);
  });
});

describe('answers and comments', () => {
  it('refuses an answer with findings (422, every finding, nothing stored), then stores it with its confirmations', async () => {
    const topic = await topicFor();
    const refused = await call(member, 'POST', '/comments', { topicId: topic.id, text: IDENTIFYING });
    expect(found(refused)).toEqual([`text name ${NAME}`, `text phone ${PHONE}`]);
    expect(refused.json()).toMatchObject({
      statusCode: 422,
      code: 'phi_suspected',
      message: expect.stringContaining('may identify a patient'),
    });
    expect(refused.json().findings[1]).toEqual({ field: 'text', start: 33, end: 41, kind: 'phone', text: PHONE });
    // One of two confirmed, or a confirmation of another text: still refused, with what is left.
    const half = await call(member, 'POST', '/comments', {
      topicId: topic.id,
      text: IDENTIFYING,
      phiConfirmations: [
        { field: 'text', kind: 'name', text: NAME },
        { field: 'text', kind: 'phone', text: '555-0199' },
        { field: 'title', kind: 'phone', text: PHONE },
      ],
    });
    expect(found(half)).toEqual([`text phone ${PHONE}`]);
    expect(await db().select().from(comments).where(eq(comments.topicId, topic.id))).toEqual([]);
    expect(await allConfirmations()).toEqual([]);

    const stored = await call(member, 'POST', '/comments', {
      topicId: topic.id,
      text: IDENTIFYING,
      phiConfirmations: [
        { field: 'text', kind: 'name', text: NAME },
        { field: 'text', kind: 'phone', text: PHONE },
      ],
    });
    expect(stored.statusCode).toBe(200);
    const rows = await confirmationsOf('answer', stored.json().id);
    expect(rows.map((r) => [r.field, r.kind, r.text, r.start, r.end, r.userId]).sort()).toEqual([
      ['text', 'name', NAME, 18, 29, member.id],
      ['text', 'phone', PHONE, 33, 41, member.id],
    ]);
    expect(rows.find((r) => r.kind === 'phone')).toMatchObject({
      before: IDENTIFYING.slice(0, 33),
      after: ' before changing the dose.',
    });

    // A write that fails after the check stores no confirmation: a second answer is a 409.
    const count = (await allConfirmations()).length;
    const second = await call(member, 'POST', '/comments', {
      topicId: topic.id,
      text: `Also: ${PHONE}.`,
      phiConfirmations: [{ field: 'text', kind: 'phone', text: PHONE }],
    });
    expect(second.statusCode).toBe(409);
    expect((await allConfirmations()).length).toBe(count);
  });

  it('checks comments and edits; an edit replaces the confirmations, an unconfirmed one changes nothing', async () => {
    const topic = await topicFor();
    const other = await buildMember(db(), { role: 'hcp', specialty: 'Cardiology' });
    const answer = await buildAnswer(db(), { topicId: topic.id, userId: other.id });
    const comment = { topicId: topic.id, replyTo: answer.id, text: `Seen on 3/14/2024 by ${NAME}'s husband.` };
    const refused = await call(member, 'POST', '/comments', comment);
    expect(found(refused).length).toBeGreaterThan(0);
    const confirmations = refused.json().findings.map(({ field, kind, text }: Record<string, string>) => ({
      field,
      kind,
      text,
    }));
    const created = await call(member, 'POST', '/comments', { ...comment, phiConfirmations: confirmations });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect((await confirmationsOf('comment', id)).length).toBe(confirmations.length);

    const edit = await call(member, 'PATCH', `/comments/${id}`, { text: `Ring ${PHONE} instead.` });
    expect(found(edit)).toEqual([`text phone ${PHONE}`]);
    const [unchanged] = await db().select().from(comments).where(eq(comments.id, id));
    expect(unchanged!.text).toBe(comment.text);
    expect((await confirmationsOf('comment', id)).length).toBe(confirmations.length);

    const confirmedEdit = await call(member, 'PATCH', `/comments/${id}`, {
      text: `Ring ${PHONE} instead.`,
      phiConfirmations: [{ field: 'text', kind: 'phone', text: PHONE }],
    });
    expect(confirmedEdit.statusCode).toBe(200);
    expect((await confirmationsOf('comment', id)).map((r) => r.text)).toEqual([PHONE]);
    const clean = await call(member, 'PATCH', `/comments/${id}`, { text: 'Start low, go slow.' });
    expect(clean.statusCode).toBe(200);
    expect(await confirmationsOf('comment', id)).toEqual([]);
  });
});

/** A moderator's new question (the internal topics form). */
const questionForm = async (over: Record<string, unknown>) => ({
  authorUserId: member.id,
  title: 'Anticoagulation after TAVR',
  description: 'Which antithrombotic regimen do you use after an uncomplicated TAVR?',
  therapyArea: 'Cardiology',
  primaryIndication: 'Aortic sten',
  secondaryIndication: 'None',
  stageProgression: 'Advanced',
  initiatingTeam: 'MS',
  publishDate: new Date(Date.now() - 60_000).toISOString(),
  expirationDate: new Date(Date.now() + 7 * DAY).toISOString(),
  specialties: [await specialtyId(db(), 'Cardiology')],
  ...over,
});

describe('questions, reports, consensuses and campaigns', () => {
  it('checks a question’s title and description on create and edit', async () => {
    const form = await questionForm({ title: `Anticoagulation for ${NAME}`, description: `Reach me at ${PHONE}.` });
    const before = (await db().select().from(topics)).length;
    const refused = await call(moderator, 'POST', '/internal/topics', form);
    expect(found(refused)).toEqual([`description phone ${PHONE}`, `title name ${NAME}`]);
    expect((await db().select().from(topics)).length).toBe(before);
    const created = await call(moderator, 'POST', '/internal/topics', {
      ...form,
      phiConfirmations: [
        { field: 'title', kind: 'name', text: NAME },
        { field: 'description', kind: 'phone', text: PHONE },
      ],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect((await confirmationsOf('question', id)).map((r) => r.userId)).toEqual([moderator.id, moderator.id]);
    const edited = await call(moderator, 'PATCH', `/internal/topics/${id}`, { ...form, title: 'Anticoagulation' });
    expect(found(edited)).toEqual([`description phone ${PHONE}`]);
  });

  it('checks a report’s title and message, not the reported text', async () => {
    const topic = await topicFor();
    const report = { userEmail: 'ines@example.test', title: 'Wrong dose', message: IDENTIFYING, content: IDENTIFYING };
    expect(found(await call(member, 'POST', `/topics/${topic.id}/flag`, report))).toEqual([
      `message name ${NAME}`,
      `message phone ${PHONE}`,
    ]);
    expect(await db().select().from(flags).where(eq(flags.topicId, topic.id))).toEqual([]);
    const ok = await call(member, 'POST', `/topics/${topic.id}/flag`, { ...report, message: 'A wrong dose.' });
    expect(ok.statusCode).toBe(200);
  });

  it('checks a consensus’s texts, rich text as text (offsets in the plain text), and stores confirmations', async () => {
    const base = consensusInput();
    const data = consensusInput({
      PatientCases: [{ ...base.PatientCases[0]!, CaseText: '**Mrs. Jane Doe** was seen on 3/14/2024.' }],
    });
    const refused = await call(moderator, 'POST', '/strapi', { data });
    expect(found(refused)).toEqual([
      'data.PatientCases.0.CaseText date 3/14/2024',
      'data.PatientCases.0.CaseText name Jane Doe',
    ]);
    // Offsets in "Mrs. Jane Doe was seen on 3/14/2024.", the markdown's text.
    expect(refused.json().findings.find((f: { kind: string }) => f.kind === 'name')).toMatchObject({
      start: 5,
      end: 13,
    });
    const phiConfirmations = refused.json().findings.map(({ field, kind, text }: Record<string, string>) => ({
      field,
      kind,
      text,
    }));
    const ok = await call(moderator, 'POST', '/strapi', { data, phiConfirmations });
    expect(ok.statusCode).toBe(200);
    expect((await confirmationsOf('consensus', ok.json().id)).length).toBe(2);
    // The list opens it in the moderators' preview, with its status (the readers' page shows published ones only).
    const items = (await call(moderator, 'GET', '/phi/confirmations')).json().items as {
      subjectId: number;
      link: string;
    }[];
    const [summary] = await db().select().from(consensusSummaries).where(eq(consensusSummaries.id, ok.json().id));
    const status = summary!.status;
    expect(items.find((i) => i.subjectId === ok.json().id)?.link).toBe(
      `/moderator/consensus-summary-preview/${ok.json().id}/${status}`,
    );
  });

  it('checks a campaign’s name', async () => {
    const topic = await topicFor();
    const body = { topicId: topic.id, name: `Call-backs ${PHONE}`, targetAudience: 'eligible' };
    expect(found(await call(moderator, 'POST', '/campaigns', body))).toEqual([`name phone ${PHONE}`]);
    expect(await db().select().from(campaigns).where(eq(campaigns.topicId, topic.id))).toEqual([]);
    // A send date is no patient's: names carry one by convention.
    expect((await call(moderator, 'POST', '/campaigns', { ...body, name: '2026-11-24 follow-up' })).statusCode).toBe(
      200,
    );
  });
});

describe('moderators', () => {
  it('list confirmed findings newest first (members get 403), and delete or edit the text, audited', async () => {
    expect((await call(member, 'GET', '/phi/confirmations')).statusCode).toBe(403);
    const topic = await topicFor();
    const writer = await buildMember(db(), {
      role: 'hcp',
      specialty: 'Cardiology',
      firstName: 'Wren',
      lastName: 'Ode',
    });
    const answer = await call(writer, 'POST', '/comments', {
      topicId: topic.id,
      text: `Older note: ring ${PHONE}.`,
      phiConfirmations: [{ field: 'text', kind: 'phone', text: PHONE }],
    });
    const comment = await call(writer, 'POST', '/comments', {
      topicId: topic.id,
      replyTo: answer.json().id,
      text: `Newer note: ring ${PHONE} too.`,
      phiConfirmations: [{ field: 'text', kind: 'phone', text: PHONE }],
    });
    const list = await call(moderator, 'GET', '/phi/confirmations?page=1');
    expect(list.statusCode).toBe(200);
    const [newest, next] = list.json().items;
    expect(newest).toMatchObject({
      subjectType: 'comment',
      subjectId: comment.json().id,
      kind: 'phone',
      text: PHONE,
      before: 'Newer note: ring ',
      after: ' too.',
      author: { id: writer.id, firstName: 'Wren', lastName: 'Ode' },
      link: `/questions/${topic.id}`,
      subjectText: `Newer note: ring ${PHONE} too.`,
    });
    expect(next).toMatchObject({
      subjectType: 'answer',
      subjectId: answer.json().id,
      subjectText: `Older note: ring ${PHONE}.`,
    });
    // Only an answer's or comment's text is given: the other subjects are edited on their own forms.
    const others = list
      .json()
      .items.filter((i: { subjectType: string }) => !['answer', 'comment'].includes(i.subjectType));
    expect(others.map((i: { subjectType: string }) => i.subjectType)).toContain('question');
    expect(others.every((i: { subjectText: unknown }) => i.subjectText === null)).toBe(true);

    // Edit the comment: checked like any text, audited without the text itself.
    const edit = await call(moderator, 'PATCH', `/phi/confirmations/${newest.id}/subject`, { text: 'Newer note.' });
    expect(edit.statusCode).toBe(200);
    const [edited] = await db().select().from(comments).where(eq(comments.id, comment.json().id));
    expect(edited).toMatchObject({ text: 'Newer note.', modifiedByUserId: moderator.id });
    // Delete the answer: marked deleted as its author's delete does.
    const del = await call(moderator, 'DELETE', `/phi/confirmations/${next.id}/subject`);
    expect(del.statusCode).toBe(200);
    const [deleted] = await db().select().from(comments).where(eq(comments.id, answer.json().id));
    expect(deleted!.deletedAt).not.toBeNull();
    expect(await confirmationsOf('answer', answer.json().id)).toEqual([]);
    expect((await call(moderator, 'DELETE', `/phi/confirmations/${next.id}/subject`)).statusCode).toBe(404);

    const audit = await db().select().from(auditLog).where(eq(auditLog.actorId, moderator.id));
    const entries = audit.filter((a) => a.action.startsWith('phi_')).map((a) => [a.action, a.entity, a.entityId]);
    expect(entries).toEqual([
      ['phi_edit', 'comment', comment.json().id],
      ['phi_delete', 'answer', answer.json().id],
    ]);
    expect(JSON.stringify(audit)).not.toContain(PHONE);
    expect((await call(member, 'DELETE', `/phi/confirmations/${newest.id}/subject`)).statusCode).toBe(403);
  });

  it('leave the list when the text is deleted on its own screen: answer, question, campaign, consensus', async () => {
    const confirming = (field: string) => [{ field, kind: 'phone', text: PHONE }];
    const topic = await topicFor();
    const writer = await buildMember(db(), { role: 'hcp', specialty: 'Cardiology' });
    const answer = await call(writer, 'POST', '/comments', {
      topicId: topic.id,
      text: `Ring ${PHONE} first.`,
      phiConfirmations: confirming('text'),
    });
    const question = await call(moderator, 'POST', '/internal/topics', {
      ...(await questionForm({ title: `Ring ${PHONE} about this case` })),
      phiConfirmations: confirming('title'),
    });
    const campaign = await call(moderator, 'POST', '/campaigns', {
      topicId: topic.id,
      name: `Call-backs ${PHONE}`,
      targetAudience: 'eligible',
      phiConfirmations: confirming('name'),
    });
    const base = consensusInput();
    const consensus = await call(moderator, 'POST', '/strapi', {
      data: consensusInput({ PatientCases: [{ ...base.PatientCases[0]!, CaseText: `Ring ${PHONE} first.` }] }),
      phiConfirmations: confirming('data.PatientCases.0.CaseText'),
    });
    const subjects = [
      ['answer', answer, (id: number) => call(writer, 'DELETE', `/comments/${id}`)],
      ['question', question, (id: number) => call(moderator, 'DELETE', `/internal/topics/${id}`)],
      ['campaign', campaign, (id: number) => call(moderator, 'DELETE', `/campaigns/${id}`)],
      ['consensus', consensus, (id: number) => call(moderator, 'DELETE', `/consensus/${id}`)],
    ] as const;
    for (const [type, created, remove] of subjects) {
      const body = created.json();
      const id = (type === 'campaign' ? body.campaign.id : body.id) as number;
      expect(await confirmationsOf(type, id), type).toHaveLength(1);
      expect((await remove(id)).statusCode, type).toBe(200);
      expect(await confirmationsOf(type, id), type).toEqual([]);
    }
  });

  it('clear the rows of a text deleted outside the product, and log nothing', async () => {
    const question = await call(moderator, 'POST', '/internal/topics', {
      ...(await questionForm({ title: `Ring ${PHONE} about this case` })),
      phiConfirmations: [{ field: 'title', kind: 'phone', text: PHONE }],
    });
    const [row] = await confirmationsOf('question', question.json().id);
    await db().update(topics).set({ deletedAt: new Date() }).where(eq(topics.id, question.json().id));
    const auditBefore = await db().select().from(auditLog);
    expect((await call(moderator, 'DELETE', `/phi/confirmations/${row!.id}/subject`)).statusCode).toBe(200);
    expect(await confirmationsOf('question', question.json().id)).toEqual([]);
    expect(await db().select().from(auditLog)).toHaveLength(auditBefore.length);
  });
});
