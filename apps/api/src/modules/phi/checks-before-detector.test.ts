import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phiConfirmations } from '../../db/schema/index.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { consensusInput, submitConsensus } from '../consensus/consensus.fixtures.js';

/**
 * Issue 22: the cheap checks (size, permission, existence, ownership) answer before the
 * patient-identifier detector reads a text. Shown with a text the detector refuses (422
 * `phi_suspected` for whoever may write it): anyone else gets the cheap check's answer instead.
 */
const IDENTIFYING = 'Call her daughter Maria Lopez at 555-0142 before changing the dose.';
const MISSING_ID = 2_000_000_000;

let t: TestApp;
let moderator: Awaited<ReturnType<typeof buildUser>>;
let author: Awaited<ReturnType<typeof buildMember>>;
let stranger: Awaited<ReturnType<typeof buildMember>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await buildUser(t.database.db, { role: 'moderator' });
  author = await buildMember(t.database.db, { role: 'hcp', specialty: 'Cardiology' });
  stranger = await buildMember(t.database.db, { role: 'hcp', specialty: 'Cardiology' });
});
afterAll(() => t?.close());

type Method = 'POST' | 'PATCH' | 'PUT';
async function call(user: { id: number }, method: Method, url: string, payload: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(user), payload });
}
const topicFor = () => buildTopic(t.database.db, { authorUserId: moderator.id, hideAnswers: false });

describe('PATCH /comments/{id}', () => {
  it("answers someone else's answer or comment with 403 whatever its text, the author with the check", async () => {
    const topic = await topicFor();
    const answer = await buildAnswer(t.database.db, { topicId: topic.id, userId: author.id });
    const comment = await buildAnswer(t.database.db, { topicId: topic.id, userId: author.id, replyTo: answer.id });
    for (const item of [answer, comment]) {
      const res = await call(stranger, 'PATCH', `/comments/${item.id}`, { text: IDENTIFYING });
      expect(res.statusCode).toBe(403);
      expect((await call(author, 'PATCH', `/comments/${item.id}`, { text: IDENTIFYING })).json().code).toBe(
        'phi_suspected',
      );
    }
    expect((await call(stranger, 'PATCH', `/comments/${MISSING_ID}`, { text: IDENTIFYING })).statusCode).toBe(404);
  });

  it('refuses a text past the longest answer with 400 for anyone, before looking the item up', async () => {
    const topic = await topicFor();
    const answer = await buildAnswer(t.database.db, { topicId: topic.id, userId: author.id });
    for (const [who, id] of [
      [stranger, answer.id],
      [author, answer.id],
      [stranger, MISSING_ID],
    ] as const) {
      const res = await call(who, 'PATCH', `/comments/${id}`, { text: `${IDENTIFYING} ${'1'.repeat(4000)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'body.text', message: 'Text must be at most 4000 characters long.' }]);
    }
  });

  it("applies a comment's 1000-character rule before the detector", async () => {
    const topic = await topicFor();
    const answer = await buildAnswer(t.database.db, { topicId: topic.id, userId: stranger.id });
    const comment = await buildAnswer(t.database.db, { topicId: topic.id, userId: author.id, replyTo: answer.id });
    const res = await call(author, 'PATCH', `/comments/${comment.id}`, { text: IDENTIFYING.repeat(20) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Text must be at most 1000 characters long.');
  });
});

describe('POST /comments', () => {
  it('answers a missing question, a missing answer to reply to and a second answer before the detector', async () => {
    const topic = await topicFor();
    const missingTopic = await call(author, 'POST', '/comments', { topicId: MISSING_ID, text: IDENTIFYING });
    expect(missingTopic.statusCode).toBe(404);
    const badParent = await call(author, 'POST', '/comments', {
      topicId: topic.id,
      replyTo: MISSING_ID,
      text: IDENTIFYING,
    });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.json().errors[0].path).toBe('body.replyTo');
    await buildAnswer(t.database.db, { topicId: topic.id, userId: author.id });
    const second = await call(author, 'POST', '/comments', { topicId: topic.id, text: IDENTIFYING });
    expect(second.statusCode).toBe(409);
    const other = await topicFor();
    expect((await call(author, 'POST', '/comments', { topicId: other.id, text: IDENTIFYING })).json().code).toBe(
      'phi_suspected',
    );
  });
});

describe('PUT /strapi/consensus-summaries/{id}', () => {
  it("answers someone else's consensus with 403 and a missing one with 404, whatever it carries", async () => {
    const id = await submitConsensus(t, moderator);
    const otherModerator = await buildUser(t.database.db, { role: 'moderator' });
    const data = consensusInput({ ConsensusOpinionStatement: IDENTIFYING });
    expect((await call(otherModerator, 'PUT', `/strapi/consensus-summaries/${id}`, { data })).statusCode).toBe(403);
    expect((await call(moderator, 'PUT', `/strapi/consensus-summaries/${MISSING_ID}`, { data })).statusCode).toBe(404);
    expect((await call(moderator, 'PUT', `/strapi/consensus-summaries/${id}`, { data })).json().code).toBe(
      'phi_suspected',
    );
  });
});

describe('PATCH /phi/confirmations/{id}/subject', () => {
  it("answers a deleted subject with 404 and a comment's over-long text with 400 before the detector", async () => {
    const topic = await topicFor();
    const answer = await buildAnswer(t.database.db, { topicId: topic.id, userId: author.id });
    const comment = await buildAnswer(t.database.db, { topicId: topic.id, userId: author.id, replyTo: answer.id });
    const gone = await buildAnswer(t.database.db, { topicId: topic.id, userId: stranger.id, deletedAt: new Date() });
    const confirm = async (subjectType: 'answer' | 'comment', subjectId: number) => {
      const [row] = await t.database.db
        .insert(phiConfirmations)
        .values({
          subjectType,
          subjectId,
          field: 'text',
          kind: 'phone',
          text: '555-0142',
          start: 0,
          end: 8,
          before: '',
          after: '',
          userId: author.id,
        })
        .returning();
      return row!.id;
    };
    const edit = (id: number, text: string) => call(moderator, 'PATCH', `/phi/confirmations/${id}/subject`, { text });
    expect((await edit(await confirm('answer', gone.id), IDENTIFYING)).statusCode).toBe(404);
    const long = await edit(await confirm('comment', comment.id), IDENTIFYING.repeat(20));
    expect(long.statusCode).toBe(400);
    expect((await edit(await confirm('answer', answer.id), IDENTIFYING)).json().code).toBe('phi_suspected');
  });
});
