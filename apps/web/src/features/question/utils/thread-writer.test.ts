import { describe, expect, it } from 'vitest';
import { writesInThreads } from './thread-writer';

describe('writesInThreads', () => {
  it('is true for HCP and test HCP members only', () => {
    expect(writesInThreads('HCP')).toBe(true);
    expect(writesInThreads('test HCP')).toBe(true);
    for (const role of [
      'sales demo',
      'Moderator',
      'Administrator',
      'IQ Moderator',
      'Initial',
      'Sales Representative',
    ]) {
      expect(writesInThreads(role)).toBe(false);
    }
  });
});
