import { describe, expect, it } from 'vitest';
import { owesImpression } from './impression';

describe('impressions (spec §7)', () => {
  it('are recorded for a known reader of a loaded consensus', () => {
    expect(owesImpression(12, 7, null)).toBe(true);
  });

  it('are not recorded for anonymous readers', () => {
    expect(owesImpression(12, null, null)).toBe(false);
    expect(owesImpression(12, undefined, null)).toBe(false);
  });

  it('are not recorded before the consensus has loaded', () => {
    expect(owesImpression(undefined, 7, null)).toBe(false);
  });

  it('are recorded once per view: not again for the same consensus, again for another', () => {
    expect(owesImpression(12, 7, 12)).toBe(false);
    expect(owesImpression(13, 7, 12)).toBe(true);
  });
});
