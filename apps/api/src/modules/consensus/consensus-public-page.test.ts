import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dbPlugin from '../../plugins/db.js';
import spaPlugin, { withAuthConfig, withSiteConfig } from '../../plugins/spa.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { caller, publishedConsensus, submitConsensus } from './consensus.fixtures.js';
import { shorten } from './consensus.public-page.js';

/**
 * The public consensus page for crawlers (spa.ts's hook). The web app's build is not part of the API
 * tests, so the real SPA plugin serves an index.html shaped like Vite's from a folder of its own,
 * over the test app's database.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Peer Consults: a clinical knowledge network for verified US physicians." />
    <title>Peer Consults</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let web: FastifyInstance;
let author: Awaited<ReturnType<typeof buildUser>>;
let reviewer: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://consults.example.org' });
  author = await buildUser(t.database.db, { role: 'moderator' });
  reviewer = await buildUser(t.database.db, { role: 'administrator' });
  const root = mkdtempSync(path.join(os.tmpdir(), 'pc-web-'));
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  web = Fastify({ logger: false });
  web.decorate('config', t.config);
  await web.register(dbPlugin, { database: t.database, closeOnShutdown: false });
  await web.register(spaPlugin, { root });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g'))].map((m) => m[1]);

describe('public consensus page', () => {
  it('gives a published consensus its title, description, canonical link, Open Graph tags and content', async () => {
    const id = await publishedConsensus(t, author, reviewer, {
      ConsensusTitle: 'SGLT2 & CKD: "start" </title><script>alert(1)</script>',
      ConsensusOpinionStatement: `Most responders would **start** the drug & <script>alert(1)</script> ${'monitor-renal-function-closely '.repeat(8)}`,
      SummaryTile: { Title: 'Tile title', Image: { url: '/api/v1/uploads/abc.png' } },
      Sections: [
        { id: 1, Title: 'Shown', Text: 'Section *text*.', Quotes: [{ Quote: 'Quoted <b>', Author: 'Dr. A' }] },
      ],
    });
    const res = await web.inject({ url: `/consensuses/${id}/published` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const url = `https://consults.example.org/consensuses/${id}/published`;

    expect(html).toContain(
      '<title>SGLT2 &amp; CKD: &quot;start&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Peer Consults</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    const [description] = meta(html, 'description');
    expect(meta(html, 'description')).toHaveLength(1);
    expect(description!.startsWith('Most responders would start the drug &amp; monitor-renal-function')).toBe(true);
    expect(description!.length).toBeLessThanOrEqual(200);
    expect(description!.endsWith('…')).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(html, 'og:type')).toEqual(['article']);
    expect(meta(html, 'og:url')).toEqual([url]);
    expect(meta(html, 'og:title')).toEqual([
      'SGLT2 &amp; CKD: &quot;start&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    ]);
    expect(meta(html, 'og:description')).toEqual([description]);
    expect(meta(html, 'og:image')).toEqual(['https://consults.example.org/api/v1/uploads/abc.png']);

    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('<h1>SGLT2 &amp; CKD: &quot;start&quot; &lt;/title&gt;');
    expect(root).toContain('<p>Most responders would <strong>start</strong> the drug &amp;');
    expect(root).toContain('<h3>Shown</h3><p>Section <em>text</em>.</p>');
    expect(root).toContain('<blockquote><p>Quoted &lt;b&gt;</p><p>— Dr. A</p></blockquote>');
    expect(root).toContain('<dt>eGFR</dt><dd>Estimated glomerular filtration rate.</dd>');
    expect(root).toContain(
      'Guideline 2025 <a href="https://guidelines.example.org/2025" rel="noopener noreferrer nofollow">Read</a>',
    );
    // The only script that runs is the app's own (the site and sign-in configurations are JSON data blocks).
    expect(html.match(/<script(?! id="pc-[a-z-]+-config" type="application\/json")/g)).toHaveLength(1);
  });

  it('serves the plain app page for a consensus that is not published, unknown, or asked under another status', async () => {
    const inReview = await submitConsensus(t, author);
    const published = await publishedConsensus(t, author, reviewer);
    for (const url of [
      `/consensuses/${inReview}/published`,
      `/consensuses/${published}/in_review`,
      '/consensuses/2147483000/published',
      '/consensuses/99999999999/published',
      `/consensuses/${published}`,
    ]) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(withAuthConfig(withSiteConfig(INDEX_HTML, t.config.site), t.config.oidc));
    }
  });

  it('leads the description with the verdict of the figures snapshot (issue 24)', async () => {
    const db = t.database.db;
    const topic = await buildTopic(db, { authorUserId: author.id });
    const answers: Awaited<ReturnType<typeof buildAnswer>>[] = [];
    for (const [i, specialty] of ['Cardiology', 'Cardiology', 'Cardiology', 'Neurology'].entries()) {
      const doctor = await buildMember(db, { specialty });
      answers.push(await buildAnswer(db, { topicId: topic.id, userId: doctor.id, text: `Answer ${i}` }));
    }
    const positions = await caller(t)('PUT', `/internal/topics/${topic.id}/positions`, author, {
      positions: ['would start a beta-blocker', 'would wait'],
      assignments: answers.map((a, i) => ({ answerId: a.id, position: i < 3 ? 0 : 1 })),
    });
    expect(positions.statusCode).toBe(200);
    const id = await publishedConsensus(t, author, reviewer, {
      PatientCases: [
        { CaseText: 'A case.', CaseNumber: topic.id, View: 'Full', PublishDate: '2026-10-01', ResponseCount: 4 },
      ],
    });
    const html = (await web.inject({ url: `/consensuses/${id}/published` })).body;
    // 3 of 4: 75%, Wilson 95% interval 30.1–95.4%; under the line's 66% lower bound, so leaning.
    const headline = '75% (95% CI 30–95%) would start a beta-blocker; leaning; 4 physicians, 2 specialties';
    const [description] = meta(html, 'og:description');
    expect(description).toBe(`${headline}. Most responders would start the drug.`);
    expect(meta(html, 'description')).toEqual([description]);
  });

  it('leaves out og:image when the tile has no image', async () => {
    const id = await publishedConsensus(t, author, reviewer);
    const html = (await web.inject({ url: `/consensuses/${id}/published` })).body;
    expect(meta(html, 'og:image')).toEqual([]);
    expect(meta(html, 'twitter:card')).toEqual(['summary']);
  });
});

describe('shorten', () => {
  it('cuts at a word boundary with an ellipsis, and keeps short text as it is', () => {
    expect(shorten('short text', 160)).toBe('short text');
    expect(shorten('one two three four', 12)).toBe('one two…');
  });
});
