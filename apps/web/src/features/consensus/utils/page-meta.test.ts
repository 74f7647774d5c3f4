import { describe, expect, it } from 'vitest';
import { consensusPageTitle, describeConsensus } from './page-meta';

describe('the consensus page’s description', () => {
  it('is the summary statement as plain text', () => {
    expect(describeConsensus('<p>Most <strong>favoured</strong> treatment &amp; monitoring.</p>')).toBe(
      'Most favoured treatment & monitoring.',
    );
  });

  it('is cut at a word with an ellipsis when long', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const d = describeConsensus(long, 40);
    expect(d.length).toBeLessThanOrEqual(40);
    expect(d.endsWith('word…')).toBe(true);
  });

  it('is empty without a statement', () => {
    expect(describeConsensus(undefined)).toBe('');
  });

  it('names the consensus in the tab title', () => {
    expect(consensusPageTitle('Dupilumab non-response')).toBe(
      'Dupilumab non-response · Case Consensus · Peer Consults',
    );
  });
});
