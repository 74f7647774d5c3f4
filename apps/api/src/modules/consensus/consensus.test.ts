import { CONSENSUS_MESSAGES, ERROR_CODES, consensusSummarySchema } from '@pc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consensusSummaries, impressions } from '../../db/schema/index.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { caller, consensusInput, publishedConsensus, submitConsensus } from './consensus.fixtures.js';

/** The content service's consensus calls (spec §7) through the real app and database. */
let t: TestApp;
let call: ReturnType<typeof caller>;
type User = Awaited<ReturnType<typeof buildUser>>;
let author: User;
let reviewer: User;
let otherStaff: User;
let member: User;
let sales: User;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const db = t.database.db;
  author = await buildUser(db, { role: 'moderator' });
  reviewer = await buildUser(db, { role: 'administrator' });
  // Writes summaries but does not review (no all_patient_cases_management), and did not write this one.
  otherStaff = await buildUser(db, { role: 'iq_moderator' });
  member = await buildMember(db, { role: 'hcp' });
  sales = await buildUser(db, { role: 'sales_representative' });
});
afterAll(() => t?.close());

const NOT_FOUND = {
  statusCode: 404,
  code: ERROR_CODES.notFound,
  message: CONSENSUS_MESSAGES.notFound,
  requestId: expect.any(String),
};

