import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app.js';

/**
 * The public API document (/api/docs/json) against the routes the server really has. `npm test` also
 * lints it with Redocly and type-checks an openapi-typescript client (scripts/check-openapi.sh).
 */

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Routes deliberately left out, each because it overlaps another path: a URL that only the link call
 * hands out, and the consensus wizard's case look-up (beside consensus/{id}/source, publish, return).
 */
const HIDDEN = [
  'GET /api/v1/target_list/:campaignId/csv',
  'GET /api/v1/consensus/cases/:id',
  // A browser's link that only redirects (house ads); `clickUrl` of the served ads hands it out.
  'GET /api/v1/ads/:id/click',
];

let t: TestApp;
let doc: Json;
const template = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operations = () =>
  Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m] as Json })),
  );

beforeAll(async () => {
  t = await createTestApp({ BENCH_ENABLED: 'true' });
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

describe('the public API document', () => {
  it('documents every API route but the hidden ones, each with a summary, a unique operationId and tags', () => {
    const ids = new Set<string>();
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const op = doc.paths[template(route.url)]?.[route.method.toLowerCase()];
      if (HIDDEN.includes(key) || route.url === '/api/v1/bench/floor') {
        expect(op, key).toBeUndefined();
        continue;
      }
      expect(op, key).toBeDefined();
      expect(op.summary, key).toMatch(/^[A-Z].{8,}/);
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(op.operationId), `${key}: duplicate operationId`).toBe(false);
      ids.add(op.operationId);
      expect(op.tags?.length, key).toBeGreaterThan(0);
    }
    expect(operations()).toHaveLength(ids.size);
  });

  it('publishes only the versioned API, on the configured server', () => {
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(doc.servers).toEqual([{ url: t.config.publicUrl }]);
  });

  it('marks public routes as needing no token and the others as needing a bearer token', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    for (const route of t.app.routeTable) {
      const op = doc.paths[template(route.url)]?.[route.method.toLowerCase()];
      if (!op) continue;
      if (route.public) expect(op.security, route.url).toEqual([]);
      else expect(op.security, route.url).toBeUndefined();
    }
  });

  it('documents the error responses of every operation with the shared error body', () => {
    expect(doc.components.schemas.ErrorBody.required).toEqual(['statusCode', 'code', 'message']);
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const codes = Object.keys(op.responses);
      expect(
        codes.some((c) => /^4\d\d$/.test(c)),
        where,
      ).toBe(true);
      expect(codes, where).toContain('429');
      if (op.security === undefined) expect(codes, where).toEqual(expect.arrayContaining(['401', '403']));
      if (path.includes('{')) expect(codes, where).toContain('404');
      if (op.requestBody || op.parameters?.length) expect(codes, where).toContain('400');
    }
    const unauthorized = doc.components.responses.Unauthorized;
    expect(unauthorized.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(Object.keys(unauthorized.headers)).toEqual(['WWW-Authenticate']);
  });

  it('says that downloads answer text/csv', () => {
    const csvPaths = Object.keys(doc.paths).filter((p) => p.endsWith('/csv'));
    // Every download, whichever module adds it, is checked by the loop below.
    expect(csvPaths).toEqual(
      expect.arrayContaining([
        '/api/v1/target_list/answer_report/{topicId}/csv',
        '/api/v1/target_list/users_and_specs/csv',
        '/api/v1/users/export/csv',
      ]),
    );
    for (const p of csvPaths) expect(Object.keys(doc.paths[p].get.responses['200'].content)).toEqual(['text/csv']);
  });

  it('expresses nullable types as OpenAPI 3.1 does (no `nullable` keyword)', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    const userVote =
      doc.paths['/api/v1/comments/{id}'].patch.responses['200'].content['application/json'].schema.properties.userVote;
    expect(userVote.anyOf).toContainEqual({ type: 'null' });
  });

  it('has no two templated paths that could match the same URL', () => {
    const paths = Object.keys(doc.paths).map((p) => p.split('/'));
    const isVar = (s: string) => /^{.+}$/.test(s);
    for (const [i, a] of paths.entries()) {
      for (const b of paths.slice(i + 1)) {
        if (a.length !== b.length) continue;
        const overlap = a.every((s, k) => s === b[k] || isVar(s) || isVar(b[k]!));
        const sameShape = a.filter(isVar).length === b.filter(isVar).length;
        expect(overlap && sameShape, `${a.join('/')} and ${b.join('/')}`).toBe(false);
      }
    }
  });
});
