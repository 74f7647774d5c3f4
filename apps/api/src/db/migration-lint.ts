import { loadModule, parseSync } from 'libpg-query';

/**
 * The migration linter (issue 26): it reads each migration with PostgreSQL's own parser (libpg_query,
 * compiled to WebAssembly) and flags what holds a long lock on a table that already has rows, rewrites
 * it, or breaks the instances of the previous release that still run while the new one rolls out.
 * A table created in the same migration is exempt: it is new and empty, and no older instance knows it.
 * A finding a migration means to keep is accepted by a comment on its own line above the statement:
 *   -- lint-accepted: <rule>: <why it is safe here>
 * docs/ops/migrations.md explains each rule, the expand-and-contract rule, and how a large table gets
 * an index without drizzle's transaction (CONCURRENTLY cannot run inside one).
 */
export const RULES = {
  'index-not-concurrent': 'CREATE INDEX without CONCURRENTLY blocks every write to the table while the index is built',
  'add-column-rewrite':
    'ADD COLUMN with a volatile default (or serial, identity, a stored generated column) rewrites the table under an exclusive lock',
  'add-column-not-null':
    'ADD COLUMN NOT NULL without a default fails on a table with rows, and older instances insert without it',
  'column-type-rewrite':
    'ALTER COLUMN TYPE rewrites the table (and its indexes) under an exclusive lock, and older instances still send the old type',
  'set-not-null':
    'SET NOT NULL scans the whole table under an exclusive lock unless a validated CHECK (col IS NOT NULL) of an earlier migration proves it',
  'constraint-not-valid':
    'ADD CONSTRAINT (FOREIGN KEY or CHECK) without NOT VALID scans the table while holding its lock; add it NOT VALID, VALIDATE in a later migration',
  'unique-without-index':
    'ADD CONSTRAINT UNIQUE / PRIMARY KEY / EXCLUDE builds its index under an exclusive lock; build the index first and add the constraint USING INDEX',
  'backfill-in-migration':
    "UPDATE or DELETE of an existing table's rows runs in drizzle's one transaction: every row it touches stays locked until all pending migrations commit; backfill in batches from a job instead",
  'drop-column':
    'DROP COLUMN breaks the instances of the previous release that still read or write it (expand and contract: drop a release after the code stopped using it)',
  'drop-table':
    'DROP TABLE breaks the instances of the previous release that still use it (expand and contract: drop a release after the code stopped using it)',
  rename:
    'RENAME of a table or column breaks the instances of the previous release that use the old name (add the new one, copy, switch, drop the old one later)',
  'concurrent-in-transaction':
    "CONCURRENTLY cannot run inside a transaction block, and drizzle's migrator runs every pending migration in one: the instance would fail to start",
  'lock-timeout':
    'a statement that locks an existing table runs without SET LOCAL lock_timeout first: waiting behind a long query, it queues every other query of the table behind it',
} as const;

export type Rule = keyof typeof RULES;

export interface Finding {
  file: string;
  line: number;
  rule: Rule;
  /** The table the statement changes. */
  table: string;
  /** The first line of the statement, for the report. */
  statement: string;
  /** The reason of the `-- lint-accepted:` comment above the statement, when there is one. */
  accepted?: string;
}

export interface AnnotationProblem {
  file: string;
  line: number;
  problem: string;
}

export interface LintResult {
  findings: Finding[];
  /** Annotations naming no rule, giving no reason, or accepting nothing the statement breaks. */
  annotationProblems: AnnotationProblem[];
}

export interface Migration {
  name: string;
  sql: string;
}

const ANNOTATION = /^\s*--\s*lint-accepted:\s*([a-z-]+)\s*:\s*(.*)$/;

/**
 * Functions a column default may call without rewriting the table: PostgreSQL evaluates a
 * non-volatile default once and stores it in the catalog (PostgreSQL 11+). Any other function is taken
 * as volatile (gen_random_uuid, random, clock_timestamp, nextval…): a rewrite.
 */
