import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { REQUEST_PARTS, routeRecorder, unboundedFields } from '../test/request-bounds.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 22: every text a request carries has a maximum in its route's schema, so the size of what
 * reaches any check (the patient-identifier detector first) is bounded before any other work. Walks
 * every registered route (the API, the sign-in pages), so a route added later without bounds fails.
 */
const recorder = routeRecorder();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BENCH_ENABLED: 'true' }, { issuer: true, firstExtensions: [recorder.extension] });
}, 120_000);
afterAll(async () => t?.close());

describe('request bounds on every route', () => {
  it('records every route the guard knows', () => {
    const recorded = new Set(recorder.routes.map((r) => `${r.method} ${r.url}`));
    for (const route of t.app.routeTable) expect(recorded.has(`${route.method} ${route.url}`), route.url).toBe(true);
  });

  it('finds what a schema leaves unbounded, at any depth', () => {
    const schema = z.object({
      bounded: z.string().max(10),
      kind: z.enum(['a', 'b']),
      text: z.string(),
      nested: z.object({ list: z.array(z.object({ words: z.string().nullable() })).max(5) }).optional(),
      ids: z.array(z.number()),
      map: z.record(z.string().max(5), z.number()),
      anything: z.unknown(),
    });
    expect(unboundedFields(schema)).toEqual([
      'text: string without maxLength',
      'nested.list[].words: string without maxLength',
      'ids: list without maxItems',
      'map: open keys without maxProperties',
      'anything: any value',
    ]);
  });

  it('gives every string a maxLength, every list a maxItems, in every part of every request', () => {
    const unbounded = recorder.routes.flatMap((route) =>
      REQUEST_PARTS.flatMap((part) => {
        const schema = route[part];
        return schema ? unboundedFields(schema).map((field) => `${route.method} ${route.url} ${part}.${field}`) : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it('keeps the body limit at 1 MiB, raised only on routes whose body is a file', () => {
    expect(t.app.initialConfig.bodyLimit).toBeLessThanOrEqual(1_048_576);
    const raised = recorder.routes.filter((r) => (r.bodyLimit ?? 0) > 1_048_576);
    for (const route of raised) expect(route.consumes, `${route.method} ${route.url}`).toBeDefined();
  });

  it('refuses a body over the limit with 413 before parsing it', async () => {
    const member = await buildUser(t.database.db, { role: 'hcp' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/phi/check',
      headers: { 'content-type': 'application/json', ...(await t.authAs(member)) },
      payload: JSON.stringify({ text: '1'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: expect.any(String) });
  });
});
