import { messages, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { type Statements, wrapConnections } from './pglite-connections.js';

type Parser = (text: string, typeId: number) => unknown;
type Parsers = Record<number, Parser>;
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
type Exec = (text: string, options?: QueryOptions) => Promise<Results[]>;
type Client = Statements & Partial<Pick<PGlite, 'transaction'>>;

/** PGlite's own members this module relies on (public methods, or underscored ones its own methods use). */
interface Engine {
  parsers: Parsers;
  execProtocolRawStream(
    message: Uint8Array,
    options: { syncToFs: boolean; onRawData: (chunk: Uint8Array) => void },
  ): Promise<void>;
  syncToFs(): Promise<void>;
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;
const SYNC = serialize.sync();

/**
 * PGlite's statements with one call into PostgreSQL and a lean read of its answer (issue 27).
 *
 * PGlite's `query` sends the extended protocol's messages one call at a time (parse, describe the
 * statement, bind, describe the portal, execute, sync: six trips through its protocol layer), and reads
 * every answer through a parser that copies each field into a new buffer and reaches every field of its
 * own through a WeakMap (its private fields, compiled down). Measured on PGlite 0.5: a `select 1`
 * costs 290 µs, 1,323 rows of ten columns 35 ms of which PostgreSQL's own work is 3 ms. And each call
 * with parsers of its own (Drizzle passes nine on every statement) first copies PGlite's whole parser
 * map (about 370 types): another 180 µs.
 *
 * Here `query` and `exec` (the database's and a transaction's) write their messages into one buffer,
 * run them in one `execProtocolRawStream`, under PGlite's own locks, and read the answer in place: each
 * field decoded straight from the answer, each column's parser looked up once. They answer as PGlite's
 * would: the same rows and fields, `affectedRows` and `rowCount`, PostgreSQL's errors as PGlite's
 * `DatabaseError` with its fields and the statement on it, the data folder synced after a statement
 * outside a transaction.
 *
 * What stays on PGlite's own path: a statement with a parameter that is not a string, number, boolean
 * or bigint (PGlite serializes a Date, an array, an object or bytes by the parameter's type, which
 * takes its own trip to learn), one with a blob (`/dev/blob`), serializers or a notice callback of its
 * own, and anything mentioning COPY (which waits for data). Parameters are sent as their text as PGlite's serializers would write them; for a
 * number given where PostgreSQL infers a date, PGlite would write a date and this writes the number
 * (PostgreSQL then refuses it): nothing here does that. LISTEN's notifications are not forwarded
 * (nothing here listens).
 */
export function fastStatements<C extends Client>(client: C): C {
  const engine = client as unknown as Engine;
  // In a transaction PGlite already holds its transaction lock for the connection.
  return wrapConnections(client, (target, inTransaction) => wrap(target, engine, inTransaction));
}

function wrap(target: Statements & { closed?: boolean }, engine: Engine, inTransaction: boolean): void {
  const query = target.query.bind(target) as unknown as Query;
  const exec = target.exec.bind(target) as unknown as Exec;

  /** Runs `message` under PGlite's locks, as its own `query` and `exec` do, and reads the answer. */
  const run = async (message: Uint8Array, options: QueryOptions | undefined, statement: StatementContext) => {
    const once = () =>
      engine._runExclusiveQuery(async () => {
        // Raw, so PGlite's own parser does not read the answer too (its `execProtocolRaw` does).
        const chunks: Buffer[] = [];
        await engine.execProtocolRawStream(message, {
          syncToFs: false,
          // A view of PGlite's memory, written over by the next call: copied.
          onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
        });
        const answer = readAnswer(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), options, engine.parsers);
        if (answer.error) throw withStatement(answer.error, statement);
        if (!inTransaction) await engine.syncToFs();
        return answer.results;
      });
    if (inTransaction) return once();
    await engine._checkReady();
    return engine._runExclusiveTransaction(once);
  };

  target.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const values = ownPath(text, options) ? null : textValues(params);
    // A closed transaction's object refuses the call the way PGlite words it.
    if (values === null || target.closed) return query(text, params, options);
    const message = Buffer.concat([
      serialize.parse({ text, types: options?.paramTypes }),
      serialize.bind({ values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      SYNC,
    ]);
    const results = await run(message, options, { query: text, params, options });
    return results[0] ?? { affectedRows: 0, rows: [], fields: [] };
  }) as Statements['query'];

  target.exec = (async (text: string, options?: QueryOptions) => {
    if (ownPath(text, options) || target.closed) return exec(text, options);
    const results = await run(Buffer.concat([serialize.query(text), SYNC]), options, {
      query: text,
      params: undefined,
      options,
    });
    return results.length ? results : [{ affectedRows: 0, rows: [], fields: [] }];
  }) as Statements['exec'];
}

const COPY = /\bcopy\b/i;
/** What PGlite's own path handles: blobs, COPY, notices to a callback, serializers by type. */
const ownPath = (text: string, options: QueryOptions | undefined) =>
  Boolean(options?.blob || options?.onNotice || options?.serializers) || COPY.test(text);

/** Each parameter as the text PGlite's serializers write for it whatever its type, or null when that depends on the type. */
function textValues(params: unknown[]): (string | null)[] | null {
  const values: (string | null)[] = new Array(params.length);
  for (let i = 0; i < params.length; i++) {
    const value = params[i];
    if (value === null || value === undefined) values[i] = null;
    else if (typeof value === 'string') values[i] = value;
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
      values[i] = String(value);
    else return null;
  }
  return values;
}

interface StatementContext {
  query: string;
  params: unknown[] | undefined;
  options: QueryOptions | undefined;
}

/** As PGlite marks its errors: the statement, its parameters and options on the error. */
function withStatement(error: InstanceType<typeof messages.DatabaseError>, context: StatementContext) {
  return Object.assign(error, { query: context.query, params: context.params, queryOptions: context.options });
}

/** The commands whose counts PGlite adds up into `affectedRows`. */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

interface Field {
  name: string;
  dataTypeID: number;
}

interface Answer {
  results: Results[];
  error: InstanceType<typeof messages.DatabaseError> | null;
}

/**
 * PostgreSQL's answer read as PGlite's `parseResults` reads it: a result per completed command, rows
 * as objects or arrays, each value through the call's parser for its type, else the client's. After
 * an error nothing more is read (PGlite keeps the first error and drops the rest).
 */
function readAnswer(buffer: Buffer, options: QueryOptions | undefined, clientParsers: Parsers): Answer {
  const given = options?.parsers as Parsers | undefined;
  const asArrays = options?.rowMode === 'array';
  const results: Results[] = [];
  let fields: Field[] = [];
  let parsers: (Parser | undefined)[] = [];
  let rows: any[] = [];
  let affectedRows = 0;
  let at = 0;
  while (at + 5 <= buffer.length) {
    const code = buffer[at]!;
    const end = at + 1 + buffer.readInt32BE(at + 1);
    let pos = at + 5;
    switch (code) {
      case 0x54: {
        // RowDescription
        const count = buffer.readInt16BE(pos);
        pos += 2;
        fields = new Array(count);
        parsers = new Array(count);
        for (let i = 0; i < count; i++) {
          const nul = buffer.indexOf(0, pos);
          const name = buffer.toString('utf8', pos, nul);
          const dataTypeID = buffer.readInt32BE(nul + 7);
          fields[i] = { name, dataTypeID };
          parsers[i] = given?.[dataTypeID] ?? clientParsers[dataTypeID];
          pos = nul + 19;
        }
        break;
      }
      case 0x44: {
        // DataRow
        const count = buffer.readInt16BE(pos);
        pos += 2;
        const row: unknown[] | Record<string, unknown> = asArrays ? new Array(count) : {};
        for (let i = 0; i < count; i++) {
          const length = buffer.readInt32BE(pos);
          pos += 4;
          let value: unknown = null;
          if (length !== -1) {
            const text = buffer.toString('utf8', pos, pos + length);
            pos += length;
            const parse = parsers[i];
            value = parse ? parse(text, fields[i]!.dataTypeID) : text;
          }
          if (asArrays) (row as unknown[])[i] = value;
          else (row as Record<string, unknown>)[fields[i]!.name] = value;
        }
        rows.push(row);
        break;
      }
      case 0x43: {
        // CommandComplete
        const tag = buffer.toString('utf8', pos, buffer.indexOf(0, pos));
        const words = tag.split(' ');
        const command = words[0]!;
        const count = Number.parseInt(words[words.length - 1]!, 10);
        if (COUNTED_COMMANDS.has(command)) affectedRows += count;
        const result: Results & { command: string; rowCount?: number } = { rows, fields, command, affectedRows };
        if (!Number.isNaN(count)) result.rowCount = count;
        results.push(result);
        rows = [];
        fields = [];
        parsers = [];
        break;
      }
      case 0x45:
        // ErrorResponse
        return { results, error: readError(buffer, pos, end - at - 1) };
    }
    at = end;
  }
  return { results, error: null };
}

/** An ErrorResponse as PGlite builds it (its `DatabaseError`, the fields named as pg's). */
function readError(buffer: Buffer, start: number, length: number) {
  const parts: Record<string, string> = {};
  let pos = start;
  while (buffer[pos] !== 0 && pos < buffer.length) {
    const key = String.fromCharCode(buffer[pos]!);
    const nul = buffer.indexOf(0, pos + 1);
    parts[key] = buffer.toString('utf8', pos + 1, nul);
    pos = nul + 1;
  }
  const error = new messages.DatabaseError(parts.M ?? '', length, 'error');
  return Object.assign(error, {
    severity: parts.S,
    code: parts.C,
    detail: parts.D,
    hint: parts.H,
    position: parts.P,
    internalPosition: parts.p,
    internalQuery: parts.q,
    where: parts.W,
    schema: parts.s,
    table: parts.t,
    column: parts.c,
    dataType: parts.d,
    constraint: parts.n,
    file: parts.F,
    line: parts.L,
    routine: parts.R,
  });
}
