import { type QuestionForm, type RoleKey, roleByKey } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { seedReferenceData } from '../../db/seed/index.js';
import { openSeededDatabase, openTestDatabase } from '../../test/test-app.js';
import { activeMember, topicTargetsUserRow } from '../campaigns/audiences.js';
import {
  insertTopic,
  replaceNpiMaps,
  softDeleteTopic,
  updateTopic,
} from '../internal-topics/internal-topics.queries.js';
import { eligibleMemberCondition } from './eligibility.js';
import { selectRows } from '../../db/raw-sql.js';

/**
 * Issue 13's property: the precomputed audience keys (topic_audiences, kept by the triggers of
 * migration 0009 and read by `topicTargetsMember`) admit exactly the members the old per-request
 * filter (`eligibleMemberCondition`, the CASE over the targeting tables) admits, for every question
 * and member, whatever sequence of targeting writes led there, and on the demo data.
 */

interface Comparison {
  pairs: number;
  eligible: number;
  eligible_by_npi: number;
  disagreements: unknown[];
}

/**
 * Both rules over every (question, user) pair in one statement: the old filter as the product had it
 * (the question's id given as `t.id` instead of a number), the new one as the member feeds and
 * campaign audiences use it. Only the pairs on which they differ come back, with what decides them.
 */
async function compareRules(db: Db, scope?: { topicIds: number[]; userIds: number[] }): Promise<Comparison> {
  const oldRule = eligibleMemberCondition(sql`t.id` as unknown as number);
  const newRule = sql`${activeMember} and ${topicTargetsUserRow({ id: sql`t.id` })}`;
  const where = scope
    ? sql`where t.id = any(${sql.param(scope.topicIds)}::int[]) and u.id = any(${sql.param(scope.userIds)}::int[])`
    : sql``;
  const [row] = await selectRows<Comparison>(
    db,
    sql`select count(*)::int as pairs, (count(*) filter (where p.old))::int as eligible,
        (count(*) filter (where p.old and p.use_npi_map))::int as eligible_by_npi,
        coalesce(json_agg(p) filter (where p.old is distinct from p.new), '[]'::json) as disagreements
      from (select t.id as topic_id, u.id as user_id, (${oldRule}) as old, (${newRule}) as new,
          t.use_npi_map, u.role_id, u.disabled, u.deleted_at, u.specialty_id, u.subspecialty_id, u.npi,
          array(select audience from topic_audiences a where a.topic_id = t.id order by audience) as keys
        from topics t cross join users u ${where}) p`,
  );
  return row!;
}

const TOPICS = 3;
const SPECIALTIES = 3;
const SUBSPECIALTIES = 3;
const NPIS = 4;
const DAY = 24 * 3600 * 1000;

let database: Database;
let drop: () => Promise<void>;
let db: Db;
let authorUserId: number;
let specialtyIds: number[];
let subspecialtyIds: number[];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await runMigrations(database);
  await seedReferenceData(database.db);
  db = database.db;
  const [author] = await selectRows<{ id: number }>(
    db,
    sql`insert into users (first_name, last_name, email, role_id) values
      ('Mo', 'Derator', 'moderator@property.test', ${roleByKey('moderator').id}) returning id`,
  );
  authorUserId = author!.id;
  // Subspecialties of different specialties, so that neither rule can lean on the hierarchy.
  specialtyIds = (
    await selectRows<{ id: number }>(db, sql`select id from specialties order by id limit ${SPECIALTIES}`)
  ).map((r) => r.id);
  subspecialtyIds = (
    await selectRows<{ id: number }>(
      db,
      sql`select min(id) as id from subspecialties group by specialty_id order by 1 limit ${SUBSPECIALTIES}`,
    )
  ).map((r) => r.id);
}, 60_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

// Everything is drawn as small indexes into pools, so that questions and members keep meeting.
const topicIx = fc.nat(TOPICS - 1);
const specialtyIx = fc.nat(SPECIALTIES - 1);
const subspecialtyIx = fc.nat(SUBSPECIALTIES - 1);
const npiIx = fc.nat(NPIS - 1);

