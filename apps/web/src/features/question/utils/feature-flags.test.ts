import { describe, expect, it } from 'vitest';
import { parseFlag, readFeatureFlags } from './feature-flags';

describe('feature flags', () => {
  it('are on unless switched off', () => {
    expect(readFeatureFlags({})).toEqual({ programs: true, answersInterstitial: true, programLink: true });
  });
  it('read false, 0, off and no as off', () => {
    for (const value of ['false', '0', 'OFF', ' no ']) expect(parseFlag(value, true)).toBe(false);
    expect(readFeatureFlags({ VITE_FEATURE_PROGRAMS: 'false' }).programs).toBe(false);
  });
  it('read other values as on', () => {
    expect(parseFlag('true', false)).toBe(true);
    expect(parseFlag('', false)).toBe(false);
  });
});