const NON_VOLATILE_FUNCTIONS = new Set(['now', 'transaction_timestamp', 'statement_timestamp', 'lower', 'upper']);
const SERIAL_TYPES = new Set(['serial', 'serial4', 'bigserial', 'serial8', 'smallserial', 'serial2']);

/** A node of libpg_query's parse tree: plain JSON, read by its PostgreSQL node names. */
type Node = any;

interface LintState {
  notNullProofs: Map<string, number>;
  pendingChecks: Map<string, string>;
  notValidAddedIn: Map<string, number>;
}

let loaded: Promise<void> | null = null;

/** Lints migrations in the order they run: what one migration validates, a later one may rely on. */
export async function lintMigrations(migrations: Migration[]): Promise<LintResult> {
  loaded ??= loadModule();
  await loaded;
  const result: LintResult = { findings: [], annotationProblems: [] };
  // `table.column` proved NOT NULL by a validated CHECK, and the migration index that validated it.
  const notNullProofs = new Map<string, number>();
  // NOT VALID checks `table.constraint` → the column they prove NOT NULL, until validated.
  const pendingChecks = new Map<string, string>();
  // Every NOT VALID constraint `table.constraint` → the migration that added it.
  const notValidAddedIn = new Map<string, number>();
  for (const [index, migration] of migrations.entries()) {
    lintOne(migration, index, { notNullProofs, pendingChecks, notValidAddedIn }, result);
  }
  return result;
}

function lintOne(migration: Migration, index: number, state: LintState, result: LintResult) {
  const { sql } = migration;
  const parsed = parseSync(sql) as { stmts: { stmt: Node; stmt_location?: number; stmt_len?: number }[] };
  const created = new Set<string>();
  let lockTimeout = false;
  let lockTimeoutReported = false;

  for (const raw of parsed.stmts) {
    const start = raw.stmt_location ?? 0;
    const text = sql.slice(start, raw.stmt_len ? start + raw.stmt_len : undefined);
    const { annotations, line, firstLine } = leadingComments(sql, start, text);
    const found: { rule: Rule; table: string }[] = [];
    const flag = (rule: Rule, table: string) => found.push({ rule, table });
    let locksExisting: string | null = null;

    const [kind, stmt] = Object.entries(raw.stmt as Record<string, Node>)[0] ?? [];
    switch (kind) {
      case 'CreateStmt':
        created.add(tableName(stmt.relation));
        break;
      case 'CreateTableAsStmt':
        created.add(tableName(stmt.into.rel));
        break;
      case 'VariableSetStmt':
        if (stmt.name === 'lock_timeout' && stmt.is_local) lockTimeout = true;
        break;
      case 'IndexStmt': {
        const table = tableName(stmt.relation);
        if (stmt.concurrent) flag('concurrent-in-transaction', table);
        if (created.has(table)) break;
        if (!stmt.concurrent) {
          flag('index-not-concurrent', table);
          locksExisting = table;
        }
        break;
      }
      case 'AlterTableStmt': {
        if (stmt.objtype !== 'OBJECT_TABLE') break;
        const table = tableName(stmt.relation);
        const isNew = created.has(table);
        if (!isNew) locksExisting = table;
        for (const { AlterTableCmd: cmd } of stmt.cmds as { AlterTableCmd: Node }[]) {
          alterTable(table, isNew, cmd, index, state, flag);
        }
        break;
      }
      case 'RenameStmt': {
        if (!stmt.relation) break;
        const table = tableName(stmt.relation);
        if (created.has(table)) break;
        locksExisting = table;
        if (stmt.renameType === 'OBJECT_COLUMN' || stmt.renameType === 'OBJECT_TABLE') flag('rename', table);
        break;
      }
      case 'DropStmt': {
        if (stmt.removeType !== 'OBJECT_TABLE' && stmt.removeType !== 'OBJECT_INDEX') break;
        for (const object of stmt.objects as Node[]) {
          const names = (object.List?.items ?? []).map((i: Node) => i.String.sval) as string[];
          const name = names.at(-1) ?? '?';
          if (created.has(name)) continue;
          // A dropped index names no table: the report names the index.
          const table = stmt.removeType === 'OBJECT_TABLE' ? name : `index ${name}`;
          if (stmt.removeType === 'OBJECT_TABLE') flag('drop-table', table);
          if (stmt.concurrent) flag('concurrent-in-transaction', table);
          else locksExisting = table;
        }
        break;
      }
      case 'ReindexStmt':
        if ((stmt.params ?? []).some((p: Node) => p.DefElem?.defname === 'concurrently'))
          flag('concurrent-in-transaction', stmt.relation ? tableName(stmt.relation) : (stmt.name ?? '?'));
        break;
      case 'UpdateStmt':
      case 'DeleteStmt': {
        const table = tableName(stmt.relation);
        if (!created.has(table)) flag('backfill-in-migration', table);
        break;
      }
      case 'CreateTrigStmt': {
        const table = tableName(stmt.relation);
        if (!created.has(table)) locksExisting = table;
        break;
      }
    }
    if (locksExisting && !lockTimeout && !lockTimeoutReported) {
      // Once per migration: its first statement that waits for a lock on a table with rows.
      flag('lock-timeout', locksExisting);
      lockTimeoutReported = true;
    }

    const used = new Set<number>();
    for (const f of found) {
      const i = annotations.findIndex((a) => a.rule === f.rule);
      if (i >= 0) used.add(i);
      result.findings.push({
        file: migration.name,
        line,
        rule: f.rule,
        table: f.table,
        statement: firstLine,
        ...(i >= 0 ? { accepted: annotations[i]?.reason } : {}),
      });
    }
    annotations.forEach((a, i) => {
      const problem = !(a.rule in RULES)
        ? `"${a.rule}" is no rule (rules: ${Object.keys(RULES).join(', ')})`
        : a.reason.length < 10
          ? `the acceptance of ${a.rule} gives no reason`
          : !used.has(i)
            ? `the statement below breaks no rule ${a.rule}: remove the annotation`
            : null;
      if (problem) result.annotationProblems.push({ file: migration.name, line: a.line, problem });
    });
  }
}