const targetingArb = fc.record({
  specialties: fc.array(specialtyIx, { maxLength: 3 }),
  subspecialties: fc.array(subspecialtyIx, { maxLength: 2 }),
  useNpiMap: fc.boolean(),
  npis: fc.array(npiIx, { maxLength: 4 }),
});
type Targeting = typeof targetingArb extends fc.Arbitrary<infer T> ? T : never;

type MemberKind = 'hcp' | 'test_hcp' | 'moderator' | 'disabled' | 'deleted';
const memberArb = fc.record({
  specialty: fc.option(specialtyIx, { nil: null }),
  subspecialty: fc.option(subspecialtyIx, { nil: null }),
  npi: fc.option(npiIx, { nil: null }),
  kind: fc.oneof(
    { arbitrary: fc.constant<MemberKind>('hcp'), weight: 4 },
    { arbitrary: fc.constantFrom<MemberKind>('test_hcp', 'moderator', 'disabled', 'deleted'), weight: 2 },
  ),
});
type Member = typeof memberArb extends fc.Arbitrary<infer T> ? T : never;

type Table = 'specialties' | 'subspecialties' | 'npis';
const tableArb = fc.constantFrom<Table>('specialties', 'subspecialties', 'npis');
/** A value of a targeting table's pool (the table decides which pool the index is into). */
const valueIx = fc.nat(NPIS - 1);

