import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginFormAction, pageAlert } from '../../cli/oidc-login.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.js';
import { passwordAttemptsPerMinute } from '../../plugins/rate-limit.js';
import { buildUser } from '../../test/factories.js';
import { issuerClient, openSignInPage } from '../../test/issuer-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashPassword } from './passwords.js';

/**
 * The budgets of sign-in from one address (plugins/rate-limit.ts): a hospital behind one address
 * signs in through the built-in issuer (every hop a browser makes: discovery, authorization, the
 * sign-in form, its POST, the resumed authorization, the token request, then the API with the new
 * token), all from 127.0.0.1; guesses from one address are still held back.
 *
 * The clock stands still while they sign in (only `Date` is faked; timers and I/O run as usual):
 * every rate-limit window and throttle then sees all of them within one minute, however slow the
 * machine.
 */
const passwordHash = await hashPassword(DEMO_PASSWORD);

async function withClockStopped<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

/** Signs each member in, `atOnce` at a time: 'signed in' (the API answered them) or what stopped them. */
async function signInAll(t: TestApp, emails: string[], atOnce: number): Promise<string[]> {
  const outcomes: string[] = [];
  const queue = [...emails];
  async function next(): Promise<void> {
    const email = queue.shift();
    if (!email) return;
    try {
      const tokens = await issuerClient(t).signIn({ email, password: DEMO_PASSWORD });
      const me = await fetch(`${t.baseUrl}/api/v1/current_user`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      outcomes.push(me.status === 200 ? 'signed in' : `API ${me.status}`);
    } catch (err) {
      outcomes.push((err as Error).message);
    }
    return next();
  }
  await Promise.all(Array.from({ length: atOnce }, next));
  return outcomes;
}

async function buildMembers(t: TestApp, count: number, prefix: string): Promise<string[]> {
  const emails = [];
  for (let i = 0; i < count; i++) {
    emails.push((await buildUser(t.database.db, { email: `${prefix}${i}@hospital.test`, passwordHash })).email);
  }
  return emails;
}

describe('a shift change behind one address, at the default RATE_LIMIT_MAX', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { issuer: true, listen: true });
  });
  afterAll(async () => t?.close());

  it('lets 200 members sign in within a minute', { timeout: 180_000 }, async () => {
    const emails = await buildMembers(t, 200, 'shift');
    const outcomes = await withClockStopped(() => signInAll(t, emails, 8));
    expect(outcomes.filter((o) => o !== 'signed in')).toEqual([]);
    expect(outcomes.length).toBe(200);
  });
});

describe('password guesses from one address', () => {
  const MAX = 100;
  const attempts = passwordAttemptsPerMinute(MAX);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: String(MAX) }, { issuer: true, listen: true });
  });
  afterAll(async () => t?.close());

  /** Posts the sign-in form once, as a browser: the page's alert, or 'signed in'. */
  async function tryPassword(email: string, password: string, app = t) {
    const client = issuerClient(app);
    const page = await openSignInPage(app, client);
    const step = await client.follow(new URL(loginFormAction(page.html!)!, page.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    return step.callback?.searchParams.get('code') ? 'signed in' : pageAlert(step.html ?? '');
  }

  it('are held back once the address has failed its budget, while correct passwords never spend it', {
    timeout: 120_000,
  }, async () => {
    await withClockStopped(async () => {
      // More members than the budget of failures sign in first: successes cost nothing.
      const members = await buildMembers(t, attempts * 2, 'early');
      expect(await signInAll(t, members, 4)).toEqual(members.map(() => 'signed in'));
      // Each stranger's guess is checked until the address has failed `attempts` times...
      for (let i = 0; i < attempts; i++) {
        expect(await tryPassword(`stuffed${i}@elsewhere.test`, `guess-${i}`)).toBe('Wrong email or password.');
      }
      // ...then guesses (and, from this address, sign-ins) wait for the minute to pass.
      expect(await tryPassword('stuffed-last@elsewhere.test', 'guess')).toMatch(/^Too many sign-in attempts/);
    });
  });

  it('counts a burst of concurrent guesses before any of them is checked', { timeout: 120_000 }, async () => {
    const fresh = await createTestApp({ RATE_LIMIT_MAX: String(MAX) }, { issuer: true, listen: true });
    try {
      const alerts = await withClockStopped(() =>
        Promise.all(
          Array.from({ length: attempts * 3 }, (_, i) => tryPassword(`burst${i}@elsewhere.test`, 'guess', fresh)),
        ),
      );
      expect(alerts.filter((a) => a === 'Wrong email or password.').length).toBe(attempts);
      expect(alerts.filter((a) => a?.startsWith('Too many sign-in attempts')).length).toBe(attempts * 2);
    } finally {
      await fresh.close();
    }
  });
});
