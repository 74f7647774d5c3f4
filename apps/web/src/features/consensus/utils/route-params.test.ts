import { describe, expect, it } from 'vitest';
import { consensusIdParam, consensusStatusParam } from './route-params';

describe('the consensus addresses', () => {
  it('take a positive id the API can hold', () => {
    expect(consensusIdParam('12')).toBe(12);
    expect(consensusIdParam('2147483647')).toBe(2_147_483_647);
    expect(consensusIdParam('2147483648')).toBeNull();
    expect(consensusIdParam('0')).toBeNull();
    expect(consensusIdParam('-1')).toBeNull();
    expect(consensusIdParam('1e3')).toBeNull();
    expect(consensusIdParam('abc')).toBeNull();
    expect(consensusIdParam(undefined)).toBeNull();
  });

  it('take only the three statuses', () => {
    expect(consensusStatusParam('published')).toBe('published');
    expect(consensusStatusParam('in_review')).toBe('in_review');
    expect(consensusStatusParam('draft')).toBe('draft');
    expect(consensusStatusParam('Published')).toBeNull();
    expect(consensusStatusParam('deleted')).toBeNull();
    expect(consensusStatusParam(undefined)).toBeNull();
  });
});
