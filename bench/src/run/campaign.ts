import { MEMBER_ROLE_IDS } from '../../../apps/api/src/modules/topics/eligibility.js';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '../../../apps/api/src/config.js';
import { openDatabase } from '../../../apps/api/src/db/client.js';
import type { Mailer, MailMessage } from '../../../apps/api/src/mail/mailer.js';
import { CAMPAIGN_SEND_JOB, campaignJobs } from '../../../apps/api/src/modules/campaigns/campaign-send.job.js';
import { createApiIdentity } from '../../../apps/api/src/modules/identity/api-verifier.js';
import { builtInIssuer } from '../../../apps/api/src/modules/identity/issuer.js';
import { ADMIN_EMAIL } from './dataset.js';
import { freePort } from './product.js';
import type { Target as DataTarget } from '../shared/target.js';
import type { CampaignResult } from './report.js';
import { tokenFor } from './tokens.js';

/**
 * A campaign to a whole specialty (issue 27): the biggest one (Internal Medicine, 32,780 members at
 * scale 1; `--campaign-specialty` picks another, e.g. Cardiology, 11,883),
 * created by the demo administrator through the API (`POST /api/v1/campaigns/specialty`, over HTTP
 * with a token from `npm run token`), then sent by the product's own job code: the `campaign-send`
 * job the API queued in pg-boss is fetched as a worker would fetch it and handed to the product's
 * handler. The product runs in this process, built as `createProduct` builds it but with a mailer
 * that only counts (the load run's product has no workers: `JOBS_ENABLED=false`), so what is timed
 * is the product's work and the database's, not a relay's.
 *
 * - queued: from the request until every message is queued, i.e. the campaign's target list (one
 *   `campaign_recipients` row per member, built in one transaction) is committed and the first
 *   message goes out (the first call of the mailer, after the first claim). A worker's polling delay
 *   (pg-boss looks for jobs every 2 s) is not in it.
 * - sent: until the handler returned, every message handed to the mailer (claim, unsubscribe token,
 *   send, mark sent: four statements a recipient, one after another).
 * - exactly once: the mailer's count per address, the recipients marked sent, the jobs queued for it,
 *   and the handler run a second time (a retried job) must send nothing.
 *
 * Afterwards the campaign, its recipients, its job and the unsubscribe tokens it made are removed, so
 * every run starts from the seeded state (no member has had a campaign yet: each gets a token).
 */

const NAME_PREFIX = 'Bench campaign';

function countingMailer() {
  const perAddress = new Map<string, number>();
  const state = { messages: 0, firstAt: null as number | null };
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message: MailMessage) {
      state.firstAt ??= performance.now();
      state.messages++;
      perAddress.set(message.to, (perAddress.get(message.to) ?? 0) + 1);
    },
    close() {},
  };
  return { mailer, perAddress, state };
}