function alterTable(
  table: string,
  isNew: boolean,
  cmd: Node,
  index: number,
  state: LintState,
  flag: (rule: Rule, table: string) => void,
) {
  switch (cmd.subtype) {
    case 'AT_AddColumn': {
      const column = cmd.def.ColumnDef;
      const constraints = ((column.constraints ?? []) as { Constraint: Node }[]).map((c) => c.Constraint);
      const byType = (t: string) => constraints.find((c) => c.contype === t);
      const typeName = (column.typeName?.names ?? []).map((n: Node) => n.String.sval).at(-1) as string;
      if (isNew) break;
      const def = byType('CONSTR_DEFAULT');
      const generatedStored = byType('CONSTR_GENERATED');
      if (
        (def && !nonVolatile(def.raw_expr)) ||
        SERIAL_TYPES.has(typeName) ||
        byType('CONSTR_IDENTITY') ||
        generatedStored
      ) {
        flag('add-column-rewrite', table);
      }
      if (
        byType('CONSTR_NOTNULL') &&
        !def &&
        !generatedStored &&
        !byType('CONSTR_IDENTITY') &&
        !SERIAL_TYPES.has(typeName)
      )
        flag('add-column-not-null', table);
      if (byType('CONSTR_UNIQUE') || byType('CONSTR_PRIMARY')) flag('unique-without-index', table);
      break;
    }
    case 'AT_AlterColumnType':
      if (!isNew) flag('column-type-rewrite', table);
      break;
    case 'AT_SetNotNull': {
      const proof = state.notNullProofs.get(`${table}.${cmd.name}`);
      // Validated in this migration does not count: drizzle runs it in the same transaction, which
      // still holds the ADD CONSTRAINT's exclusive lock while VALIDATE scans.
      if (!isNew && (proof === undefined || proof >= index)) flag('set-not-null', table);
      break;
    }
    case 'AT_AddConstraint': {
      const c = cmd.def.Constraint;
      const proves = c.contype === 'CONSTR_CHECK' ? notNullColumn(c.raw_expr) : null;
      if (c.skip_validation && c.conname) state.notValidAddedIn.set(`${table}.${c.conname}`, index);
      if (proves) {
        if (c.skip_validation) state.pendingChecks.set(`${table}.${c.conname}`, proves);
        else state.notNullProofs.set(`${table}.${proves}`, index);
      }
      if (isNew) break;
      if ((c.contype === 'CONSTR_FOREIGN' || c.contype === 'CONSTR_CHECK') && !c.skip_validation)
        flag('constraint-not-valid', table);
      if (['CONSTR_UNIQUE', 'CONSTR_PRIMARY', 'CONSTR_EXCLUSION'].includes(c.contype) && !c.indexname)
        flag('unique-without-index', table);
      break;
    }
    case 'AT_ValidateConstraint': {
      // In the migration that added it, the scan runs under the ADD CONSTRAINT's lock, still held.
      if (state.notValidAddedIn.get(`${table}.${cmd.name}`) === index) flag('constraint-not-valid', table);
      const column = state.pendingChecks.get(`${table}.${cmd.name}`);
      if (column) state.notNullProofs.set(`${table}.${column}`, index);
      break;
    }
    case 'AT_DropColumn':
      if (!isNew) flag('drop-column', table);
      break;
  }
}

