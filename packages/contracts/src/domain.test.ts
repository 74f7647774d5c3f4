import { describe, expect, it } from 'vitest';
import { TOPIC_STATUS, rewardPeriod, topicStatus, wilsonLowerBound, wordCount } from './domain.js';

describe('question status from dates', () => {
  const publish = new Date('2026-01-10T00:00:00Z');
  const expire = new Date('2026-01-17T00:00:00Z');
  it('is scheduled before publish, active between, expired after', () => {
    expect(topicStatus(publish, expire, new Date('2026-01-09T23:59:59Z'))).toBe(TOPIC_STATUS.scheduled);
    expect(topicStatus(publish, expire, new Date('2026-01-12T00:00:00Z'))).toBe(TOPIC_STATUS.active);
    expect(topicStatus(publish, expire, new Date('2026-01-17T00:00:01Z'))).toBe(TOPIC_STATUS.expired);
  });
});

describe('Wilson lower bound (z = 1.96)', () => {
  it('is 0 without votes and matches known values', () => {
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(1, 0)).toBeCloseTo(0.2065, 4);
    expect(wilsonLowerBound(10, 0)).toBeCloseTo(0.7225, 4);
    expect(wilsonLowerBound(5, 5)).toBeCloseTo(0.2366, 4);
  });
  it('ranks many agrees above a single agree', () => {
    expect(wilsonLowerBound(20, 2)).toBeGreaterThan(wilsonLowerBound(1, 0));
  });
});

describe('reward period', () => {
  it('runs Sunday 00:00 UTC to Saturday 23:59:59.999 UTC', () => {
    const { start, end } = rewardPeriod(new Date('2026-11-25T15:00:00Z')); // a Wednesday
    expect(start.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-28T23:59:59.999Z');
    expect(rewardPeriod(new Date('2026-11-22T00:00:00Z')).start.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
});

describe('word count', () => {
  it('counts words separated by any whitespace', () => {
    expect(wordCount('  one two\nthree  ')).toBe(3);
    expect(wordCount('   ')).toBe(0);
  });
});
