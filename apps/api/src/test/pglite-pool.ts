import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';
import { migratedPgliteSnapshot } from './pglite-snapshot.js';

/**
 * The API tests' in-memory PGlite databases, reused within a test worker. Loading one from the migrated
 * dump costs about 0.85 s of CPU (unpacking 43 MB into PGlite's in-memory file system and starting
 * PostgreSQL), and the PGlite pass opened about 170 of them; emptying a used one back to the
 * dump's state costs under 0.1 s. A worker's test files run one after another and share this module
 * (`isolate: false` in vitest.config.ts), so a database closed by one file's test app is the next one's.
 *
 * A lease behaves as a database of its own: after its `close()` every call answers as a closed PGlite
 * does ("PGlite is closed"), so a test of a database going away still sees it go. The client is emptied
 * and kept only when nothing but data changed: a lease that altered the schema (a table, an index, a
 * trigger switched off: `catalogFingerprint`) or left a transaction hanging is closed and dropped, and
 * the next lease loads a fresh copy.
 */
export async function leasePglite(): Promise<PGlite> {
  const pooled = idle.pop() ?? (await loadPooled());
  return leaseOf(pooled);
}

interface Pooled {
  client: PGlite;
  /** The dump's state: what `reset` brings the database back to. */
  baseline: Baseline;
}

interface Baseline {
  fingerprint: string;
  tables: string[];
  /** Rows the migrations leave (their own record, the list versions' single rows): an insert per table. */
  rows: { insert: string; json: string }[];
  /** Every sequence's position, as JSON for one `setval` statement. */
  sequences: string;
}

/** At most this many emptied databases wait per worker; a file holding more at once closes the rest. */
const KEEP_IDLE = 3;
/** A reset that takes longer (a transaction left waiting on the client's lock) drops the client. */
const RESET_TIMEOUT_MS = 5_000;
const idle: Pooled[] = [];

async function loadPooled(): Promise<Pooled> {
  const client = await PGlite.create({ loadDataDir: await migratedPgliteSnapshot(), extensions: PGLITE_EXTENSIONS });
  return { client, baseline: await baselineOf(client) };
}

async function baselineOf(client: PGlite): Promise<Baseline> {
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'
        order by 1`,
    )
  ).rows.map((r) => r.name);
  const rows: Baseline['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    if (!found[0]?.json) continue;
    // Generated columns are left to PostgreSQL.
    const { rows: columns } = await client.query<{ name: string }>(
      `select quote_ident(attname) as name from pg_attribute
        where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
      [table],
    );
    const list = columns.map((c) => c.name).join(', ');
    rows.push({
      insert: `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1)`,
      json: found[0].json,
    });
  }
  const { rows: sequences } = await client.query<{ json: string }>(
    `select coalesce(json_agg(json_build_object(
              'name', format('%I.%I', schemaname, sequencename),
              'value', coalesce(last_value, start_value), 'called', last_value is not null)), '[]')::text as json
       from pg_sequences`,
  );
  return { fingerprint: await catalogFingerprint(client), tables, rows, sequences: sequences[0]!.json };
}

/**
 * What a test could change of the schema, in one line: the relations, columns, constraints, indexes,
 * functions, types, extensions and roles, and each trigger's enabled state. TRUNCATE gives a table a new
 * file but keeps its catalog row, so emptying the data never changes it.
 */
async function catalogFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ f: string }>(
    `select concat_ws(' ',
       (select count(*) || ':' || max(oid::int8) from pg_class),
       (select count(*) from pg_attribute where not attisdropped),
       (select count(*) || ':' || coalesce(max(oid::int8), 0) from pg_constraint),
       (select count(*) from pg_index),
       (select count(*) || ':' || max(oid::int8) from pg_proc),
       (select count(*) || ':' || max(oid::int8) from pg_type),
       (select count(*) from pg_extension),
       (select count(*) from pg_roles),
       (select string_agg(tgenabled::text, '' order by oid) from pg_trigger)) as f`,
  );
  return rows[0]!.f;
}

/** Back to the dump's state: session settings, data and sequences. */
async function reset({ client, baseline }: Pooled): Promise<boolean> {
  // A transaction left open by a failed test would hold the client's lock: the reset waits behind it.
  await client.exec('rollback');
  if ((await catalogFingerprint(client)) !== baseline.fingerprint) return false;
  await client.exec('discard all');
  await client.exec(`truncate ${baseline.tables.join(', ')} restart identity cascade`);
  for (const { insert, json } of baseline.rows) await client.query(insert, [json]);
  await client.query(
    `select setval(s.name, s.value, s.called) from json_to_recordset($1) as s(name text, value int8, called bool)`,
    [baseline.sequences],
  );
  return true;
}

async function release(pooled: Pooled): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), RESET_TIMEOUT_MS);
  });
  const clean = await Promise.race([reset(pooled).catch(() => false), timedOut]);
  clearTimeout(timer);
  if (clean && idle.length < KEEP_IDLE) idle.push(pooled);
  else if (clean) await pooled.client.close();
  // Not kept (its schema changed, its reset failed or timed out): closed without waiting, since a
  // client whose reset timed out would wait on its lock.
  else if (!pooled.client.closed) void pooled.client.close().catch(() => {});
}

/**
 * The pooled client as one lease sees it. Properties set on it (db/client.ts wraps query, exec and
 * transaction for tracing) stay on the lease, never on the shared client; methods run on the client
 * itself (PGlite's private fields need it as `this`). After `close()`, calls fail as a closed PGlite's.
 */
function leaseOf(pooled: Pooled): PGlite {
  const own = new Map<PropertyKey, unknown>();
  let released: Promise<void> | undefined;
  const closedError = () => Promise.reject(new Error('PGlite is closed'));
  return new Proxy(pooled.client, {
    get(target, prop) {
      if (prop === 'close') {
        return () => {
          released ??= release(pooled);
          return released;
        };
      }
      if (prop === 'closed') return released !== undefined || target.closed;
      if (own.has(prop)) return own.get(prop);
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      // Checked at each call: db/client.ts keeps these functions from before the close.
      return (...args: unknown[]) => (released ? closedError() : value.apply(target, args));
    },
    set(_target, prop, value) {
      own.set(prop, value);
      return true;
    },
  });
}
