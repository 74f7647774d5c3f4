import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistDir } from '../app.js';
import { type TestApp, createTestApp } from '../test/test-app.js';

/** Served from the real build (`npm test` builds the web app before the tests). */
let t: TestApp;
let asset: string;
beforeAll(async () => {
  const assets = readdirSync(path.join(webDistDir, 'assets'), { withFileTypes: true }).filter((f) => f.isFile());
  if (assets.length === 0) throw new Error('The web app is not built: run `npm run build` first.');
  asset = assets.find((f) => f.name.endsWith('.js'))?.name ?? assets[0]!.name;
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('web app files', () => {
  it('serves fingerprinted assets for a year, immutable', async () => {
    const res = await t.app.inject({ url: `/assets/${asset}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/questions/12'])('has %s revalidated every time', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates with the ETag', async () => {
    const first = await t.app.inject({ url: '/index.html' });
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({ url: '/index.html', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
