import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';

export interface ProgramLink {
  id: number;
  name: string;
  url: string;
}

/**
 * The sponsored program for a question: the program attached to the question with the best (lowest)
 * priority when topic programs are on, else the enabled global program (global priority above 0) with
 * the best priority among those for the member's specialty; a program with no specialties is for all.
 */
export async function findSponsoredProgram(
  db: Db,
  o: { topicId: number | null; specialtyId: number | null; topicPrograms: boolean },
): Promise<ProgramLink | null> {
  const attached =
    o.topicId !== null && o.topicPrograms
      ? sql`select p.id, p.name, p.url, 0 as tier, tp.priority as rank
          from topic_programs tp join programs p on p.id = tp.program_id where tp.topic_id = ${o.topicId}
          union all `
      : sql``;
  const [row] = await selectRows<ProgramLink>(
    db,
    sql`select id, name, url from (
        ${attached}
        select p.id, p.name, p.url, 1 as tier, p.global_priority as rank from programs p
        where p.global_priority > 0
          and (not exists (select 1 from program_specialties ps where ps.program_id = p.id)
            or exists (select 1 from program_specialties ps where ps.program_id = p.id
              and ps.specialty_id = ${o.specialtyId ?? -1}))
      ) candidates
      order by tier, rank, id limit 1`,
  );
  return row ?? null;
}

export async function findProgram(db: Db, id: number) {
  const [row] = await selectRows<ProgramLink>(db, sql`select id, name, url from programs where id = ${id}`);
  return row ?? null;
}
