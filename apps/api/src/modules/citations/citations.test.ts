import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/raw-sql.js';
import { buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { createTestApp, freePort, type TestApp } from '../../test/test-app.js';
import { consensusInput } from '../consensus/consensus.fixtures.js';
import { type StandIns, startStandIns } from './citation-stand-ins.js';
import { CITATIONS_RESOLVE_JOB, citationJobs } from './citations.job.js';

/**
 * Issue 24, "Evidence": identifiers written in answers, comments and consensuses are cached as
 * pending by the write (no network in the request), looked up once by the resolve job at local
 * stand-ins of NCBI, Crossref and ClinicalTrials.gov, and read back by `GET citations?ids=`. A
 * service that does not answer in time leaves the identifier unresolved, still with its link.
 */
let t: TestApp;
let services: StandIns;
let member: { id: number };
let colleague: { id: number };
let moderator: { id: number };

const FOUND = ['pmid:34449189', 'pmcid:PMC7029158', 'doi:10.1056/nejmoa2107038', 'nct:NCT03057951'];
const NOT_FOUND = ['pmid:99999999', 'doi:10.9999/missing', 'nct:NCT00000000'];
const SLOW = 'doi:10.5555/slow.1';

const runJob = () => citationJobs.find((j) => j.name === CITATIONS_RESOLVE_JOB)!.handler({}, t.app);
const get = async (keys: string[], as: { id: number } | null = member) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/citations?ids=${encodeURIComponent(keys.join(','))}`,
    headers: as ? await t.authAs(as) : {},
  });
const byKey = async (keys: string[]) => {
  const res = await get(keys);
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json().citations.map((c: { key: string }) => [c.key, c])) as Map<string, any>;
};

beforeAll(async () => {
  services = await startStandIns(10_000);
  services.slow.add('10.5555/slow.1');
  t = await createTestApp({
    CITATION_RESOLVER: 'public',
    CITATION_NCBI_URL: services.ncbiUrl,
    CITATION_CROSSREF_URL: services.crossrefUrl,
    CITATION_CLINICALTRIALS_URL: services.clinicalTrialsUrl,
    CITATION_TIMEOUT_MS: '1500',
  });
  moderator = await buildUser(t.database.db, { role: 'moderator' });
  member = await buildMember(t.database.db, { role: 'hcp', specialty: 'Cardiology' });
  colleague = await buildMember(t.database.db, { role: 'hcp', specialty: 'Cardiology' });
});
afterAll(async () => {
  await t.close();
  await services.close();
});

describe('citations written in the thread and in a consensus', () => {
  it('are queued by the write without calling any service, then resolved once by the job', async () => {
    const topic = await buildTopic(t.database.db, { authorUserId: moderator.id, hideAnswers: false });
    const post = async (as: { id: number }, text: string, replyTo?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/comments',
        headers: await t.authAs(as),
        payload: { topicId: topic.id, text, ...(replyTo ? { replyTo } : {}) },
      });
    const first = await post(
      member,
      'EMPEROR-Preserved (PMID: 34449189, https://doi.org/10.1056/NEJMoa2107038; NCT03057951) and PMC7029158.',
    );
    expect(first.statusCode, first.body).toBe(200);
    const reply = await post(
      colleague,
      'But see PMID 99999999, doi:10.9999/missing and 10.5555/slow.1.',
      first.json().id,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const consensus = await t.app.inject({
      method: 'POST',
      url: '/api/v1/strapi',
      headers: await t.authAs(moderator),
      payload: {
        data: consensusInput({
          References: [{ Text: 'Registry', Url: 'https://clinicaltrials.gov/study/NCT00000000', LinkText: 'Read' }],
        }),
      },
    });
    expect(consensus.statusCode, consensus.body).toBe(200);
    expect(services.requests).toEqual([]);

    const pending = await byKey([...FOUND, ...NOT_FOUND, SLOW]);
    expect([...pending.values()].map((c) => c.status)).toEqual(Array(8).fill('pending'));
    expect(pending.get(SLOW).url).toBe('https://doi.org/10.5555/slow.1');

    const started = Date.now();
    await runJob();
    // Eight lookups, the slow one cut at its 1.5 s timeout rather than waiting 10 s.
    expect(Date.now() - started).toBeLessThan(8000);
    const after = await byKey([...FOUND, ...NOT_FOUND, SLOW]);
    for (const key of FOUND) expect(after.get(key).status, key).toBe('resolved');
    for (const key of [...NOT_FOUND, SLOW]) expect(after.get(key).status, key).toBe('unresolved');

    const paper = after.get('pmid:34449189');
    expect(paper).toMatchObject({
      kind: 'pmid',
      id: '34449189',
      title: 'Empagliflozin in Heart Failure with a Preserved Ejection Fraction',
      authors: ['Anker SD', 'Butler J', 'Filippatos G'],
      journal: 'N Engl J Med',
      year: 2021,
      url: 'https://pubmed.ncbi.nlm.nih.gov/34449189/',
    });
    expect(paper.formatted).toBe(
      'Anker SD, Butler J, Filippatos G. Empagliflozin in Heart Failure with a Preserved Ejection Fraction. N Engl J Med. 2021;385(16):1451–61. doi:10.1056/NEJMoa2107038 PubMed PMID: 34449189.',
    );
    expect(after.get('doi:10.1056/nejmoa2107038').authors).toEqual(['Anker SD', 'Butler J']);
    expect(after.get('pmcid:PMC7029158')).toMatchObject({ journal: 'BMJ', year: 2020 });
    expect(after.get('nct:NCT03057951')).toMatchObject({ authors: ['Boehringer Ingelheim'], year: 2017 });
    expect(after.get('nct:NCT03057951').formatted).toContain('ClinicalTrials.gov; 2017');
    expect(after.get(SLOW)).toMatchObject({ title: null, formatted: null, url: 'https://doi.org/10.5555/slow.1' });

    // Each identifier was asked for once; a second run finds nothing due (failures wait their delay).
    const asked = services.requests.length;
    expect(asked).toBe(8);
    await runJob();
    expect(services.requests.length).toBe(asked);
  });

  it('tries an unresolved identifier again once its delay has passed', async () => {
    services.slow.clear();
    await t.database.db.execute(sql`update citations set next_attempt_at = now() where key = ${SLOW}`);
    await runJob();
    // Crossref's stand-in knows no such DOI: it is now a 'not found', no longer a timeout.
    const [row] = await selectRows<{ status: string; attempts: number; last_error: string }>(
      t.database.db,
      sql`select status, attempts, last_error from citations where key = ${SLOW}`,
    );
    expect(row).toMatchObject({ status: 'unresolved', attempts: 2, last_error: 'not found: HTTP 404' });
  });

  it('an edit queues the identifiers it adds', async () => {
    const topic = await buildTopic(t.database.db, { authorUserId: moderator.id, hideAnswers: false });
    const headers = await t.authAs(member);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers,
      payload: { topicId: topic.id, text: 'No citation yet.' },
    });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/comments/${res.json().id}`,
      headers,
      payload: { text: 'Now citing PMID 12345.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await byKey(['pmid:12345'])).get('pmid:12345').status).toBe('pending');
  });
});

