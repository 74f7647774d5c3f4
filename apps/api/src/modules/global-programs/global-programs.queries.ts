import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';

export interface GlobalProgramRow {
  id: number;
  hcmp_prg_id: string;
  name: string;
  air_date: Date | string | null;
  url: string;
  global_priority: number | null;
  confirmed_at: Date | string | null;
  specialties: { id: number; name: string }[];
}

const programColumns = sql`p.id, p.hcmp_prg_id, p.name, p.air_date, p.url, p.global_priority, p.confirmed_at,
  coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
    from program_specialties ps join specialties s on s.id = ps.specialty_id
    where ps.program_id = p.id), '[]'::json) as specialties`;

/** Every program; the presenter splits and orders them (the order is a contract rule). */
export async function allPrograms(db: Db | Tx): Promise<GlobalProgramRow[]> {
  return selectRows<GlobalProgramRow>(db, sql`select ${programColumns} from programs p order by p.id`);
}

export async function programByHcmpId(db: Db | Tx, hcmpId: string): Promise<GlobalProgramRow | null> {
  const [row] = await selectRows<GlobalProgramRow>(
    db,
    sql`select ${programColumns} from programs p where p.hcmp_prg_id = ${hcmpId}`,
  );
  return row ?? null;
}

/**
 * Serialises every change of global priorities: one transaction-scoped advisory lock for the whole
 * set. Row locks would not do: a program being enabled has no priority yet, so two transactions that
 * each locked "the prioritised rows" could both append at max + 1. Statements after the lock see
 * what the previous holder committed (read committed takes a new snapshot per statement).
 */
export async function lockPriorities(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('global_program_priorities'))`);
}

/** The enabled programs in their current order (priority 0 is an old way of saying disabled). */
export async function prioritised(tx: Tx): Promise<{ hcmpPrgId: string; priority: number }[]> {
  return selectRows<{ hcmpPrgId: string; priority: number }>(
    tx,
    sql`select hcmp_prg_id as "hcmpPrgId", global_priority as priority from programs
      where global_priority > 0 order by global_priority, id`,
  );
}

/** Writes the new priorities (null = none) in one statement. */
export async function writePriorities(tx: Tx, changes: { hcmpPrgId: string; priority: number | null }[]) {
  if (!changes.length) return;
  await tx.execute(sql`update programs p set global_priority = c.priority
    from unnest(${sql.param(changes.map((c) => c.hcmpPrgId))}::text[], ${sql.param(changes.map((c) => c.priority))}::int[])
      as c(hcmp_prg_id, priority)
    where p.hcmp_prg_id = c.hcmp_prg_id`);
}

/** A disabled program keeps no stale priority (an old 0 becomes null). */
export async function clearPriority(tx: Tx, hcmpId: string) {
  await tx.execute(sql`update programs set global_priority = null where hcmp_prg_id = ${hcmpId}`);
}

export async function recordConfirmation(tx: Tx, hcmpId: string) {
  await tx.execute(sql`update programs set confirmed_at = now() where hcmp_prg_id = ${hcmpId}`);
}