/** Weighted towards the plain statements, which the form's delete-then-insert would otherwise mask. */
const operationArb = fc.oneof(
  // The question form (create/edit): the whole targeting replaced, an empty list included.
  { arbitrary: fc.record({ op: fc.constant('edit' as const), topic: topicIx, targeting: targetingArb }), weight: 2 },
  // The questions-to-NPI page: several questions' maps in one statement, and use_npi_map switched on.
  {
    arbitrary: fc.record({
      op: fc.constant('npiMaps' as const),
      rows: fc.array(fc.tuple(topicIx, npiIx), { minLength: 1, maxLength: 5 }),
    }),
    weight: 1,
  },
  // Plain statements on the targeting tables, one row or several questions at once.
  {
    arbitrary: fc.record({
      op: fc.constant('insert' as const),
      table: tableArb,
      rows: fc.array(fc.tuple(topicIx, valueIx), { minLength: 1, maxLength: 4 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('delete' as const),
      table: tableArb,
      topic: fc.option(topicIx, { nil: null }),
      value: fc.option(valueIx, { nil: null }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('changeValue' as const),
      table: tableArb,
      topic: fc.option(topicIx, { nil: null }),
      from: valueIx,
      to: valueIx,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ op: fc.constant('moveRows' as const), table: tableArb, from: topicIx, to: topicIx }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ op: fc.constant('toggleMap' as const), topics: fc.uniqueArray(topicIx, { minLength: 1 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('setMap' as const), topic: topicIx, value: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('softDelete' as const), topic: topicIx }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('hardDelete' as const), topic: topicIx }), weight: 1 },
);
type Operation = typeof operationArb extends fc.Arbitrary<infer T> ? T : never;

/** One property run's world: its questions, members and NPIs (fresh ones each run, NPIs being unique among active users). */
interface World {
  topicIds: number[];
  userIds: number[];
  npis: string[];
  gone: Set<number>;
}

const TABLES: Record<Table, { name: string; column: string; value: (w: World, i: number) => SQL }> = {
  specialties: {
    name: 'topic_specialties',
    column: 'specialty_id',
    value: (_, i) => sql`${specialtyIds[i % SPECIALTIES]}::int`,
  },
  subspecialties: {
    name: 'topic_subspecialties',
    column: 'subspecialty_id',
    value: (_, i) => sql`${subspecialtyIds[i % SUBSPECIALTIES]}::int`,
  },
  npis: { name: 'topic_npis', column: 'npi', value: (w, i) => sql`${w.npis[i % NPIS]}::text` },
};

function formFor(w: World, k: Targeting): QuestionForm {
  const publish = Date.now() - DAY;
  return {
    authorUserId,
    title: 'Property question',
    description: 'A question whose targeting the property test keeps changing.',
    therapyArea: 'Cardiology',
    primaryIndication: 'HFpEF',
    secondaryIndication: 'CKD',
    stageProgression: 'Chronic',
    initiatingTeam: 'MS',
    publishDate: new Date(publish).toISOString(),
    expirationDate: new Date(publish + 7 * DAY).toISOString(),
    specialties: k.specialties.map((i) => specialtyIds[i]!),
    subspecialties: k.subspecialties.map((i) => subspecialtyIds[i]!),
    useNpiMap: k.useNpiMap,
    npiMap: k.npis.map((i) => [0, w.npis[i]!]),
    personalized: true,
    hideAnswers: true,
    rewardEnabled: true,
  };
}

let runs = 0;

/**
 * The run's members in one statement, then one member per pool value holding only that value (an
 * extra or a missing key of any question then shows). An NPI already held by an active user goes to
 * a deleted one instead: deleted users keep their NPI, so members can share one.
 */
async function createMembers(w: World, drawn: Member[]) {
  const members = [
    ...drawn,
    ...specialtyIds.map((_, i) => ({ specialty: i, subspecialty: null, npi: null, kind: 'hcp' as const })),
    ...subspecialtyIds.map((_, i) => ({ specialty: null, subspecialty: i, npi: null, kind: 'hcp' as const })),
    ...w.npis.map((_, i) => ({ specialty: null, subspecialty: null, npi: i, kind: 'hcp' as const })),
  ];
  const held = new Set<number>();
  const rows = members.map((m, i) => {
    let kind: MemberKind = m.kind;
    if (m.npi !== null && kind !== 'deleted') {
      if (held.has(m.npi)) kind = 'deleted';
      else held.add(m.npi);
    }
    const role: RoleKey = kind === 'test_hcp' || kind === 'moderator' ? kind : 'hcp';
    return sql`('Prop', ${`Member${i}`}, ${`r${runs}m${i}@property.test`}, ${roleByKey(role).id},
      ${m.npi === null ? null : w.npis[m.npi]}, ${m.specialty === null ? null : specialtyIds[m.specialty]}::int,
      ${m.subspecialty === null ? null : subspecialtyIds[m.subspecialty]}::int, ${kind === 'disabled'},
      ${kind === 'deleted' ? sql`now()` : sql`null`})`;
  });
  const inserted = await selectRows<{ id: number }>(
    db,
    sql`insert into users (first_name, last_name, email, role_id, npi, specialty_id, subspecialty_id, disabled, deleted_at)
      values ${sql.join(rows, sql`, `)} returning id`,
  );
  w.userIds = inserted.map((r) => r.id);
}

async function apply(w: World, o: Operation) {
  const id = (i: number) => w.topicIds[i]!;
  const live = (i: number) => !w.gone.has(id(i));
  const inRun = sql`topic_id = any(${sql.param(w.topicIds)}::int[])`;
  switch (o.op) {
    case 'edit':
      await updateTopic(db, id(o.topic), formFor(w, o.targeting));
      return;
    case 'npiMaps': {
      const rows = o.rows.filter(([t]) => live(t)).map(([t, n]): [number, string] => [id(t), w.npis[n]!]);
      if (rows.length) await replaceNpiMaps(db, rows);
      return;
    }
    case 'insert': {
      const t = TABLES[o.table];
      const rows = o.rows
        .filter(([topic]) => live(topic))
        .map(([topic, v]) => sql`(${id(topic)}::int, ${t.value(w, v)})`);
      if (!rows.length) return;
      await db.execute(sql`insert into ${sql.raw(t.name)} (topic_id, ${sql.raw(t.column)})
        values ${sql.join(rows, sql`, `)} on conflict do nothing`);
      return;
    }
    case 'delete': {
      const t = TABLES[o.table];
      await db.execute(sql`delete from ${sql.raw(t.name)} where ${inRun}
        ${o.topic === null ? sql`` : sql`and topic_id = ${id(o.topic)}`}
        ${o.value === null ? sql`` : sql`and ${sql.raw(t.column)} = ${t.value(w, o.value)}`}`);
      return;
    }
    case 'changeValue': {
      const t = TABLES[o.table];
      const column = sql.raw(t.column);
      await db.execute(sql`update ${sql.raw(t.name)} x set ${column} = ${t.value(w, o.to)}
        where x.${inRun}
          ${o.topic === null ? sql`` : sql`and x.topic_id = ${id(o.topic)}`}
          and x.${column} = ${t.value(w, o.from)}
          and not exists (select 1 from ${sql.raw(t.name)} y where y.topic_id = x.topic_id and y.${column} = ${t.value(w, o.to)})`);
      return;
    }
    case 'moveRows': {
      // One statement whose old and new rows name different questions.
      if (!live(o.from) || !live(o.to)) return;
      const t = TABLES[o.table];
      const column = sql.raw(t.column);
      await db.execute(sql`update ${sql.raw(t.name)} x set topic_id = ${id(o.to)} where x.topic_id = ${id(o.from)}
        and not exists (select 1 from ${sql.raw(t.name)} y where y.topic_id = ${id(o.to)} and y.${column} = x.${column})`);
      return;
    }
    case 'toggleMap':
      await db.execute(sql`update topics set use_npi_map = not use_npi_map, updated_at = now()
        where id = any(${sql.param(o.topics.map(id))}::int[])`);
      return;
    case 'setMap':
      await db.execute(sql`update topics set use_npi_map = ${o.value} where id = ${id(o.topic)}`);
      return;
    case 'softDelete':
      await softDeleteTopic(db, id(o.topic));
      return;
    case 'hardDelete':
      await db.execute(sql`delete from topics where id = ${id(o.topic)}`);
      w.gone.add(id(o.topic));
      return;
  }
}

describe('precomputed eligibility (topic_audiences) against the per-request filter', () => {
  it('agrees on every question and member after any sequence of targeting changes', async () => {
    const seen = { pairs: 0, eligible: 0, byNpi: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(targetingArb, { minLength: TOPICS, maxLength: TOPICS }),
        fc.array(memberArb, { maxLength: 6 }),
        fc.array(operationArb, { minLength: 8, maxLength: 24 }),
        async (initial, members, operations) => {
          runs++;
          const w: World = {
            topicIds: [],
            userIds: [],
            npis: Array.from({ length: NPIS }, (_, i) => String(8_000_000_000 + runs * 10 + i)),
            gone: new Set(),
          };
          await createMembers(w, members);
          for (const k of initial) w.topicIds.push(await insertTopic(db, formFor(w, k)));
          const check = async (after: Operation | 'created') => {
            const result = await compareRules(db, w);
            expect({ after, disagreements: result.disagreements }).toEqual({ after, disagreements: [] });
            seen.pairs += result.pairs;
            seen.eligible += result.eligible;
            seen.byNpi += result.eligible_by_npi;
          };
          await check('created');
          for (const o of operations) {
            await apply(w, o);
            await check(o);
          }
        },
      ),
      { numRuns: 25 },
    );
    // And across runs: every question left in the database against every user.
    expect((await compareRules(db)).disagreements).toEqual([]);
    // Not vacuous: the runs reached members eligible through a specialty and through an NPI map.
    expect(seen.eligible).toBeGreaterThan(seen.byNpi);
    expect(seen.byNpi).toBeGreaterThan(0);
    expect(seen.pairs).toBeGreaterThan(seen.eligible);
  });
});

describe('on the demo data', () => {
  let seeded: { database: Database; close: () => Promise<void> };
  beforeAll(async () => {
    seeded = await openSeededDatabase();
  }, 120_000);
  afterAll(() => seeded?.close());

  it('agrees on every (question, user) pair the first start seeds', async () => {
    const result = await compareRules(seeded.database.db);
    expect(result.disagreements).toEqual([]);
    const [counts] = await selectRows<{ topics: number; users: number }>(
      seeded.database.db,
      sql`select (select count(*) from topics)::int as topics, (select count(*) from users)::int as users`,
    );
    expect(result.pairs).toBe(counts!.topics * counts!.users);
    expect(result.eligible).toBeGreaterThan(0);
  });
});
