import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mammoth from 'mammoth';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConsensusDocx, type ImageLoader } from './consensus-docx';
import { HOSTILE, ORIGIN, seededConsensus, seededFigures } from './test-fixtures';

/** A 1x1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Word's Quote style becomes a blockquote; mammoth's defaults already map the headings. */
const STYLE_MAP = [
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Quote Author'] => blockquote > p.author:fresh",
];

async function toHtml(blob: Blob) {
  const buffer = Buffer.from(await blob.arrayBuffer());
  const result = await mammoth.convertToHtml({ buffer }, { styleMap: STYLE_MAP });
  return { buffer, html: result.value, messages: result.messages };
}

const LIBREOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p));
const scratch = mkdtempSync(path.join(tmpdir(), 'pc-docx-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the DOCX export', () => {
  it('is a Word document with the title, a heading per part, the statement and the patient case with its source line', async () => {
    const { buffer, html, messages } = await toHtml(await buildConsensusDocx(seededConsensus(), { origin: ORIGIN }));
    // A .docx is a ZIP archive.
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(html).toContain('<h1>SGLT2 inhibitors in HFpEF with CKD</h1>');
    for (const heading of [
      'High-Level Summary Statement',
      'Patient case',
      'Clinical analysis',
      'Differing consults',
      'Conclusion',
      'Definitions',
      'References',
    ]) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('<h3>A conservative view</h3>');
    expect(html).toContain('<h3>Treat, with early monitoring</h3>');
    expect(html).toContain('<p>Most responding physicians favoured an <strong>individualised</strong> approach.</p>');
    expect(html).toContain(
      '<h2>Patient case</h2><p>Community patient case #1001, 14 respondents, October 2026</p><p>A 74-year-old woman with HFpEF and eGFR 34.</p>',
    );
    expect(html).not.toContain('An unfinished section');
  });

  it('styles quotes as quotes with author and specialty, and lists the definitions', async () => {
    const { html } = await toHtml(await buildConsensusDocx(seededConsensus(), { origin: ORIGIN }));
    expect(html).toContain(
      '<blockquote><p>Start low, go slow, and check labs early.</p><p class="author">— Dr. Priya Natarajan, Cardiology</p></blockquote>',
    );
    expect(html).toContain('<p>Shared decision-making made the difference.</p>');
    expect(html).toContain('<p><strong>eGFR</strong>: Estimated glomerular filtration rate.</p>');
  });

  it('carries the figures (issue 24) as tables before the statement, and none without them', async () => {
    const { html, messages } = await toHtml(
      await buildConsensusDocx(seededConsensus({ figures: seededFigures() }), { origin: ORIGIN }),
    );
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(html).toContain(
      '<h2>How physicians answered</h2><p>36 physicians in 4 specialties answered this case</p><p>Leading position: Start an SGLT2 inhibitor, 84% (95% CI 70–93%) of 38 placed answers</p><p>Consensus (consensus line: 75%, lower bound ≥ 66%)</p>',
    );
    const cells = (row: string[], tag = 'td') => row.map((c) => `<${tag}><p>${c}</p></${tag}>`).join('');
    const header = ['Position', 'Answers', 'Share', '95% CI', 'Weighted share'].map((c) => `<strong>${c}</strong>`);
    // The header row repeats on each page; it reads as the table's header.
    expect(html).toContain(`<thead><tr>${cells(header, 'th')}</tr></thead>`);
    expect(html).toContain(
      `<tr>${cells(['<strong>Start an SGLT2 inhibitor</strong>', '32', '84%', '70–93%', '72%'])}</tr>`,
    );
    expect(html).toContain(`<tr>${cells(['<strong>Nephrology</strong>', '12', '83% (10)', '17% (2)', '0% (0)'])}</tr>`);
    expect(html).toContain(
      '<h3>Minority view</h3><blockquote><p>I would wait: her eGFR is falling and she is already on four drugs.</p><p class="author">— Dr. Member 24, Nephrology · Wait and monitor · 12 agree, 3 disagree</p></blockquote>',
    );
    expect(html.indexOf('How physicians answered')).toBeLessThan(html.indexOf('High-Level Summary Statement'));

    const without = await toHtml(await buildConsensusDocx(seededConsensus(), { origin: ORIGIN }));
    expect(without.html).not.toContain('How physicians answered');
    expect(without.html).not.toContain('<table>');
  });

  it('makes the references working hyperlinks', async () => {
    const { html } = await toHtml(await buildConsensusDocx(seededConsensus(), { origin: ORIGIN }));
    expect(html).toContain(
      '1. Society guideline, 2025 update <a href="https://guidelines.example.org/2025">Read the guideline</a>',
    );
    expect(html).toContain('2. <a href="https://trials.example.org/nct-1?arm=a&amp;dose=10">Trial registry</a>');
    expect(html).toContain(`<a href="${ORIGIN}/consensuses/41/published">Read this consensus on Peer Consults</a>`);
  });

  it('embeds the tile image, and leaves out an avatar that fails to load instead of failing', async () => {
    const summary = seededConsensus();
    summary.SummaryTile = { ...summary.SummaryTile, Image: { url: '/api/v1/uploads/tile.png' } };
    summary.Author = { ...summary.Author, AvatarImage: { url: 'https://cdn.example.org/gone.png' } };
    const asked: string[] = [];
    const loadImage: ImageLoader = async (url) => {
      asked.push(url);
      if (url.includes('gone')) throw new Error('404');
      return PNG;
    };
    const { html } = await toHtml(await buildConsensusDocx(summary, { origin: ORIGIN, loadImage }));
    expect(asked.sort()).toEqual(['https://cdn.example.org/gone.png', `${ORIGIN}/api/v1/uploads/tile.png`]);
    expect(html.match(/<img [^>]*src="data:image\/png;base64,/g)).toHaveLength(1);
    expect(html).toContain('Morgan Moderator, MD');
  });

  it('keeps hostile text as text and drops script from rich text', async () => {
    const summary = seededConsensus({ ConsensusTitle: HOSTILE, ConsensusOpinionStatement: `<p>Kept</p>${HOSTILE}` });
    const { html } = await toHtml(await buildConsensusDocx(summary, { origin: ORIGIN }));
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;');
    // In the rich text, the script and its words are gone and the script link is left as its text.
    expect(html).toContain('<h2>High-Level Summary Statement</h2><p>Kept</p><p>x</p><h2>Patient case</h2>');
    expect(html).not.toMatch(/<a href="javascript:/);
  });

  it.skipIf(!LIBREOFFICE)(
    'opens in LibreOffice: converted to PDF',
    async () => {
      const file = path.join(scratch, 'PC-Summary-41.docx');
      // With the figures' tables (issue 24): Word's table markup as docx writes it must open too.
      const summary = seededConsensus({ figures: seededFigures() });
      writeFileSync(file, (await toHtml(await buildConsensusDocx(summary, { origin: ORIGIN }))).buffer);
      execFileSync(LIBREOFFICE!, ['--headless', '--convert-to', 'pdf', '--outdir', scratch, file], {
        timeout: 120_000,
        env: { ...process.env, HOME: scratch },
      });
      const pdf = path.join(scratch, 'PC-Summary-41.pdf');
      expect(statSync(pdf).size).toBeGreaterThan(1000);
      expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    },
    150_000,
  );
});