/** A constant, a cast of one, CURRENT_TIMESTAMP and its kin, or a non-volatile function of those. */
function nonVolatile(expr: Node): boolean {
  if (!expr) return true;
  const [kind, node] = Object.entries(expr as Record<string, Node>)[0] ?? [];
  switch (kind) {
    case 'A_Const':
    case 'SQLValueFunction':
      return true;
    case 'TypeCast':
      return nonVolatile(node.arg);
    case 'A_ArrayExpr':
      return ((node.elements ?? []) as Node[]).every(nonVolatile);
    case 'A_Expr':
      return nonVolatile(node.lexpr) && nonVolatile(node.rexpr);
    case 'FuncCall': {
      const name = (node.funcname as Node[]).map((n) => n.String.sval).at(-1);
      return NON_VOLATILE_FUNCTIONS.has(name) && ((node.args ?? []) as Node[]).every(nonVolatile);
    }
    default:
      return false;
  }
}

/** The column a CHECK proves NOT NULL: `CHECK (col IS NOT NULL)`, nothing else. */
function notNullColumn(expr: Node): string | null {
  const test = expr?.NullTest;
  if (test?.nulltesttype !== 'IS_NOT_NULL') return null;
  const fields = (test.arg?.ColumnRef?.fields ?? []) as Node[];
  return fields.length === 1 ? (fields[0].String?.sval ?? null) : null;
}

const tableName = (relation: Node) =>
  relation.schemaname && relation.schemaname !== 'public'
    ? `${relation.schemaname}.${relation.relname}`
    : relation.relname;

/**
 * The `-- lint-accepted:` comments between the previous statement and this one, the line the statement
 * starts on, and that line. The parser puts a statement's leading comments inside its span (they are
 * skipped, not tokens), so only the comment lines before its first token are read.
 */
function leadingComments(sql: string, start: number, text: string) {
  const lines = text.split('\n');
  let lineNo = sql.slice(0, start).split('\n').length;
  const annotations: { rule: string; reason: string; line: number }[] = [];
  let i = 0;
  for (; i < lines.length; i++) {
    // The tail of the previous statement's line (`;--> statement-breakpoint`) starts the span.
    const trimmed = (lines[i] as string).trim();
    if (trimmed !== '' && !trimmed.startsWith('--')) break;
    const m = ANNOTATION.exec(trimmed);
    if (m) annotations.push({ rule: m[1] as string, reason: (m[2] as string).trim(), line: lineNo });
    lineNo++;
  }
  return { annotations, line: lineNo, firstLine: (lines[i] ?? '').trim().slice(0, 120) };
}
