import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';

export interface AttachedRow {
  id: number;
  hcmp_prg_id: string;
  name: string;
  air_date: Date | null;
  url: string;
  priority: number;
}

export async function attachedPrograms(db: Db | Tx, topicId: number, lock = false): Promise<AttachedRow[]> {
  return selectRows<AttachedRow>(
    db,
    sql`select p.id, p.hcmp_prg_id, p.name, p.air_date, p.url, tp.priority
      from topic_programs tp join programs p on p.id = tp.program_id
      where tp.topic_id = ${topicId}
      order by tp.priority, p.id ${lock ? sql`for update of tp` : sql``}`,
  );
}

/** Enabled programs (they have a global priority) not yet attached to the question. */
export async function attachablePrograms(db: Db, topicId: number) {
  return selectRows<{
    id: number;
    hcmp_prg_id: string;
    name: string;
    air_date: Date | null;
    url: string;
    global_priority: number | null;
  }>(
    db,
    sql`select p.id, p.hcmp_prg_id, p.name, p.air_date, p.url, p.global_priority
      from programs p
      where p.global_priority is not null
        and not exists (select 1 from topic_programs tp where tp.topic_id = ${topicId} and tp.program_id = p.id)
      order by p.global_priority, p.id`,
  );
}

export async function enabledProgramsByHcmpId(db: Db | Tx, hcmpIds: string[]) {
  return selectRows<{ id: number; hcmp_prg_id: string }>(
    db,
    sql`select id, hcmp_prg_id from programs
      where hcmp_prg_id = any(${sql.param(hcmpIds)}::text[]) and global_priority is not null`,
  );
}

export async function setPriority(tx: Tx, topicId: number, programId: number, priority: number) {
  await tx.execute(sql`update topic_programs set priority = ${priority}
    where topic_id = ${topicId} and program_id = ${programId}`);
}

/** Appends the programs after the last attached one, in the order given. */
export async function appendPrograms(tx: Tx, topicId: number, programIds: number[], after: number) {
  await tx.execute(sql`insert into topic_programs (topic_id, program_id, priority)
    select ${topicId}, x.program_id, ${after} + x.n
    from unnest(${sql.param(programIds)}::int[]) with ordinality as x(program_id, n)
    on conflict do nothing`);
}

/** Removes one program and moves the ones after it up by one, so priorities stay 1..n. */
export async function removeProgram(tx: Tx, topicId: number, programId: number, priority: number) {
  await tx.execute(sql`delete from topic_programs where topic_id = ${topicId} and program_id = ${programId}`);
  await tx.execute(sql`update topic_programs set priority = priority - 1
    where topic_id = ${topicId} and priority > ${priority}`);
}

export async function removeAllPrograms(db: Db, topicId: number) {
  await db.execute(sql`delete from topic_programs where topic_id = ${topicId}`);
}
