import { describe, expect, it, vi } from 'vitest';
import { createSessionExpiry } from './session-expiry';

describe('session expiry (spec §4, §9)', () => {
  it('notifies once and signs out once after the delay, however many calls fail', () => {
    vi.useFakeTimers();
    const notify = vi.fn();
    const signOut = vi.fn();
    const expiry = createSessionExpiry({ notify, signOut, delayMs: 5000 });
    expect(expiry.trigger()).toBe(true);
    for (let i = 0; i < 9; i++) expect(expiry.trigger()).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(expiry.trigger()).toBe(false);
    vi.useRealTimers();
  });

  it('starts afresh after a reset (a new sign-in) and a reset cancels a pending sign-out', () => {
    vi.useFakeTimers();
    const signOut = vi.fn();
    const expiry = createSessionExpiry({ notify: () => {}, signOut, delayMs: 5000 });
    expiry.trigger();
    expiry.reset();
    vi.advanceTimersByTime(10_000);
    expect(signOut).not.toHaveBeenCalled();
    expect(expiry.trigger()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(signOut).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
