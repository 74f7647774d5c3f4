import { describe, expect, it } from 'vitest';
import { relativeTimeText, topicTiming } from './topic-timing';

const now = new Date('2026-03-10T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('relativeTimeText', () => {
  it('says "a few moments ago" under one minute in the past', () => {
    expect(relativeTimeText(at(-59_000), now)).toBe('a few moments ago');
    expect(relativeTimeText(at(0), now)).toBe('a few moments ago');
  });
  it('says "in a few moments" under one minute ahead', () => {
    expect(relativeTimeText(at(30_000), now)).toBe('in a few moments');
  });
  it('uses dayjs wording from one minute on', () => {
    expect(relativeTimeText(at(-2 * MIN), now)).toBe('2 minutes ago');
    expect(relativeTimeText(at(3 * DAY), now)).toBe('in 3 days');
  });
});

describe('topicTiming', () => {
  it('labels a scheduled question with when it begins', () => {
    expect(topicTiming({ status: 0, publishDate: at(2 * DAY), expirationDate: at(9 * DAY) }, now)).toEqual({
      status: 0,
      label: 'Scheduled',
      timeText: 'Begins in 2 days',
    });
  });
  it('labels an active question with when it expires', () => {
    expect(topicTiming({ status: 1, publishDate: at(-DAY), expirationDate: at(5 * DAY) }, now)).toMatchObject({
      label: 'Active',
      timeText: 'Expires in 5 days',
    });
  });
  it('labels an expired question with when it expired', () => {
    expect(topicTiming({ status: 2, publishDate: at(-9 * DAY), expirationDate: at(-20_000) }, now)).toMatchObject({
      label: 'Expired',
      timeText: 'Expired a few moments ago',
    });
  });
});
