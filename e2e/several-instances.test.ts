import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeFlowClient } from '../apps/api/src/cli/oidc-login';
import { CAMPAIGN_RESUME_JOB } from '../apps/api/src/modules/campaigns/campaign-send.job';
import { redisReachable, TEST_REDIS_URL } from '../apps/api/src/test/redis';
import { type SmtpReceiver, startSmtpReceiver } from '../apps/api/src/test/smtp-receiver';
import { freePort, startProduct } from './support/global-setup';
import { freshPostgresDatabase, pgAdminUrl } from './support/postgres';
import { uniqueStamp } from './support/stamp';

/**
 * Two instances of the product on two ports, against one PostgreSQL and one Redis, as behind a load
 * balancer without sticky sessions (docs/architecture.md, "Running several instances"): every request
 * of a sign-in may land on either, and what one instance counts, writes or sends, the other sees.
 */
/**
 * A Redis database of this test's own (number 9), emptied before the start: the counters are keyed by
 * member id and address, and a fresh PostgreSQL database gives the same ids on every run.
 */
const REDIS_URL = `${TEST_REDIS_URL}/9`;
const RATE_LIMIT_MAX = 60;

type Product = Awaited<ReturnType<typeof startProduct>>;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let one: Product;
let two: Product;
let publicUrl: string;
let startedAt: Date;
let smtp: SmtpReceiver;

