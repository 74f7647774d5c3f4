import { ERROR_CODES } from '@pc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, consensusSummaries } from '../../db/schema/index.js';
import { buildMember, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { caller, consensusInput, publishedConsensus, submitConsensus } from './consensus.fixtures.js';

/**
 * The review step (design.md Consensus review): reviewers publish or return what others submitted,
 * authors see the note and send it again; every publish, return and delete is in the audit log.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
type User = Awaited<ReturnType<typeof buildUser>>;
let author: User;
let reviewer: User;
let secondReviewer: User;
let writer: User;
let member: User;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const db = t.database.db;
  author = await buildUser(db, { role: 'moderator' });
  reviewer = await buildUser(db, { role: 'administrator' });
  secondReviewer = await buildUser(db, { role: 'moderator' });
  // Writes summaries, does not review: an IQ Moderator without all_patient_cases_management.
  writer = await buildUser(db, { role: 'iq_moderator' });
  member = await buildMember(db, { role: 'hcp' });
});
afterAll(() => t?.close());

const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'consensus_summary'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));

describe('GET consensus/review', () => {
  it("lists what waits for review to reviewers, who may review only others' consensuses", async () => {
    const own = await submitConsensus(t, author, { ConsensusTitle: 'Mine to wait' });
    const others = await submitConsensus(t, writer, { ConsensusTitle: 'Written by the IQ moderator' });
    const res = await call('GET', '/consensus/review?scope=review', author);
    expect(res.statusCode).toBe(200);
    const items = res.json().consensuses as { id: number; canReview: boolean }[];
    expect(items.find((i) => i.id === own)).toMatchObject({
      status: 'in_review',
      ConsensusTitle: 'Mine to wait',
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName },
      canReview: false,
      returnNote: null,
    });
    expect(items.find((i) => i.id === others)?.canReview).toBe(true);
    // The default scope is the queue.
    expect(
      (await call('GET', '/consensus/review', reviewer)).json().consensuses.map((i: { id: number }) => i.id),
    ).toEqual(expect.arrayContaining([own, others]));
  });

  it('keeps the queue from writers who do not review (403) and from members (403)', async () => {
    const res = await call('GET', '/consensus/review?scope=review', writer);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Administrator or a Moderator/);
    expect((await call('GET', '/consensus/review?scope=mine', member)).statusCode).toBe(403);
    expect((await call('GET', '/consensus/review?scope=mine', null)).statusCode).toBe(401);
  });
});

describe('publish', () => {
  it('is done by a reviewer on a consensus in review, and recorded in the audit log', async () => {
    const id = await submitConsensus(t, author);
    const res = await call('POST', `/consensus/${id}/publish`, reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'published', canReview: false });
    expect(Date.parse(res.json().publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call('GET', `/strapi/consensus-summaries/${id}/published`, null)).statusCode).toBe(200);
    const [submitted, published] = await auditOf(id);
    expect(submitted).toMatchObject({ action: 'submit', actorId: author.id });
    expect(published).toMatchObject({
      action: 'publish',
      actorId: reviewer.id,
      before: expect.objectContaining({ status: 'in_review', publishedAt: null }),
      after: expect.objectContaining({ status: 'published' }),
    });
  });

  it('is refused for a consensus without a specialty (one submitted before it was required): it stays in review', async () => {
    const id = await submitConsensus(t, author);
    await t.database.db.update(consensusSummaries).set({ topicSelection: '' }).where(eq(consensusSummaries.id, id));
    const res = await call('POST', `/consensus/${id}/publish`, reviewer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ERROR_CODES.validation,
      message: 'Specialty must not be empty',
      errors: [{ path: 'data.TopicSelection', message: 'Specialty must not be empty' }],
    });
    expect((await call('GET', `/strapi/consensus-summaries/${id}/published`, null)).statusCode).toBe(404);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['submit']);
  });

  it('is refused to the author on their own consensus (403), to members (403), and from another status (409)', async () => {
    const id = await submitConsensus(t, author);
    const own = await call('POST', `/consensus/${id}/publish`, author);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'Nobody publishes or returns their own consensus: another reviewer must review it.',
    );
    expect((await call('POST', `/consensus/${id}/publish`, member)).statusCode).toBe(403);
    expect((await call('POST', `/consensus/${id}/publish`, writer)).statusCode).toBe(404);
    expect((await call('GET', `/strapi/consensus-summaries/${id}/published`, null)).statusCode).toBe(404);

    expect((await call('POST', `/consensus/${id}/publish`, reviewer)).statusCode).toBe(200);
    const again = await call('POST', `/consensus/${id}/publish`, secondReviewer);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ERROR_CODES.conflict);
    expect((await call('POST', `/consensus/${id}/return`, secondReviewer, { note: 'Too late' })).statusCode).toBe(409);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['submit', 'publish']);
  });
});

describe('return and resubmit', () => {
  it('returns a consensus to its author with a note, which they see, edit and send again', async () => {
    const id = await submitConsensus(t, writer, { ConsensusTitle: 'First try' });
    expect((await call('POST', `/consensus/${id}/return`, author, { note: '   ' })).statusCode).toBe(400);
    const returned = await call('POST', `/consensus/${id}/return`, author, {
      note: '  Please cite the 2025 guideline. ',
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ id, status: 'draft', returnNote: 'Please cite the 2025 guideline.' });

    const mine = (await call('GET', '/consensus/review?scope=mine', writer)).json().consensuses;
    expect(mine.find((i: { id: number }) => i.id === id)).toMatchObject({
      status: 'draft',
      returnNote: 'Please cite the 2025 guideline.',
      canReview: false,
    });
    expect(Date.parse(mine.find((i: { id: number }) => i.id === id).returnedAt)).toBeGreaterThan(0);
    // A returned one is not in the queue, and its draft is the author's to read.
    const queue = (await call('GET', '/consensus/review', reviewer))
      .json()
      .consensuses.map((i: { id: number }) => i.id);
    expect(queue).not.toContain(id);
    expect((await call('GET', `/strapi/consensus-summaries/${id}/draft`, writer)).statusCode).toBe(200);

    const source = await call('GET', `/consensus/${id}/source`, writer);
    expect(source.statusCode).toBe(200);
    expect(source.json()).toMatchObject({ id, status: 'draft', returnNote: 'Please cite the 2025 guideline.' });
    expect(source.json().data.ConsensusOpinionStatement).toBe('Most responders would **start** the drug.');

    const resubmitted = await call('PUT', `/strapi/consensus-summaries/${id}`, writer, {
      data: consensusInput({ ConsensusTitle: 'Second try' }),
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toEqual({ id, status: 'in_review' });
    const after = (await call('GET', '/consensus/review?scope=mine', writer)).json().consensuses;
    expect(after.find((i: { id: number }) => i.id === id)).toMatchObject({
      status: 'in_review',
      ConsensusTitle: 'Second try',
      returnNote: null,
      returnedAt: null,
    });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['submit', 'return', 'resubmit']);
    expect((await auditOf(id))[1]).toMatchObject({
      actorId: author.id,
      after: expect.objectContaining({ status: 'draft', returnNote: 'Please cite the 2025 guideline.' }),
    });
  });

  it('lets only the author resubmit, only before publication, and only a valid summary', async () => {
    const id = await submitConsensus(t, writer);
    const body = { data: consensusInput() };
    const byReviewer = await call('PUT', `/strapi/consensus-summaries/${id}`, reviewer, body);
    expect(byReviewer.statusCode).toBe(403);
    expect((await call('PUT', `/strapi/consensus-summaries/${id}`, member, body)).statusCode).toBe(403);
    const invalid = await call('PUT', `/strapi/consensus-summaries/${id}`, writer, {
      data: consensusInput({ ConsensusOpinionStatement: '' }),
    });
    expect(invalid.json()).toMatchObject({
      statusCode: 400,
      message: 'High-Level Summary Statement must not be empty',
    });
    const published = await publishedConsensus(t, writer, reviewer);
    expect((await call('PUT', `/strapi/consensus-summaries/${published}`, writer, body)).statusCode).toBe(409);
    // Someone else's unpublished consensus does not exist for a writer who is not a reviewer.
    const others = await submitConsensus(t, author);
    expect((await call('PUT', `/strapi/consensus-summaries/${others}`, writer, body)).statusCode).toBe(404);
    expect((await call('GET', `/consensus/${others}/source`, writer)).statusCode).toBe(404);
    expect((await call('GET', `/consensus/${others}/source`, reviewer)).statusCode).toBe(200);
  });
});

describe('DELETE consensus/{id}', () => {
  it('lets the author delete their own before publication, and records it', async () => {
    const id = await submitConsensus(t, writer);
    const res = await call('DELETE', `/consensus/${id}`, writer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call('GET', `/strapi/consensus-summaries/${id}/in_review`, writer)).statusCode).toBe(404);
    expect((await call('DELETE', `/consensus/${id}`, writer)).statusCode).toBe(404);
    const mine = (await call('GET', '/consensus/review?scope=mine', writer)).json().consensuses;
    expect(mine.map((i: { id: number }) => i.id)).not.toContain(id);
    const entry = (await auditOf(id)).at(-1);
    expect(entry).toMatchObject({
      action: 'delete',
      actorId: writer.id,
      after: expect.objectContaining({ status: 'in_review' }),
    });
    expect(entry?.after).toHaveProperty('deletedAt', expect.any(String));
  });

  it('leaves a published consensus to the reviewers', async () => {
    const id = await publishedConsensus(t, writer, reviewer);
    const own = await call('DELETE', `/consensus/${id}`, writer);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('A published consensus can only be deleted by a reviewer.');
    expect((await call('DELETE', `/consensus/${id}`, member)).statusCode).toBe(403);
    expect((await call('DELETE', `/consensus/${id}`, secondReviewer)).statusCode).toBe(200);
    expect((await call('GET', `/strapi/consensus-summaries/${id}`, null)).statusCode).toBe(404);
    expect((await auditOf(id)).map((a) => [a.action, a.actorId])).toEqual([
      ['submit', writer.id],
      ['publish', reviewer.id],
      ['delete', secondReviewer.id],
    ]);
  });
});
