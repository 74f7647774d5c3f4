import type { DraftKind } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';

export interface DraftRow {
  kind: DraftKind;
  target_id: number;
  text: string | null;
  data: Record<string, unknown> | null;
  updated_at: Date | string;
}

export interface DraftKey {
  userId: number;
  kind: DraftKind;
  targetId: number;
}

export async function findDraft(db: Db | Tx, key: DraftKey): Promise<DraftRow | null> {
  const [row] = await selectRows<DraftRow>(
    db,
    sql`select kind, target_id, text, data, updated_at from drafts
      where user_id = ${key.userId} and kind = ${key.kind} and target_id = ${key.targetId}`,
  );
  return row ?? null;
}

/** One row per author, kind and target: the newest save replaces the last (an upsert). */
export async function upsertDraft(
  db: Db | Tx,
  key: DraftKey,
  content: { text: string | null; data: Record<string, unknown> | null },
  now: Date,
): Promise<DraftRow> {
  const data = content.data === null ? null : JSON.stringify(content.data);
  const [row] = await selectRows<DraftRow>(
    db,
    sql`insert into drafts (user_id, kind, target_id, text, data, updated_at)
      values (${key.userId}, ${key.kind}, ${key.targetId}, ${content.text}, ${data}::jsonb, ${now.toISOString()}::timestamptz)
      on conflict (user_id, kind, target_id)
      do update set text = excluded.text, data = excluded.data, updated_at = excluded.updated_at
      returning kind, target_id, text, data, updated_at`,
  );
  return row!;
}

/** Removes a draft; the answer and comment writes call it in their own transaction. */
export async function removeDraft(db: Db | Tx, key: DraftKey): Promise<boolean> {
  const rows = await selectRows<{ kind: string }>(
    db,
    sql`delete from drafts where user_id = ${key.userId} and kind = ${key.kind} and target_id = ${key.targetId}
      returning kind`,
  );
  return rows.length > 0;
}

/**
 * Removes every author's drafts aimed at a target that is gone, in the transaction that removes it: a
 * deleted answer takes the comments and edits drafted on it, a deleted comment its edits, a deleted
 * question its answer and consensus drafts. Nobody finds a draft for something that no longer exists.
 */
export async function removeDraftsOfTarget(tx: Db | Tx, kinds: readonly DraftKind[], targetId: number): Promise<void> {
  await tx.execute(sql`delete from drafts where target_id = ${targetId}
    and kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )})`);
}