describe('GET citations', () => {
  it('answers a key never written as unresolved, with its link', async () => {
    const map = await byKey(['nct:NCT11111111']);
    expect(map.get('nct:NCT11111111')).toMatchObject({
      status: 'unresolved',
      url: 'https://clinicaltrials.gov/study/NCT11111111',
    });
  });

  it.each([
    ['a key of no known kind', 'isbn:123'],
    ['a DOI not lower-cased', 'doi:10.1056/NEJMoa2107038'],
    ['no key at all', ','],
    ['too many keys', Array.from({ length: 101 }, (_, i) => `pmid:${i + 1}`).join(',')],
  ])('refuses %s (400)', async (_what, ids) => {
    const res = await get([ids]);
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await get(['pmid:1'], null)).statusCode).toBe(401);
  });
});

describe("CITATION_RESOLVER=off (the tests' default)", () => {
  it('leaves identifiers pending and calls no service', async () => {
    const off = await createTestApp({ CITATION_CROSSREF_URL: services.crossrefUrl });
    try {
      expect(off.app.config.citations.resolver).toBe('off');
      const before = services.requests.length;
      await citationJobs[0]!.handler({}, off.app);
      expect(services.requests.length).toBe(before);
    } finally {
      await off.close();
    }
  });
});

describe('a service that cannot be reached', () => {
  it('leaves the identifier unresolved, its link shown, and the answer stored', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const down = await createTestApp({
      CITATION_RESOLVER: 'public',
      CITATION_NCBI_URL: closed,
      CITATION_CROSSREF_URL: closed,
      CITATION_CLINICALTRIALS_URL: closed,
    });
    try {
      const staff = await buildUser(down.database.db, { role: 'moderator' });
      const writer = await buildMember(down.database.db, { role: 'hcp', specialty: 'Cardiology' });
      const topic = await buildTopic(down.database.db, { authorUserId: staff.id, hideAnswers: false });
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/v1/comments',
        headers: await down.authAs(writer),
        payload: { topicId: topic.id, text: 'Per NCT03057951, enrol her.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await citationJobs[0]!.handler({}, down.app);
      const read = await down.app.inject({
        method: 'GET',
        url: '/api/v1/citations?ids=nct:NCT03057951',
        headers: await down.authAs(writer),
      });
      expect(read.json().citations).toEqual([
        expect.objectContaining({ status: 'unresolved', url: 'https://clinicaltrials.gov/study/NCT03057951' }),
      ]);
    } finally {
      await down.close();
    }
  });
});
