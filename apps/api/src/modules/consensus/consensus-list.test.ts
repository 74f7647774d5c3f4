import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consensusSummaries } from '../../db/schema/index.js';
import { buildMember, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { caller, publishedConsensus, submitConsensus } from './consensus.fixtures.js';

/**
 * The Case Consensuses list (issue 27): cached under the list's version, so every change to a
 * consensus shows in it at once; tiles carry the tile's fields and nothing of the document; the kept
 * bytes go out in the encoding the client accepts.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
type User = Awaited<ReturnType<typeof buildUser>>;
let author: User;
let reviewer: User;
let member: User;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const db = t.database.db;
  author = await buildUser(db, { role: 'moderator' });
  reviewer = await buildUser(db, { role: 'administrator' });
  member = await buildMember(db, { role: 'hcp' });
});
afterAll(() => t?.close());

const list = async (specialty?: string) => {
  const query = specialty ? `?specialty=${encodeURIComponent(specialty)}` : '';
  const res = await call('GET', `/strapi/consensuses${query}`, member);
  expect(res.statusCode).toBe(200);
  return res.json().consensuses as { id: number; ConsensusTitle: string }[];
};
const ids = async (specialty?: string) => (await list(specialty)).map((c) => c.id);

const lookups = async (result: 'hit' | 'miss') => {
  const { values } = await t.app.metrics.cacheRequests.get();
  return values.find((v) => v.labels.cache === 'consensus_list' && v.labels.result === result)?.value ?? 0;
};

describe('GET strapi/consensuses, cached', () => {
  it('reads the database once per change and filter, and keeps answering from memory between changes', async () => {
    await publishedConsensus(t, author, reviewer, { TopicSelection: 'Dermatology' });
    const [hits, misses] = [await lookups('hit'), await lookups('miss')];
    const first = await ids('Dermatology');
    await ids(' dermatology ');
    await ids('Dermatology');
    expect(await ids('Dermatology')).toEqual(first);
    expect(await lookups('miss')).toBe(misses + 1);
    expect(await lookups('hit')).toBe(hits + 3);
  });

  it('shows a publication at once, and not a submission', async () => {
    const before = await ids('Anesthesiology');
    const all = await ids();
    const inReview = await submitConsensus(t, author, { TopicSelection: 'Anesthesiology' });
    expect(await ids('Anesthesiology')).toEqual(before);
    expect(await call('POST', `/consensus/${inReview}/publish`, reviewer).then((r) => r.statusCode)).toBe(200);
    expect(await ids('Anesthesiology')).toEqual([inReview, ...before]);
    expect(await ids()).toEqual([inReview, ...all]);
  });

  it('drops a deleted consensus at once, from the whole list and its specialty', async () => {
    const id = await publishedConsensus(t, author, reviewer, { TopicSelection: 'Emergency Medicine' });
    expect(await ids('Emergency Medicine')).toContain(id);
    expect(await ids()).toContain(id);
    expect((await call('DELETE', `/consensus/${id}`, reviewer)).statusCode).toBe(200);
    expect(await ids('Emergency Medicine')).not.toContain(id);
    expect(await ids()).not.toContain(id);
  });

  it('shows an edit and an unpublication made outside the API (a script, an operator) at once', async () => {
    // The product offers neither for a published consensus; the version moves with any statement.
    const db = t.database.db;
    const id = await publishedConsensus(t, author, reviewer, { TopicSelection: 'Urology', ConsensusTitle: 'Before' });
    expect((await list('Urology')).find((c) => c.id === id)?.ConsensusTitle).toBe('Before');
    await db
      .update(consensusSummaries)
      .set({ data: sql`jsonb_set(${consensusSummaries.data}, '{ConsensusTitle}', '"After"')` })
      .where(eq(consensusSummaries.id, id));
    expect((await list('Urology')).find((c) => c.id === id)?.ConsensusTitle).toBe('After');
    await db.update(consensusSummaries).set({ status: 'draft' }).where(eq(consensusSummaries.id, id));
    expect(await ids('Urology')).not.toContain(id);
    expect(await ids()).not.toContain(id);
  });
});

describe('GET strapi/consensuses, tiles', () => {
  it("carries exactly a tile's fields, as stored, and nothing else of the document", async () => {
    const id = await publishedConsensus(t, author, reviewer, {
      TopicSelection: 'Family Medicine',
      ConsensusTitle: 'Adjuvant therapy after resection',
      ConsensusType: 'Clinical',
      Author: { Name: 'Iris Quinn', Titles: 'MD, MPH', Npi: '1234567893' },
      SummaryTile: { Title: 'Adjuvant therapy', AuthorName: 'Iris Quinn', AuthorTitle: 'MD, MPH' },
    });
    const [row] = await t.database.db.select().from(consensusSummaries).where(eq(consensusSummaries.id, id));
    const stored = row!.data as Record<string, unknown>;
    const [tile] = (await list('Family Medicine')) as unknown as Record<string, unknown>[];
    expect(tile).toEqual({
      id,
      ConsensusType: 'Clinical',
      ConsensusTitle: 'Adjuvant therapy after resection',
      TopicSelection: 'Family Medicine',
      SummaryTile: stored.SummaryTile,
      Author: stored.Author,
      publishedAt: row!.publishedAt!.toISOString(),
    });
    expect(Object.keys(tile!).sort()).toEqual(
      ['Author', 'ConsensusTitle', 'ConsensusType', 'SummaryTile', 'TopicSelection', 'id', 'publishedAt'].sort(),
    );
    expect(Object.keys(tile!.SummaryTile as object).sort()).toEqual(
      ['AuthorName', 'AuthorTitle', 'CtaText', 'Image', 'Title'].sort(),
    );
    expect(Object.keys(tile!.Author as object).sort()).toEqual(['AvatarImage', 'Name', 'Npi', 'Specialty', 'Titles']);
  });

  it('sends the same JSON brotli, gzip or plain as the client accepts', async () => {
    for (let i = 0; i < 4; i++) await publishedConsensus(t, author, reviewer, { TopicSelection: 'Pediatrics' });
    const auth = await t.authAs(member);
    const get = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/v1/strapi/consensuses?specialty=Pediatrics', headers: { ...auth, ...headers } });
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.json().consensuses).toHaveLength(4);
    expect(plain.body.length).toBeGreaterThan(1024);
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const res = await get({ 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoders[encoding](res.rawPayload).toString()).toBe(plain.body);
    }
    // Any other encoding is left to @fastify/compress, as for every other response.
    const deflated = await get({ 'accept-encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflated.rawPayload).toString()).toBe(plain.body);
  });
});
