import { formatShare } from '@pc/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../test/render-static';
import { seededFigures } from '../../moderator/content-exports/test-fixtures';
import { ConsensusFigures } from './ConsensusFigures';

const figures = seededFigures();
// ConsensusView renders it above the High-Level Summary Statement, at the level of the document's parts.
const render = (f: typeof figures | null) => renderStatic(createElement(ConsensusFigures, { figures: f, order: 2 }));

describe('the figures above a consensus (issue 24)', () => {
  it('says who answered, the leading position with its interval, and the verdict against the line', () => {
    const text = textOf(render(figures));
    expect(text).toContain('How physicians answered');
    expect(text).toContain('36 physicians in 4 specialties answered this case');
    expect(formatShare(figures.positions[0]!.share, figures.positions[0]!.interval)).toBe('84% (95% CI 70–93%)');
    expect(text).toContain('Leading position: Start an SGLT2 inhibitor, 84% (95% CI 70–93%) of 38 placed answers');
    expect(text).toContain('Consensus consensus line: 75%, lower bound ≥ 66%');
  });

  it("gives the chart a table for screen readers and print, with each position's answers, share, interval and weighted share", () => {
    const html = render(figures);
    const table = html.match(/<div class="pc-figures-sr-table"><table>.*?<\/table>/s)?.[0] ?? '';
    expect(textOf(table)).toContain(
      'Position Answers Share 95% CI Weighted share ' +
        'Start an SGLT2 inhibitor 32 84% 70–93% 72% ' +
        'Wait and monitor 4 11% 4–24% 22% ' +
        'Refer to nephrology 2 5% 1–17% 6%',
    );
    expect(table).toContain('<th scope="row">Wait and monitor</th>');
  });

  it('splits by specialty in a labelled, keyboard-reachable table, the small ones as other', () => {
    const html = render(figures);
    expect(html).toMatch(/<section[^>]*aria-label="Answers by specialty"[^>]*tabindex="0"/);
    const text = textOf(html);
    expect(text).toContain('Cardiology 20 80% (16) 10% (2) 10% (2)');
    expect(text).toContain('Nephrology 12 83% (10) 17% (2) 0% (0)');
    expect(text).toContain('Other specialties 1 100% (1) 0% (0) 0% (0)');
    expect(text).not.toContain('Endocrinology 1');
  });

  it('quotes the minority view with its author, specialty, position and votes', () => {
    const text = textOf(render(figures));
    expect(text).toContain('Minority view');
    expect(text).toContain('I would wait: her eGFR is falling and she is already on four drugs.');
    expect(text).toContain('— Dr. Member 24, Nephrology · Wait and monitor · 12 agree, 3 disagree');
  });

  it('shows nothing of the kind without figures', () => {
    const html = render(null);
    expect(textOf(html.replace(/<style[^>]*>.*?<\/style>/gs, ''))).toBe('');
    expect(html).not.toContain('pc-figures');
  });

  it('says so when no position leads', () => {
    const text = textOf(render({ ...figures, leading: null, verdict: 'no_consensus', minority: null }));
    expect(text).toContain('No single position leads.');
    expect(text).toContain('No consensus');
    expect(text).not.toContain('Minority view');
  });
});
