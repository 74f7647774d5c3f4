import { describe, expect, it } from 'vitest';
import { buildSummaryFragment } from './summary-fragment';
import { activeContent, HOSTILE, ORIGIN, seededConsensus, seededFigures } from './test-fixtures';

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the exported summary (PC-Summary-{id}.php)', () => {
  it('has every part of the consensus, with inline styles only', () => {
    const html = buildSummaryFragment(seededConsensus(), { origin: ORIGIN });
    expect(html).toMatch(/^<article class="pc-summary" style="/);
    expect(html).not.toMatch(/<(script|style|link)\b/);
    for (const text of [
      '<h1 style="[^"]*">SGLT2 inhibitors in HFpEF with CKD</h1>',
      '>High-Level Summary Statement</h2>',
      '<strong>individualised</strong>',
      '>Patient case</h2>',
      'Community patient case #1001, 14 respondents, October 2026',
      '>Clinical analysis</h2>',
      '>Differing consults</h2>',
      '>A conservative view</h3>',
      '>Conclusion</h2>',
      '>Treat, with early monitoring</h3>',
      '<dt style="[^"]*">eGFR</dt><dd style="[^"]*">Estimated glomerular filtration rate.</dd>',
      'Community patient case, #1001, October 2026',
      'Program: Heart Failure Update 2026',
    ]) {
      expect(html).toMatch(new RegExp(text));
    }
  });

  it('shows quotes as quotes with author and specialty, and skips incomplete ones and empty sections', () => {
    const html = buildSummaryFragment(seededConsensus(), { origin: ORIGIN });
    expect(html).toMatch(
      /<blockquote style="[^"]*"><p style="[^"]*">Start low, go slow, and check labs early.<\/p><p style="[^"]*">— Dr. Priya Natarajan, Cardiology<\/p><\/blockquote>/,
    );
    expect(html).not.toContain('Nobody');
    expect(html).not.toContain('An unfinished section');
  });

  it('links the references and the published page with absolute addresses', () => {
    const html = buildSummaryFragment(seededConsensus(), { origin: ORIGIN });
    expect(html).toMatch(
      /<li>Society guideline, 2025 update <a href="https:\/\/guidelines.example.org\/2025"[^>]*>Read the guideline<\/a><\/li>/,
    );
    expect(html).toContain('<a href="https://trials.example.org/nct-1?arm=a&amp;dose=10"');
    expect(html).toContain(`href="${ORIGIN}/consensuses/41/published"`);
  });

  it('leaves hostile text in any field inert', () => {
    const summary = seededConsensus({
      ConsensusTitle: HOSTILE,
      ConsensusOpinionStatement: `<p>Fine</p>${HOSTILE}`,
      Definitions: [{ Term: HOSTILE, Definition: HOSTILE }],
      References: [{ Text: HOSTILE, Url: 'javascript:alert(4)', LinkText: HOSTILE }],
    });
    summary.ClinicalAnalysis.Quotes = [{ Quote: HOSTILE, Author: HOSTILE, Specialty: '', KeyOpinionLeader: false }];
    summary.Author = { ...summary.Author, AvatarImage: { url: 'javascript:alert(5)' } };
    const html = buildSummaryFragment(summary, { origin: ORIGIN });
    expect(activeContent(html)).toEqual([]);
    expect(html).toContain('<h1 style="margin:0 0 8px;font-size:28px;line-height:1.25;color:#2e2450;">&lt;script&gt;');
    expect(html).not.toContain('alert(4)');
  });

  it('carries the figures (issue 24) before the statement: the lines, the positions and specialty tables, the minority view', () => {
    const html = buildSummaryFragment(seededConsensus({ figures: seededFigures() }), { origin: ORIGIN });
    expect(html.indexOf('>How physicians answered</h2>')).toBeGreaterThan(0);
    expect(html.indexOf('>How physicians answered</h2>')).toBeLessThan(
      html.indexOf('>High-Level Summary Statement</h2>'),
    );
    const text = plain(html);
    expect(text).toContain('36 physicians in 4 specialties answered this case');
    expect(text).toContain('Leading position: Start an SGLT2 inhibitor, 84% (95% CI 70–93%) of 38 placed answers');
    expect(text).toContain('Consensus (consensus line: 75%, lower bound ≥ 66%)');
    expect(text).toContain(
      'Position Answers Share 95% CI Weighted share Start an SGLT2 inhibitor 32 84% 70–93% 72% Wait and monitor 4 11% 4–24% 22% Refer to nephrology 2 5% 1–17% 6%',
    );
    expect(text).toContain(
      'Specialty Answers Start an SGLT2 inhibitor Wait and monitor Refer to nephrology Cardiology 20 80% (16) 10% (2) 10% (2)',
    );
    expect(text).toContain('Other specialties 1 100% (1) 0% (0) 0% (0)');
    expect(html).toMatch(/<th scope="row" style="[^"]*">Wait and monitor<\/th>/);
    expect(html).toContain('— Dr. Member 24, Nephrology · Wait and monitor · 12 agree, 3 disagree');
  });

  it('has no figures without them, and keeps hostile position names inert', () => {
    expect(buildSummaryFragment(seededConsensus(), { origin: ORIGIN })).not.toContain('How physicians answered');
    const figures = seededFigures();
    figures.positions[0]!.label = HOSTILE;
    figures.minority!.text = HOSTILE;
    const html = buildSummaryFragment(seededConsensus({ figures }), { origin: ORIGIN });
    expect(activeContent(html)).toEqual([]);
  });
});