describe.runIf(pgAdminUrl && (await redisReachable()))('two instances behind one address', () => {
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    database = await freshPostgresDatabase('pc_two');
    const [portOne, portTwo] = [await freePort(), await freePort()];
    // The address members use: the load balancer's. Here it is the first instance's port.
    publicUrl = `http://localhost:${portOne}`;
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL,
      KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtp.url,
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      JOBS_CRON_CHECK_SECONDS: '1',
    };
    startedAt = new Date();
    // The first start migrates and seeds the empty database; the second finds both done.
    one = await startProduct({ ...shared, PORT: String(portOne) });
    two = await startProduct({ ...shared, PORT: String(portTwo) });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
    await smtp?.close();
  });

  /** A sign-in whose requests alternate between the two instances, as a balancer without stickiness does. */
  async function signInAcrossBoth(email: string) {
    const config = await (await fetch(`${one.baseUrl}/api/v1/auth/config`)).json();
    let turn = 0;
    const client = new CodeFlowClient({
      issuer: config.issuer,
      clientId: config.clientId,
      audience: config.audience,
      scopes: config.scopes,
      redirectUri: `${publicUrl}/redirecting`,
      rewrite: (url) =>
        url.origin === new URL(publicUrl).origin
          ? new URL(`${url.pathname}${url.search}`, [one, two][turn++ % 2]!.baseUrl)
          : url,
    });
    return { client, tokens: await client.signIn({ email, password: 'demo-password' }) };
  }

  const api = (product: Product, token: string, path: string, init: RequestInit = {}) =>
    fetch(`${product.baseUrl}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });

  it('signs in with every step on either instance; the tokens and the session are valid on both', async () => {
    const { client, tokens } = await signInAcrossBoth('hcp@example.org');
    for (const product of [one, two]) {
      const res = await api(product, tokens.access_token, '/current_user');
      expect(res.status).toBe(200);
      expect((await res.json()).email).toBe('hcp@example.org');
    }
    // The refresh token, issued by whichever instance answered, is honoured by the other one.
    const refreshed = await client.refresh(tokens.refresh_token!);
    expect((await api(two, refreshed.access_token, '/current_user')).status).toBe(200);
  });

  it('counts the rate limit across both instances', async () => {
    const { tokens } = await signInAcrossBoth('hcp2@example.org');
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 1; i++) {
      codes.push((await api(i % 2 ? two : one, tokens.access_token, '/current_user')).status);
    }
    // Each instance alone has seen about half: only a shared count refuses the last one.
    expect(codes.slice(0, RATE_LIMIT_MAX).every((c) => c === 200)).toBe(true);
    expect(codes[RATE_LIMIT_MAX]).toBe(429);
  });

  it('reads through one instance what was written through the other, at once', async () => {
    const { tokens } = await signInAcrossBoth('testhcp@example.org');
    const feed = await (await api(one, tokens.access_token, '/topics?feed=my')).json();
    const question = feed.featured.items[0];
    expect(question).toBeDefined();
    // Agreeing to the disclaimer through the second instance lets the first take the answer.
    expect((await api(two, tokens.access_token, '/disclaimer', { method: 'POST', body: '{}' })).status).toBe(200);
    // Both instances share the cached pages through Redis (pages of answers the member may not see
    // yet are theirs alone and not cached).
    const pageUrl = `/topics/${question.id}/answers?orderby=date`;
    expect((await api(two, tokens.access_token, pageUrl)).status).toBe(200);
    const text = `Two instances, one thread ${uniqueStamp()}: start with a beta blocker and recheck in two weeks.`;
    const posted = await api(one, tokens.access_token, '/comments', {
      method: 'POST',
      body: JSON.stringify({ topicId: question.id, text }),
    });
    expect(posted.status).toBe(200);
    const thread = await api(two, tokens.access_token, `/comments?topicId=${question.id}&orderby=date`);
    expect(thread.status).toBe(200);
    expect(JSON.stringify(await thread.json())).toContain(text);
    for (const product of [two, one]) {
      const page = await (await api(product, tokens.access_token, pageUrl)).json();
      expect(page.answers[0].text).toBe(text);
    }
    const redis = new Redis(REDIS_URL);
    const cached = await redis.keys('pc:*:answer-page:*');
    await redis.quit();
    // The page both read is in Redis once, under one namespace (the same database).
    expect(new Set(cached.map((k) => k.split(':')[1])).size).toBe(1);
    expect(cached.length).toBeGreaterThanOrEqual(1);
  });

  it('sends a campaign to each recipient once while both instances run workers', async () => {
    const { tokens } = await signInAcrossBoth('moderator@example.org');
    const specialties: { id: number; name: string }[] = await (
      await api(two, tokens.access_token, '/specialties')
    ).json();
    const cardiology = specialties.find((s) => s.name === 'Cardiology')!;
    const created = await api(one, tokens.access_token, '/campaigns/specialty', {
      method: 'POST',
      body: JSON.stringify({
        name: `Two instances ${uniqueStamp()}`,
        targetAudience: 'all_specialty',
        checkedSpecialties: [cardiology.id],
      }),
    });
    expect(created.status).toBe(200);
    const campaignId: number = (await created.json()).campaign.id;
    let campaign: { segmentSize: number; sentCount: number; sentAt: string | null } | undefined;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const page = await (await api(two, tokens.access_token, '/campaigns/general?count=100')).json();
      campaign = page.data.find((c: { id: number }) => c.id === campaignId);
      if (campaign?.sentAt) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(campaign?.sentAt).toBeTruthy();
    expect(campaign!.segmentSize).toBeGreaterThan(0);
    // Both instances' workers poll the same queue, and the per-minute resume job runs too.
    await new Promise((r) => setTimeout(r, 3000));
    const mails = smtp.delivered.filter((m) => m.messageId.startsWith(`<campaign-${campaignId}.`));
    const recipients = mails.flatMap((m) => m.to.toLowerCase().split(','));
    expect(recipients.length).toBe(campaign!.segmentSize);
    expect(new Set(recipients).size).toBe(recipients.length);
  });

  it('runs each cron job once per minute, though both instances check the schedules every second', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const runs = async () =>
      (
        await client.query(
          `select count(*)::int as n from (
             select id from pgboss.job where name = $1 and created_on >= $2
             union all select id from pgboss.archive where name = $1 and created_on >= $2) jobs`,
          [CAMPAIGN_RESUME_JOB, startedAt],
        )
      ).rows[0].n as number;
    try {
      const deadline = Date.now() + 20_000;
      while ((await runs()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
      // Long enough for a second run to appear if each instance sent its own.
      await new Promise((r) => setTimeout(r, 4000));
      const n = await runs();
      // The job is due every minute: one run per minute begun since the start, no more.
      const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt.getTime() / 60_000) + 1;
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(minutes);
    } finally {
      await client.end();
    }
  });
});
