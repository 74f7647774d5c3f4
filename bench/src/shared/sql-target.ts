import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PGLITE_EXTENSIONS } from '../../../apps/api/src/db/pglite-extensions.js';
import type { Target } from './target.js';

/**
 * One raw connection to the benchmark database, for what the product's own client does not do:
 * COPY, session settings, EXPLAIN and maintenance. PostgreSQL through node-postgres (COPY FROM STDIN
 * via pg-copy-streams), PGlite through its `/dev/blob` COPY support.
 */
export interface SqlConnection {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
  copy(table: string, columns: string[], chunks: Iterable<string>): Promise<void>;
  close(): Promise<void>;
}

/** PGlite's COPY reads one blob: feed it in slices of this size so memory stays bounded at any scale. */
const PGLITE_COPY_SLICE = 32 * 1024 * 1024;

export async function connect(target: Target): Promise<SqlConnection> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params as unknown[])).rows,
      exec: async (text) => {
        await client.query(text);
      },
      copy: async (table, columns, chunks) => {
        const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
        await pipeline(Readable.from(chunks), sink);
      },
      close: () => client.end(),
    };
  }
  const db = await PGlite.create(path.join(target.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  return {
    query: async (text, params) => (await db.query(text, params)).rows as never[],
    exec: async (text) => {
      await db.exec(text);
    },
    copy: async (table, columns, chunks) => {
      const statement = `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`;
      let parts: string[] = [];
      let size = 0;
      const flush = async () => {
        if (size === 0) return;
        await db.query(statement, [], { blob: new Blob(parts) });
        parts = [];
        size = 0;
      };
      for (const chunk of chunks) {
        parts.push(chunk);
        size += chunk.length;
        if (size >= PGLITE_COPY_SLICE) await flush();
      }
      await flush();
    },
    close: () => db.close(),
  };
}
