import { describe, expect, it } from 'vitest';
import { serverCopyWins } from './wizard-storage';

describe('serverCopyWins', () => {
  it('restores the server copy when it is newer than the local one, or the local one has no time', () => {
    expect(serverCopyWins('2026-11-28T10:00:05.000Z', '2026-11-28T10:00:00.000Z')).toBe(true);
    expect(serverCopyWins('2026-11-28T10:00:00.000Z', null)).toBe(true);
    expect(serverCopyWins('2026-11-28T10:00:00.000Z', undefined)).toBe(true);
  });

  it('keeps the local copy when it changed since the server saved', () => {
    expect(serverCopyWins('2026-11-28T10:00:00.000Z', '2026-11-28T10:00:05.000Z')).toBe(false);
    expect(serverCopyWins('2026-11-28T10:00:00.000Z', '2026-11-28T10:00:00.000Z')).toBe(false);
  });
});
