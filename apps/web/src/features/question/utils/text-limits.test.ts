import { describe, expect, it } from 'vitest';
import { answerCounterLevel, answerCounterText, commentCountdownText } from './text-limits';

describe('answer counter', () => {
  it('is info below 3600, warning below 3800 and critical from 3800', () => {
    expect(answerCounterLevel(0)).toBe('info');
    expect(answerCounterLevel(3599)).toBe('info');
    expect(answerCounterLevel(3600)).toBe('warning');
    expect(answerCounterLevel(3799)).toBe('warning');
    expect(answerCounterLevel(3800)).toBe('critical');
    expect(answerCounterLevel(5000)).toBe('critical');
  });
  it('shows the length against the answer maximum', () => {
    expect(answerCounterText('hello')).toBe('5 / 4000');
  });
});

describe('comment countdown', () => {
  it('counts down from 1000', () => {
    expect(commentCountdownText('')).toBe('1000 characters left.');
    expect(commentCountdownText('abc')).toBe('997 characters left.');
    expect(commentCountdownText('x'.repeat(1200))).toBe('0 characters left.');
  });
});
