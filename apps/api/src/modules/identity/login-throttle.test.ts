import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.js';

describe('login throttle', () => {
  it('lets 5 failures through, then doubles the wait for that e-mail and address', () => {
    const throttle = createLoginThrottle();
    const t0 = 1_000_000;
    for (let i = 0; i < 4; i++) throttle.recordFailure('a@example.test', '10.0.0.1', t0);
    expect(throttle.retryAfterMs('a@example.test', '10.0.0.1', t0)).toBe(0);
    throttle.recordFailure('A@example.test', '10.0.0.1', t0);
    expect(throttle.retryAfterMs('a@example.test', '10.0.0.1', t0)).toBe(1000);
    throttle.recordFailure('a@example.test', '10.0.0.1', t0 + 1000);
    expect(throttle.retryAfterMs('a@example.test', '10.0.0.1', t0 + 1000)).toBe(2000);
    // Another address and another e-mail are not slowed down by these.
    expect(throttle.retryAfterMs('a@example.test', '10.0.0.2', t0)).toBe(0);
    expect(throttle.retryAfterMs('b@example.test', '10.0.0.1', t0)).toBe(0);
    throttle.recordSuccess('a@example.test', '10.0.0.1');
    expect(throttle.retryAfterMs('a@example.test', '10.0.0.1', t0 + 1000)).toBe(0);
  });

  it('slows down guessing one e-mail from many addresses', () => {
    const throttle = createLoginThrottle();
    const t0 = 1_000_000;
    for (let i = 0; i < 20; i++) throttle.recordFailure('c@example.test', `10.0.1.${i}`, t0);
    expect(throttle.retryAfterMs('c@example.test', '10.0.2.1', t0)).toBe(1000);
  });

  it('caps the wait and forgets after an hour without failures', () => {
    const throttle = createLoginThrottle();
    const t0 = 1_000_000;
    for (let i = 0; i < 40; i++) throttle.recordFailure('d@example.test', '10.0.0.9', t0);
    expect(throttle.retryAfterMs('d@example.test', '10.0.0.9', t0)).toBe(15 * 60_000);
    expect(throttle.retryAfterMs('d@example.test', '10.0.0.9', t0 + 61 * 60_000)).toBe(0);
  });
});
