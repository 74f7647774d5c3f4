import { TIMING } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { duplicateFilter, errorToastWords, retryAddress, retryDelayMs, toastAutoClose, toastKey } from './toast-rules';

describe('toast rules (spec §4, §9)', () => {
  it('uses the spec timings: 6000 ms lifetime, removal 300 ms after dismissal, 300 ms duplicate window', () => {
    expect(TIMING.toastLifetimeMs).toBe(6000);
    expect(TIMING.toastRemovalMs).toBe(300);
    expect(TIMING.toastDuplicateWindowMs).toBe(300);
  });

  it('ignores the same toast raised again within 300 ms, and shows it from 300 ms on', () => {
    const mayShow = duplicateFilter(TIMING.toastDuplicateWindowMs);
    const key = toastKey('There was an unexpected error.', 'If the error persists, please contact member services.');
    expect(mayShow(key, 1000)).toBe(true);
    expect(mayShow(key, 1000)).toBe(false);
    expect(mayShow(key, 1299)).toBe(false);
    expect(mayShow(key, 1300)).toBe(true);
  });

  it('does not let an ignored repeat extend the window', () => {
    const mayShow = duplicateFilter(300);
    expect(mayShow('a', 0)).toBe(true);
    expect(mayShow('a', 200)).toBe(false);
    expect(mayShow('a', 400)).toBe(true);
  });

  it('treats different titles or texts as different toasts', () => {
    const mayShow = duplicateFilter(300);
    expect(mayShow(toastKey('Saved', ''), 0)).toBe(true);
    expect(mayShow(toastKey('Deleted', ''), 0)).toBe(true);
    expect(mayShow(toastKey('Saved', 'again'), 0)).toBe(true);
    // The key keeps title and text apart: 'a|b' + '' is not 'a' + 'b'.
    expect(toastKey('a', 'b')).not.toBe(toastKey('ab', ''));
  });

  it('keeps persistent toasts until dismissed, others for the lifetime', () => {
    expect(toastAutoClose(true, 6000)).toBe(false);
    expect(toastAutoClose(false, 6000)).toBe(6000);
    expect(toastAutoClose(undefined, 6000)).toBe(6000);
  });

  it('fetches a failed chunk again under a new address', () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:3000/assets/notification-area-BYgB9Gjd.js',
    );
    expect(retryAddress(chromium, 1)).toBe('http://localhost:3000/assets/notification-area-BYgB9Gjd.js?retry=1');
    const firefox = new TypeError(
      'error loading dynamically imported module: https://example.org/assets/notification-area-X.js?retry=1',
    );
    expect(retryAddress(firefox, 2)).toBe('https://example.org/assets/notification-area-X.js?retry=2');
    expect(retryAddress(new TypeError('Importing a module script failed.'), 1)).toBeNull();
    expect(retryAddress('not an error', 1)).toBeNull();
  });

  it('waits longer after each failure, at most 30 s', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(20)).toBe(30_000);
  });
});

describe('error toast words (spec §8)', () => {
  it('is the generic toast without arguments', () => {
    expect(errorToastWords()).toEqual({
      title: 'There was an unexpected error.',
      text: 'If the error persists, please contact member services.',
    });
  });
  it('gives a toast with its own title and no text the default body', () => {
    expect(errorToastWords('There was an issue exporting these users.')).toEqual({
      title: 'There was an issue exporting these users.',
      text: 'If the issue persists, please contact technical support.',
    });
  });
  it('keeps a text of its own', () => {
    expect(errorToastWords('Saving failed', 'The server said no.').text).toBe('The server said no.');
  });
});
