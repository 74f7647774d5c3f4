import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededDatabaseForFile } from '../../test/seeded-database.js';
import { selectRows } from '../raw-sql.js';

/**
 * The demo seed dates what members wrote and did in the past relative to the seeding: an answer
 * report or a "newest first" thread never shows answers not yet written.
 */
const database = seededDatabaseForFile();

/** Answers and comments, views, ratings and question reports. */
const WRITTEN = ['comments', 'topic_views', 'ratings', 'flags'];

describe('demo seed dates', () => {
  it('puts no answer, comment, view, rating or report after now, in any of their timestamp columns', async () => {
    const columns = await selectRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name in (${sql.join(
          WRITTEN.map((t) => sql`${t}`),
          sql`, `,
        )}) and data_type like 'timestamp%'
        order by table_name, column_name`,
    );
    expect(new Set(columns.map((c) => c.table_name))).toEqual(new Set(WRITTEN));
    const [{ n: answers }] = (await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from comments where reply_to is null`,
    )) as [{ n: number }];
    expect(answers).toBeGreaterThan(10);
    const future: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} > now()`,
      );
      if (row!.n > 0) future.push(`${table_name}.${column_name}: ${row!.n} rows`);
    }
    expect(future).toEqual([]);
  });

  it('dates every reply at or after its answer, and every answer within its question’s run', async () => {
    const replies = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from comments c join comments p on p.id = c.reply_to where c.created_at < p.created_at`,
    );
    expect(replies[0]!.n).toBe(0);
    const outside = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from comments c join topics t on t.id = c.topic_id
        where c.created_at < t.publish_date or c.created_at > t.expiration_date`,
    );
    expect(outside[0]!.n).toBe(0);
  });
});
