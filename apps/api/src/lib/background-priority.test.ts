import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { niceIncrement } from './background-priority.js';

describe('the background threads’ CPU priority (BACKGROUND_PRIORITY)', () => {
  it('runs them below the event loop by default, and at its priority with `same`', () => {
    expect(niceIncrement(10, {})).toBe(10);
    expect(niceIncrement(15, { BACKGROUND_PRIORITY: 'lower' })).toBe(15);
    expect(niceIncrement(10, { BACKGROUND_PRIORITY: 'same' })).toBe(0);
  });

  it('refuses a value it does not know at start', () => {
    expect(() => loadConfig({ BACKGROUND_PRIORITY: 'same' })).not.toThrow();
    expect(() => loadConfig({ BACKGROUND_PRIORITY: 'highest' })).toThrow(/BACKGROUND_PRIORITY/);
  });
});
