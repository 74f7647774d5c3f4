import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DATASET_MARKER, type Target } from './target.js';

/** What bench:seed generated, kept with the data so a benchmark run can say which scale it measured. */
export interface DatasetInfo {
  scale: number;
  seed: number;
  generatedAt: string;
  rows: number;
}

/** PostgreSQL keeps it as the database's comment (no table of ours in the product schema); PGlite as a file beside its data. */
export async function recordDataset(target: Target, info: DatasetInfo): Promise<void> {
  const json = JSON.stringify(info);
  if (target.kind === 'pglite') {
    writeFileSync(path.join(target.dataDir, DATASET_MARKER), `${JSON.stringify(info, null, 2)}\n`);
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const [{ name }] = (await client.query('select current_database() as name')).rows;
    await client.query(`comment on database "${String(name).replace(/"/g, '""')}" is '${json.replace(/'/g, "''")}'`);
  } finally {
    await client.end();
  }
}

export async function readDataset(target: Target): Promise<DatasetInfo | null> {
  if (target.kind === 'pglite') {
    const file = path.join(target.dataDir, DATASET_MARKER);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DatasetInfo) : null;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select shobj_description(oid, 'pg_database') as info from pg_database where datname = current_database()`,
    );
    const text = rows[0]?.info as string | null;
    if (!text) return null;
    try {
      return JSON.parse(text) as DatasetInfo;
    } catch {
      return null;
    }
  } finally {
    await client.end();
  }
}