describe('GET strapi/consensus-summaries/{id}/{status}', () => {
  it('shows a consensus in review to its author and the reviewers only, and only under its status', async () => {
    const id = await submitConsensus(t, author);
    for (const who of [null, member, sales, otherStaff]) {
      const res = await call('GET', `/strapi/consensus-summaries/${id}/in_review`, who);
      expect(res.statusCode, `as ${who?.id ?? 'anonymous'}`).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    for (const who of [author, reviewer]) {
      const res = await call('GET', `/strapi/consensus-summaries/${id}/in_review`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'in_review', publishedAt: null });
    }
    // Not under another status, and not published: not even its author finds it there.
    expect((await call('GET', `/strapi/consensus-summaries/${id}/draft`, author)).statusCode).toBe(404);
    expect((await call('GET', `/strapi/consensus-summaries/${id}/published`, author)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', `/strapi/consensus-summaries/${id}`, reviewer)).json()).toEqual(NOT_FOUND);
  });

  it('answers an id never used with the same 404', async () => {
    for (const url of ['/strapi/consensus-summaries/2147483000/published', '/strapi/consensus-summaries/2147483000']) {
      expect((await call('GET', url, null)).json()).toEqual(NOT_FOUND);
    }
  });

  it('serves a published consensus to everyone, signed in or not, with published as the default', async () => {
    const id = await publishedConsensus(t, author, reviewer);
    for (const who of [null, member, otherStaff]) {
      for (const url of [`/strapi/consensus-summaries/${id}/published`, `/strapi/consensus-summaries/${id}`]) {
        const res = await call('GET', url, who);
        expect(res.statusCode).toBe(200);
        const body = consensusSummarySchema.parse(res.json());
        expect(body).toMatchObject({ id, status: 'published', ConsensusTitle: 'SGLT2 inhibitors in HFpEF with CKD' });
        expect(Date.parse(body.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
      }
    }
    // Once published, its review status is gone.
    expect((await call('GET', `/strapi/consensus-summaries/${id}/in_review`, author)).statusCode).toBe(404);
  });

  it('does not serve a deleted consensus, published or not', async () => {
    const id = await publishedConsensus(t, author, reviewer);
    expect((await call('DELETE', `/consensus/${id}`, reviewer)).statusCode).toBe(200);
    expect((await call('GET', `/strapi/consensus-summaries/${id}`, null)).json()).toEqual(NOT_FOUND);
  });
});

describe('POST strapi', () => {
  it('stores rich text as sanitised HTML and serves it without scripts, handlers or javascript: links', async () => {
    const id = await submitConsensus(t, author, {
      ConsensusTitle: 'Title with <b>tags</b> & <script>alert(1)</script>',
      ConsensusOpinionStatement:
        'Safe **bold** <script>alert(1)</script> <img src=x onerror=alert(1)> [bad](javascript:alert(1)) [good](https://ok.example)',
      ClinicalAnalysis: {
        AnalysisText: '<svg onload=alert(1)></svg><a href="java&#x09;script:alert(1)">x</a> <p onclick="x()">para</p>',
        Quotes: [{ Quote: 'Start low.', Author: 'Dr. Priya Natarajan', Specialty: 'Cardiology' }],
      },
    });
    const res = await call('GET', `/strapi/consensus-summaries/${id}/in_review`, author);
    const served = res.json();
    const [stored] = await t.database.db.select().from(consensusSummaries).where(eq(consensusSummaries.id, id));
    // Everything but the title, which holds the same payload as plain text (below).
    const withoutTitle = ({ ConsensusTitle: _, ...rest }: Record<string, unknown>) => JSON.stringify(rest);
    for (const html of [withoutTitle(served), withoutTitle(stored!.data as Record<string, unknown>)]) {
      expect(html).not.toMatch(/<script|<img|<svg|onerror|onload|onclick|javascript:/i);
    }
    expect(served.ConsensusOpinionStatement).toContain('<strong>bold</strong>');
    expect(served.ConsensusOpinionStatement).toContain(
      '<a rel="noopener noreferrer nofollow" href="https://ok.example">good</a>',
    );
    expect(served.ClinicalAnalysis.AnalysisText).toContain('<p>para</p>');
    // A title is plain text: kept as written (readers escape it), never turned into markup.
    expect(served.ConsensusTitle).toBe('Title with <b>tags</b> & <script>alert(1)</script>');
    expect(served.ClinicalAnalysis.Quotes).toEqual([
      { Quote: 'Start low.', Author: 'Dr. Priya Natarajan', Specialty: 'Cardiology', KeyOpinionLeader: false },
    ]);
    // The author's markdown is kept for editing.
    expect((stored!.source as { ConsensusOpinionStatement: string }).ConsensusOpinionStatement).toContain(
      'Safe **bold**',
    );
    expect(stored).toMatchObject({ status: 'in_review', authorUserId: author.id, topicSelection: 'Cardiology' });
    expect(stored!.submittedAt).toBeInstanceOf(Date);
  });

  it('refuses a summary that breaks the rules of spec §5, with their words, and stores nothing', async () => {
    const before = (await t.database.db.select().from(consensusSummaries)).length;
    const cases: [object, string][] = [
      [{ ConsensusTitle: Array(41).fill('word').join(' ') }, 'Summary Title is too long'],
      [{ ClinicalAnalysis: { AnalysisText: '  ' } }, 'Analysis must not be empty'],
      [{ Conclusion: { ConclusionTitle: 'Only a title' } }, 'Conclusion Paragraph must not be empty'],
      [{ Definitions: [{ Term: 'eGFR', Definition: '' }] }, 'Definition 1 Definition must not be empty'],
      [
        { References: [{ Text: 'x', Url: 'javascript:alert(1)' }] },
        'Reference 1 Url must start with http:// or https://',
      ],
      [
        { SummaryTile: { Title: 't', Image: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } } },
        'Tile Image must be an uploaded image or a web address',
      ],
      [{ TopicSelection: 'Astrology' }, 'Specialty must be one of the specialties'],
      // Filed under no specialty, it would never show under the specialty filter members land on.
      [{ TopicSelection: '' }, 'Specialty must not be empty'],
      [{ TopicSelection: '   ' }, 'Specialty must not be empty'],
    ];
    for (const [change, message] of cases) {
      const res = await call('POST', '/strapi', author, { data: consensusInput(change) });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
      expect(res.json().message).toContain(message);
    }
    // Several broken rules are listed together, joined by commas (spec §5).
    const both = await call('POST', '/strapi', author, {
      data: consensusInput({ ConsensusTitle: '', ConsensusOpinionStatement: '' }),
    });
    expect(both.json().message).toBe('Summary Title must not be empty, High-Level Summary Statement must not be empty');
    expect((await t.database.db.select().from(consensusSummaries)).length).toBe(before);
  });

  it('files the consensus under the specialty as the reference list spells it', async () => {
    const id = await submitConsensus(t, author, { TopicSelection: 'dermatology' });
    expect((await call('GET', `/strapi/consensus-summaries/${id}/in_review`, author)).json().TopicSelection).toBe(
      'Dermatology',
    );
  });

  it('is for summary writers: a member gets 403, nobody signed in 401', async () => {
    expect((await call('POST', '/strapi', member, { data: consensusInput() })).statusCode).toBe(403);
    expect((await call('POST', '/strapi', null, { data: consensusInput() })).statusCode).toBe(401);
  });
});

describe('GET strapi/consensuses', () => {
  it('lists published consensuses of a specialty, any case, newest first, without unpublished or deleted ones', async () => {
    const older = await publishedConsensus(t, author, reviewer, {
      TopicSelection: 'Neurology',
      ConsensusTitle: 'Older',
    });
    const newer = await publishedConsensus(t, author, reviewer, {
      TopicSelection: 'Neurology',
      ConsensusTitle: 'Newer',
    });
    const deleted = await publishedConsensus(t, author, reviewer, { TopicSelection: 'Neurology' });
    await call('DELETE', `/consensus/${deleted}`, reviewer);
    await submitConsensus(t, author, { TopicSelection: 'Neurology', ConsensusTitle: 'In review' });
    const other = await publishedConsensus(t, author, reviewer, { TopicSelection: 'Pediatrics' });

    for (const specialty of ['Neurology', 'neurology', ' NEUROLOGY ']) {
      const res = await call('GET', `/strapi/consensuses?specialty=${encodeURIComponent(specialty)}`, member);
      expect(res.statusCode).toBe(200);
      expect(res.json().consensuses.map((c: { id: number }) => c.id)).toEqual([newer, older]);
    }
    const tile = (await call('GET', '/strapi/consensuses?specialty=Neurology', author)).json().consensuses[0];
    expect(tile).toMatchObject({
      id: newer,
      ConsensusType: 'Community',
      ConsensusTitle: 'Newer',
      TopicSelection: 'Neurology',
      SummaryTile: { Title: 'SGLT2 inhibitors in HFpEF with CKD', AuthorName: 'Morgan Moderator' },
      Author: { Name: 'Morgan Moderator', Titles: 'MD' },
    });
    const all = (await call('GET', '/strapi/consensuses', member)).json().consensuses.map((c: { id: number }) => c.id);
    expect(all.slice(0, 2)).toEqual([other, newer]);
    expect(all).not.toContain(deleted);
    expect((await call('GET', '/strapi/consensuses?specialty=Nobody', member)).json()).toEqual({ consensuses: [] });
  });

  it('is for readers of user content and summary writers', async () => {
    expect((await call('GET', '/strapi/consensuses', null)).statusCode).toBe(401);
    const initial = await buildUser(t.database.db, { role: 'initial' });
    expect((await call('GET', '/strapi/consensuses', initial)).statusCode).toBe(403);
    expect((await call('GET', '/strapi/consensuses', sales)).statusCode).toBe(200);
  });
});

describe('POST impression/case_consensus', () => {
  const impressionsOf = (id: number) =>
    t.database.db
      .select()
      .from(impressions)
      .where(and(eq(impressions.kind, 'case_consensus'), eq(impressions.contentId, String(id))));

  it('records one impression per call for the signed-in reader, whatever userId is sent', async () => {
    const id = await publishedConsensus(t, author, reviewer);
    for (const contentId of [id, String(id)]) {
      const res = await call('POST', '/impression/case_consensus', member, { contentId, userId: reviewer.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    expect((await impressionsOf(id)).map((r) => r.userId)).toEqual([member.id, member.id]);
  });

  it('records nothing for a consensus that is not published, or anonymously', async () => {
    const id = await submitConsensus(t, author);
    const res = await call('POST', '/impression/case_consensus', author, { contentId: id });
    expect(res.json()).toEqual(NOT_FOUND);
    expect((await call('POST', '/impression/case_consensus', member, { contentId: '9999999999' })).statusCode).toBe(
      404,
    );
    const published = await publishedConsensus(t, author, reviewer);
    expect((await call('POST', '/impression/case_consensus', null, { contentId: published })).statusCode).toBe(401);
    expect(await impressionsOf(id)).toEqual([]);
    expect(await impressionsOf(published)).toEqual([]);
  });
});

describe('GET consensus/cases/{id}', () => {
  it('finds the question with the answers that still stand, to quote', async () => {
    const db = t.database.db;
    const topic = await buildTopic(db, {
      authorUserId: author.id,
      title: 'HFpEF and CKD',
      specialties: ['Cardiology', 'Internal Medicine'],
    });
    const priya = await buildMember(db, { firstName: 'Priya', lastName: 'Natarajan', specialty: 'Cardiology' });
    const marcus = await buildMember(db, { firstName: 'Marcus', lastName: 'Okafor', specialty: 'Internal Medicine' });
    const first = await buildAnswer(db, {
      topicId: topic.id,
      userId: priya.id,
      text: 'Start it.',
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await buildAnswer(db, { topicId: topic.id, userId: marcus.id, text: 'Wait.' });
    await buildAnswer(db, {
      topicId: topic.id,
      userId: marcus.id,
      text: 'A comment, not a consult.',
      replyTo: first.id,
    });
    await buildAnswer(db, { topicId: topic.id, userId: priya.id, text: 'Deleted.', deletedAt: new Date() });

    const res = await call('GET', `/consensus/cases/${topic.id}`, author);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: topic.id,
      title: 'HFpEF and CKD',
      specialties: ['Cardiology', 'Internal Medicine'],
      answers: [
        { id: first.id, text: 'Start it.', authorName: 'Priya Natarajan', specialty: 'Cardiology' },
        { id: second.id, text: 'Wait.', authorName: 'Marcus Okafor', specialty: 'Internal Medicine' },
      ],
    });
    expect(res.json().answers).toHaveLength(2);
  });

  it("answers 'Case Not Found' for a question that does not exist or was deleted", async () => {
    const gone = await buildTopic(t.database.db, { authorUserId: author.id, deletedAt: new Date() });
    for (const id of [gone.id, 2147483000]) {
      const res = await call('GET', `/consensus/cases/${id}`, author);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.notFound, message: 'Case Not Found' });
    }
    expect((await call('GET', `/consensus/cases/${gone.id}`, member)).statusCode).toBe(403);
  });
});
