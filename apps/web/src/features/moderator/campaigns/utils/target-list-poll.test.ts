import { describe, expect, it } from 'vitest';
import { TARGET_LIST_POLL_MS, pollWhileTargetListsBuild } from './target-list-poll';

describe('polling a campaign list', () => {
  it('polls while any target list is still being built, and stops once all are', () => {
    const built = { targetListCreatedAt: '2026-11-24T10:00:00.000Z' };
    const building = { targetListCreatedAt: null };
    expect(pollWhileTargetListsBuild([built, building])).toBe(TARGET_LIST_POLL_MS);
    expect(pollWhileTargetListsBuild([built, built])).toBe(false);
    expect(pollWhileTargetListsBuild([])).toBe(false);
    expect(pollWhileTargetListsBuild(undefined)).toBe(false);
  });
});
