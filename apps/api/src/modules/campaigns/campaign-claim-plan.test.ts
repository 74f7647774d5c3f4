import { roleByKey } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { statementsOf } from '../../test/statements.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { acquireLease, claimNextRecipient } from './campaign-send.queries.js';

/**
 * Issue 27: a campaign to a whole specialty (about 60,000 members at national scale) is sent one
 * recipient at a time, each claimed by `claimNextRecipient`. By the primary key alone every claim
 * stepped over the rows already sent, so the sending slowed as it went (17 messages a second at 11,000
 * of 55,000 on the benchmark's scale 5). The claim must find the next unsent recipient by the partial
 * index of the unsent ones, whatever has been sent already.
 */
const RECIPIENTS = 3_000;

let t: TestApp;
let campaignId: number;

beforeAll(async () => {
  t = await createTestApp();
  const author = await buildUser(t.database.db, { role: 'moderator' });
  await t.database.executeSql(
    `insert into users (first_name, last_name, email, role_id)
      select 'Member', 'No ' || n, 'member' || n || '@claim.example.org', $1
      from generate_series(1, ${RECIPIENTS}) n`,
    [roleByKey('hcp').id],
  );
  const { rows } = await t.database.executeSql(
    `insert into campaigns (kind, name, template, target_audience, created_by_user_id, target_list_created_at)
      values ('specialty', 'Whole specialty', 'Hello', 'all', $1, now()) returning id`,
    [author.id],
  );
  campaignId = rows[0].id;
  // All but the last ten already sent, as a campaign near its end.
  await t.database.executeSql(
    `insert into campaign_recipients (campaign_id, user_id, email, sent_at)
      select $1, u.id, u.email, case when row_number() over (order by u.id) <= ${RECIPIENTS - 10} then now() end
      from users u where u.email like '%@claim.example.org'`,
    [campaignId],
  );
  await t.database.executeSql('analyze campaign_recipients');
});
afterAll(() => t?.close());

describe('claiming the next recipient of a long campaign', () => {
  it('reads the partial index of unsent recipients, not every row already sent', async () => {
    const db = t.database.db;
    const owner = 'claim-plan-test';
    expect(await acquireLease(db, campaignId, owner)).not.toBeNull();
    const [claim] = await statementsOf(db, (recording) => claimNextRecipient(recording, campaignId, owner));
    expect(claim).toBeDefined();
    const { rows } = await t.database.executeSql(`explain (format json) ${claim!.sql}`, claim!.params);
    const plan = JSON.stringify(rows[0]);
    expect(plan).toContain('campaign_recipients_unsent_idx');
    // And it claims one of the ten still to send.
    const next = await claimNextRecipient(db, campaignId, owner);
    const { rows: unsent } = await t.database.executeSql(
      'select user_id from campaign_recipients where campaign_id = $1 and sent_at is null order by user_id',
      [campaignId],
    );
    expect(unsent.map((r: { user_id: number }) => r.user_id)).toContain(next?.user_id);
  });
});
