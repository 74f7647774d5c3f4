import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistDir } from '../app.js';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { matchesRoute } from './spa.js';

/** Served from the real build (`npm test` builds the web app before the tests). */
let t: TestApp;
let asset: string;
/** The largest script of the build: surely one with compressed copies. */
let bigAsset: string;
beforeAll(async () => {
  const assets = readdirSync(path.join(webDistDir, 'assets'), { withFileTypes: true }).filter((f) => f.isFile());
  if (assets.length === 0) throw new Error('The web app is not built: run `npm run build` first.');
  asset = assets.find((f) => f.name.endsWith('.js'))?.name ?? assets[0]!.name;
  const size = (name: string) => statSync(path.join(webDistDir, 'assets', name)).size;
  bigAsset = assets
    .map((f) => f.name)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => size(b) - size(a))[0]!;
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

  it("hands the web app the site's addresses from the configuration, unable to close its element", async () => {
    const custom = await createTestApp({
      SUPPORT_EMAIL: 'help</script>@example.org',
      LINK_SUBMIT_PATIENT_CASE: 'https://cases.example.org/new',
    });
    try {
      for (const url of ['/', '/index.html', '/questions/12']) {
        const html = (await custom.app.inject({ url })).body;
        const block = html.match(/<script id="pc-site-config" type="application\/json">(.*?)<\/script>/)?.[1];
        expect(block, url).toBeTruthy();
        const site = JSON.parse(block!);
        expect(site.memberServicesEmail).toBe('help</script>@example.org');
        expect(site.links.submitPatientCase).toBe('https://cases.example.org/new');
        expect(site.links.about).toBe('/about');
      }
    } finally {
      await custom.close();
    }
  });

  it("hands the web app GET /auth/config's answer in every page, the same as the route's", async () => {
    const route = (await t.app.inject({ url: '/api/v1/auth/config' })).json();
    for (const url of ['/', '/questions/12', '/login']) {
      const html = (await t.app.inject({ url })).body;
      const block = html.match(/<script id="pc-auth-config" type="application\/json">(.*?)<\/script>/)?.[1];
      expect(block, url).toBeTruthy();
      expect(JSON.parse(block!), url).toEqual(route);
    }
  });

  it('refuses a link that is neither a path of the site nor an http(s) address', async () => {
    await expect(createTestApp({ LINK_ABOUT: 'javascript:alert(1)' })).rejects.toThrow(/LINK_ABOUT/);
  });

  it('revalidates with the ETag', async () => {
    const first = await t.app.inject({ url: '/index.html' });
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({ url: '/index.html', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('precompressed files', () => {
  const get = (url: string, encoding?: string) =>
    t.app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it("sends the build's brotli or gzip copy as it is, once encoded, with Vary and the long cache", async () => {
    const plain = await get(`/assets/${bigAsset}`, 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const original = plain.rawPayload;
    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get(`/assets/${bigAsset}`, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      // Decoded once it is the file itself: the server did not compress the copy again.
      expect(Buffer.compare(decode(res.rawPayload), original), accept).toBe(0);
      // The build's own copy, byte for byte (brotli at its best quality, not the server's quality 4).
      const copy = readFileSync(path.join(webDistDir, 'assets', `${bigAsset}${encoding === 'br' ? '.br' : '.gz'}`));
      expect(Buffer.compare(res.rawPayload, copy), accept).toBe(0);
    }
  });

  it('does not serve the route table', async () => {
    expect((await get('/route-preloads.json')).headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('route preloads', () => {
  const links = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);

  it("names the question page's chunks in its page, and the feed's in the feed, the sign-in library in every page", async () => {
    const question = links((await t.app.inject({ url: '/questions/12' })).body);
    const feed = links((await t.app.inject({ url: '/questions' })).body);
    const moderator = links((await t.app.inject({ url: '/moderator/questions/12' })).body);
    const login = links((await t.app.inject({ url: '/login' })).body);
    expect(question.some((href) => /\/QuestionPage-[^/]+\.js$/.test(href))).toBe(true);
    expect(feed.some((href) => /\/MySpecialtyPage-[^/]+\.js$/.test(href))).toBe(true);
    expect(feed.some((href) => /QuestionPage/.test(href))).toBe(false);
    for (const page of [moderator, login])
      expect(page.some((href) => /QuestionPage|MySpecialtyPage/.test(href))).toBe(false);
    for (const page of [question, feed, moderator, login])
      expect(page.some((href) => /\/auth-client-/.test(href))).toBe(true);
    // Each one named is there to fetch.
    for (const href of new Set([...question, ...feed]))
      expect((await t.app.inject({ url: href })).statusCode, href).toBe(200);
  });

  it('gives each page its own ETag', async () => {
    const question = await t.app.inject({ url: '/questions/12' });
    const other = await t.app.inject({ url: '/questions/13' });
    const home = await t.app.inject({ url: '/' });
    expect(question.headers.etag).toBe(other.headers.etag);
    expect(question.headers.etag).not.toBe(home.headers.etag);
    const again = await t.app.inject({
      url: '/questions/12',
      headers: { 'if-none-match': String(question.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/questions/:id', '/questions/31', true],
    ['/questions/:id', '/questions', false],
    ['/questions/:id', '/questions/', false],
    ['/questions/:id', '/questions/31/details', false],
    ['/questions/:id', '/moderator/questions/31', false],
    ['/questions', '/questions', true],
    ['/questions', '/questions_other', false],
  ])('matches %s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoute(pattern, pathname)).toBe(expected);
  });
});
