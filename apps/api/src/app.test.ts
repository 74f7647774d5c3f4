import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, buildMember, buildTopic, buildUser } from './test/factories.js';
import { type TestApp, createTestApp } from './test/test-app.js';

/** What app.ts sets up around every route: here, how API responses are compressed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compressed API responses', () => {
  it('compresses a thread page (tens of KB) in one go: brotli or gzip, with its length, never chunked', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const reader = await buildMember(db, { role: 'hcp', specialty: 'Cardiology' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    for (let i = 0; i < 20; i++) {
      const text = `Answer ${i}: we would start guideline-directed therapy and titrate weekly. `.repeat(12);
      await buildAnswer(db, { topicId: topic.id, userId: reader.id, text });
    }
    const url = `/api/v1/topics/${topic.id}/answers`;
    const headers = await t.authAs(reader);
    const plain = await t.app.inject({ url, headers });
    expect(plain.statusCode).toBe(200);
    // Above the plugin's default ceiling for the synchronous path on two cores (8 KB).
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);

    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // The stream path drops the length and sends chunks; the one-call path knows it.
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });
});
