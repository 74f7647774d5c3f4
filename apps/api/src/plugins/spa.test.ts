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
