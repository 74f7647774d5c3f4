import {
  GIFT_CARD_CSV_MAX_ROWS,
  GIFT_CARD_POOL_MESSAGES,
  type GiftCardImportResult,
  type GiftCardPoolStatus,
  parseGiftCardCsv,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, fieldError } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { isoOrNull, selectRows } from '../../db/raw-sql.js';
import { recordAudit } from '../audit/audit.service.js';

/** Rewards of closed periods that still need a code: not issued nor withdrawn, and their member not deleted. */
export const WAITING_FOR_CODE = sql`r.issued_at is null and r.withdrawn_at is null and r.period_end < now()
  and exists (select 1 from users u where u.id = r.user_id and u.deleted_at is null)`;

/** At most this many rows of a bad file are listed in the 400 answer. */
const LISTED_ERRORS = 50;
const INSERT_CHUNK = 1000;

export async function giftCardPoolStatus(db: Db | Tx, lowThreshold: number): Promise<GiftCardPoolStatus> {
  const codes = await selectRows<{ value_cents: number; remaining: number; assigned: number; last: Date | null }>(
    db,
    sql`select value_cents, count(*) filter (where reward_id is null)::int as remaining,
        count(*) filter (where reward_id is not null)::int as assigned, max(imported_at) as last
      from gift_card_codes group by value_cents`,
  );
  const waiting = await selectRows<{ value_cents: number; waiting: number }>(
    db,
    sql`select r.value_cents, count(*)::int as waiting from rewards r where ${WAITING_FOR_CODE} group by r.value_cents`,
  );
  const values = new Map<number, { remaining: number; waiting: number }>();
  for (const c of codes) values.set(c.value_cents, { remaining: c.remaining, waiting: 0 });
  for (const w of waiting)
    values.set(w.value_cents, { remaining: values.get(w.value_cents)?.remaining ?? 0, waiting: w.waiting });
  const byValue = [...values.entries()]
    .sort(([a], [b]) => a - b)
    .map(([cents, v]) => ({ value: cents / 100, remaining: v.remaining, waiting: v.waiting }));
  const remaining = byValue.reduce((n, v) => n + v.remaining, 0);
  const lastTimes = codes
    .map((c) => c.last)
    .filter((t): t is Date => t !== null)
    .map((t) => new Date(t).getTime());
  return {
    remaining,
    assigned: codes.reduce((n, c) => n + c.assigned, 0),
    waiting: byValue.reduce((n, v) => n + v.waiting, 0),
    lowThreshold,
    low: remaining < lowThreshold || byValue.some((v) => v.remaining < v.waiting),
    byValue,
    lastImportedAt: lastTimes.length ? isoOrNull(new Date(Math.max(...lastTimes))) : null,
  };
}

/**
 * Loads codes from an administrator's CSV. Any bad row refuses the whole file (so a half-loaded pool
 * never has to be untangled); codes already in the pool, or repeated in the file, are skipped and
 * counted. The codes are secrets: they are never logged or echoed back.
 */
export async function importGiftCardCodes(
  app: FastifyInstance,
  actor: AuthUser,
  csv: string,
): Promise<GiftCardImportResult> {
  const { rows, errors } = parseGiftCardCsv(csv, app.config.rewards.valueUsd);
  if (errors.length > 0) {
    const listed = errors.slice(0, LISTED_ERRORS).map((e) => ({ path: 'csv', message: e.message }));
    throw badRequest(
      `${errors.length} row${errors.length === 1 ? '' : 's'} of the file ${errors.length === 1 ? 'is' : 'are'} not valid; nothing was imported.`,
      listed,
    );
  }
  if (rows.length === 0) throw fieldError('csv', GIFT_CARD_POOL_MESSAGES.empty);
  if (rows.length > GIFT_CARD_CSV_MAX_ROWS)
    throw fieldError('csv', GIFT_CARD_POOL_MESSAGES.tooManyRows(GIFT_CARD_CSV_MAX_ROWS));
  const unique = new Map<string, number>();
  for (const row of rows) if (!unique.has(row.code)) unique.set(row.code, row.valueCents);
  const entries = [...unique.entries()];
  const imported = await app.db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
      const chunk = entries.slice(i, i + INSERT_CHUNK);
      const done = await selectRows<{ id: number }>(
        tx,
        sql`insert into gift_card_codes (code, value_cents)
          select * from unnest(${sql.param(chunk.map(([code]) => code))}::text[], ${sql.param(chunk.map(([, cents]) => cents))}::int[])
          on conflict (code) do nothing
          returning id`,
      );
      inserted += done.length;
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'import',
      entity: 'gift_card_pool',
      entityId: null,
      after: { rows: rows.length, imported: inserted, duplicates: rows.length - inserted },
    });
    return inserted;
  });
  const pool = await giftCardPoolStatus(app.db, app.config.rewards.codesLowThreshold);
  if (pool.low)
    app.log.warn({ remaining: pool.remaining, waiting: pool.waiting }, 'gift card code pool is running low');
  return { imported, duplicates: rows.length - imported, pool };
}
