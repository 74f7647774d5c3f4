import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

export interface Statement {
  sql: string;
  params: unknown[];
  /** EXPLAIN's plan (format json), for the statements `explain` picked. */
  plan?: unknown;
}

/**
 * The statements `run` sends through `db.execute` (raw reads and settings), as SQL text and parameters,
 * in order: plan tests look at what the product's own code sends rather than a copy of its SQL. A
 * statement `explain` picks is first explained on the same connection (so inside a transaction the
 * settings made before it apply), then run as sent.
 */
export async function statementsOf<D extends Db | Tx>(
  db: D,
  run: (db: D) => Promise<unknown>,
  explain: (sql: string) => boolean = () => false,
): Promise<Statement[]> {
  const seen: Statement[] = [];
  const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): Statement } }).dialect;
  const recording = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: SQL) => {
        const statement = dialect.sqlToQuery(query);
        seen.push(statement);
        if (explain(statement.sql)) {
          const { rows } = (await target.execute(sql`explain (format json) ${query}`)) as unknown as {
            rows: { 'QUERY PLAN': unknown }[];
          };
          const plan = rows[0]?.['QUERY PLAN'];
          statement.plan = typeof plan === 'string' ? JSON.parse(plan) : plan;
        }
        return target.execute(query);
      };
    },
  });
  await run(recording);
  return seen;
}