export async function runCampaign(
  target: DataTarget,
  env: NodeJS.ProcessEnv,
  options: { specialty?: string } = {},
): Promise<CampaignResult> {
  const port = await freePort();
  const appEnv: NodeJS.ProcessEnv = {
    ...env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
  // Only the campaign is measured here: no metrics server (`--metrics` is about the load's product).
  delete appEnv.METRICS_PORT;
  const config = loadConfig({ ...appEnv, JOBS_ENABLED: 'false' });
  const database = await openDatabase(target.kind === 'postgres' ? { url: target.url } : { dataDir: target.dataDir });
  const q = async <T = Record<string, unknown>>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as T[];
  const { mailer, perAddress, state } = countingMailer();
  const { verifier, signingKeys } = await createApiIdentity(config, database);
  const app = await buildApp({
    config,
    database,
    mailer,
    verifier,
    extensions: signingKeys ? [builtInIssuer(signingKeys)] : [],
    ownsDatabase: true,
    workers: false,
  });
  const cleanUp = async (where: string, values: unknown[]) => {
    await q(
      `delete from campaign_mail_preferences p where p.unsubscribed_at is null and p.user_id in
        (select r.user_id from campaign_recipients r join campaigns c on c.id = r.campaign_id where ${where})`,
      values,
    );
    const gone = await q<{ id: number }>(`delete from campaigns c where ${where} returning c.id`, values);
    if (gone.length) {
      await q(`delete from pgboss.job where name = $1 and (data->>'campaignId')::int = any($2::int[])`, [
        CAMPAIGN_SEND_JOB,
        gone.map((g) => Number(g.id)),
      ]).catch(() => {});
    }
  };
  try {
    await app.listen({ host: '127.0.0.1', port });
    await cleanUp('c.name like $1', [`${NAME_PREFIX}%`]);
    // The biggest specialty, or the one asked for (by name, any case).
    const [biggest] = await q<{ id: number; name: string; members: number }>(
      `select s.id, s.name, count(*)::int as members from users u join specialties s on s.id = u.specialty_id
        where u.deleted_at is null and not u.disabled and u.role_id = any($1::int[])
          and ($2::text is null or lower(s.name) = lower($2))
        group by s.id, s.name order by count(*) desc, s.id limit 1`,
      [MEMBER_ROLE_IDS, options.specialty ?? null],
    );
    if (!biggest)
      throw new Error(`no members in ${options.specialty ? `the specialty "${options.specialty}"` : 'any specialty'}`);
    const token = await tokenFor(ADMIN_EMAIL, appEnv);

    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/campaigns/specialty`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `${NAME_PREFIX} ${new Date().toISOString().slice(0, 10)} ${biggest.name}`,
        targetAudience: 'all_specialty',
        checkedSpecialties: [biggest.id],
      }),
    });
    const createMs = performance.now() - t0;
    const body = (await res.json()) as { campaign?: { id: number } };
    const campaignId = body.campaign?.id;
    const failed = (error: string): CampaignResult => ({
      specialty: biggest.name,
      members: biggest.members,
      recipients: 0,
      createMs,
      queuedMs: null,
      sentMs: 0,
      messages: 0,
      addresses: 0,
      duplicates: 0,
      missing: 0,
      jobs: 0,
      rerunMessages: 0,
      status: res.status,
      error,
    });
    if (!res.ok || !campaignId) return failed(JSON.stringify(body).slice(0, 300));

    // What a worker does: fetch the queued job, run its handler, mark it done.
    const handler = campaignJobs.find((j) => j.name === CAMPAIGN_SEND_JOB)!.handler;
    const [job] = await app.jobs.boss.fetch<{ campaignId: number }>(CAMPAIGN_SEND_JOB);
    if (!job) return failed('the API queued no campaign-send job');
    await handler(job.data, app);
    await app.jobs.boss.complete(CAMPAIGN_SEND_JOB, job.id);
    const sentMs = performance.now() - t0;
    const queuedMs = state.firstAt === null ? null : state.firstAt - t0;

    const before = state.messages;
    await handler({ campaignId }, app);
    const rerunMessages = state.messages - before;

    const [list] = await q<{ recipients: number; marked: number; segment: number | null }>(
      `select count(*)::int as recipients, count(r.sent_at)::int as marked,
        (select segment_size from campaigns where id = $1) as segment
        from campaign_recipients r where r.campaign_id = $1`,
      [campaignId],
    );
    const [jobs] = await q<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and (data->>'campaignId')::int = $2`,
      [CAMPAIGN_SEND_JOB, campaignId],
    );
    const duplicates = [...perAddress.values()].filter((n) => n > 1).length;
    const result: CampaignResult = {
      specialty: biggest.name,
      members: biggest.members,
      recipients: Number(list?.segment ?? list?.recipients ?? 0),
      createMs,
      queuedMs,
      sentMs,
      messages: state.messages,
      addresses: perAddress.size,
      duplicates,
      missing: Math.max(0, (list?.recipients ?? 0) - perAddress.size) + ((list?.recipients ?? 0) - (list?.marked ?? 0)),
      jobs: jobs?.n ?? 0,
      rerunMessages,
      status: res.status,
      error: null,
    };
    await cleanUp('c.id = $1', [campaignId]);
    return result;
  } finally {
    await app.close();
  }
}
