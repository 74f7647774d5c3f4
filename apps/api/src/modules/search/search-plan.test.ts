import { SEARCH_LIMITS, type SearchOrder } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/index.js';
import { buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { statementsOf } from '../../test/statements.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PROBE_COMMENTS, type SearchFilter, searchMatches, searchPlan } from './search.queries.js';

/**
 * Issue 27: where a search's matches come from. A common word's newest matches are found by reading
 * the comments in date order, a rare word's from the text index; the choice is made from a probe of the
 * newest comments and the planner's statistics, never from the planner's guess alone (which read every
 * comment of a year for a word it had no statistics for).
 */
describe('searchPlan', () => {
  const wanted = SEARCH_LIMITS.countMax + 1;

  it('reads every comment of days that hold fewer than the probe reads', () => {
    expect(searchPlan({ hits: 0, read: PROBE_COMMENTS - 1, estimate: 0, total: 1_000_000 }, wanted).plan).toBe('walk');
  });

  it('takes a word in none of the newest comments and few of all from the text index', () => {
    expect(searchPlan({ hits: 0, read: PROBE_COMMENTS, estimate: 5_000, total: 1_000_000 }, wanted).plan).toBe('index');
    expect(searchPlan({ hits: 0, read: PROBE_COMMENTS, estimate: 0, total: 1_000_000 }, wanted).plan).toBe('index');
  });

  it("walks for a word in none of the newest comments (this week's answers) but common over the year", () => {
    // "methotrexate" at scale 1 after the bench's 3,000 answers about apixaban: 5% of all comments.
    expect(searchPlan({ hits: 0, read: PROBE_COMMENTS, estimate: 52_000, total: 1_000_000 }, wanted)).toEqual({
      plan: 'walk',
      bound: 260_000,
    });
  });

  it('bounds a walk at what the index way would cost, and an unbounded walk only for days with few comments', () => {
    expect(searchPlan({ hits: 100, read: PROBE_COMMENTS, estimate: 250_000, total: 5_000_000 }, wanted).bound).toBe(
      1_250_000,
    );
    expect(searchPlan({ hits: 0, read: PROBE_COMMENTS - 1, estimate: 0, total: 1_000_000 }, wanted).bound).toBeNull();
  });

  it('walks for a word common now and overall: 20,000 comments read against 250,000 in the index', () => {
    expect(searchPlan({ hits: 100, read: PROBE_COMMENTS, estimate: 250_000, total: 5_000_000 }, wanted).plan).toBe(
      'walk',
    );
  });

  it('walks for a word rare among the newest comments but common over the year: about 22,000 read against 44,600 matches', () => {
    // "bronchiolitis" at scale 1: 30 of the newest 2,000 (this week's question is about something else),
    // 4.5% of all comments. Read from the index: 228 ms; walked: 26 ms.
    expect(searchPlan({ hits: 30, read: PROBE_COMMENTS, estimate: 44_600, total: 1_000_000 }, wanted).plan).toBe(
      'walk',
    );
  });

  it('counts a match of the index way as several comments walked', () => {
    // 1% of all comments: about 100,000 walked against 50,000 matches read in no useful order.
    expect(searchPlan({ hits: 10, read: PROBE_COMMENTS, estimate: 50_000, total: 5_000_000 }, wanted).plan).toBe(
      'walk',
    );
    // 0.4%: 250,000 walked against 20,000 matches.
    expect(searchPlan({ hits: 8, read: PROBE_COMMENTS, estimate: 20_000, total: 5_000_000 }, wanted).plan).toBe(
      'index',
    );
  });

  it('judges from the newest comments alone before the table has statistics', () => {
    expect(searchPlan({ hits: 100, read: PROBE_COMMENTS, estimate: 30_000, total: -1 }, wanted).plan).toBe('walk');
    expect(searchPlan({ hits: 2, read: PROBE_COMMENTS, estimate: 30_000, total: -1 }, wanted).plan).toBe('index');
  });

  it("takes this week's word, rare before it, from the index: 20,000 comments read against 300", () => {
    expect(searchPlan({ hits: 100, read: PROBE_COMMENTS, estimate: 300, total: 1_000_000 }, wanted).plan).toBe('index');
  });
});

/**
 * A test app whose one question holds `total` answers by one member: answer i written i minutes before
 * `newestAt`, saying `textOf(i)`, 1,000 to a statement; then the planner's statistics, as autovacuum
 * keeps them on PostgreSQL. The answers' ids by i.
 */
async function commentScene(scene: {
  total: number;
  textOf: (i: number) => string;
  newestAt: number;
}): Promise<{ t: TestApp; idOf: number[] }> {
  const t = await createTestApp();
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const author = await buildMember(db, { specialty: 'Cardiology' });
  const topic = await buildTopic(db, { authorUserId: moderator.id });
  const idOf: number[] = new Array(scene.total);
  for (let from = 0; from < scene.total; from += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, scene.total - from) }, (_, k) => from + k).map((i) => ({
      topicId: topic.id,
      createdByUserId: author.id,
      text: scene.textOf(i),
      createdAt: new Date(scene.newestAt - i * 60_000),
    }));
    const made = await db.insert(comments).values(rows).returning({ id: comments.id });
    made.forEach((m, k) => {
      idOf[from + k] = m.id;
    });
  }
  await db.execute(sql`analyze comments`);
  return { t, idOf };
}

describe('searchMatches: both plans give the same answer', () => {
  let t: TestApp;
  const total = PROBE_COMMENTS + 1_300;
  const newestAt = Date.UTC(2026, 5, 1);
  // Comment i was written i minutes before the newest: warfarin in three of every four (about 2,475),
  // tirzepatide only in the three oldest, which no probe of the newest comments reaches.
  const textOf = (i: number) =>
    i >= total - 3
      ? `Tirzepatide started (${i}).`
      : i % 4 === 3
        ? `Routine follow-up (${i}).`
        : `Warfarin dose (${i}).`;
  let idOf: number[] = [];

  beforeAll(async () => {
    ({ t, idOf } = await commentScene({ total, textOf, newestAt }));
  });
  afterAll(async () => t?.close());

  const filter = (word: string, order: SearchOrder, days?: [string, string]): SearchFilter => ({
    word,
    order,
    fromAt: days?.[0] ?? null,
    beforeAt: days?.[1] ?? null,
  });
  const page = { offset: 0, limit: 20, headline: false, cap: SEARCH_LIMITS.countMax };
  const run = (f: SearchFilter, forced?: 'walk' | 'index', offset = 0) =>
    t.database.db.transaction((tx) => searchMatches(tx, f, { ...page, offset }, forced));
  const answer = (r: Awaited<ReturnType<typeof run>>) => ({ count: r.count, ids: r.rows.map((row) => row.id) });

  it('walks for the common word, takes the rare one from the index, and either plan finds the same', async () => {
    for (const order of ['relevant', 'newest', 'oldest'] as const) {
      for (const [word, plan, count] of [
        ['warfarin', 'walk', SEARCH_LIMITS.countMax + 1],
        ['tirzepatide', 'index', 3],
      ] as const) {
        const chosen = await run(filter(word, order));
        expect(chosen.plan, `${word}, ${order}`).toBe(plan);
        expect(chosen.count, `${word}, ${order}`).toBe(count);
        for (const forced of ['walk', 'index'] as const) {
          for (const offset of [0, 40]) {
            expect(answer(await run(filter(word, order), forced, offset)), `${word}, ${order}, ${forced}`).toEqual(
              answer(await run(filter(word, order), undefined, offset)),
            );
          }
        }
      }
    }
  });

  it("finds a rare word's matches older than every comment the probe reads, in order", async () => {
    const newest = await run(filter('tirzepatide', 'newest'));
    expect(answer(newest)).toEqual({ count: 3, ids: [idOf[total - 3], idOf[total - 2], idOf[total - 1]] });
    const oldest = await run(filter('tirzepatide', 'oldest'));
    expect(oldest.rows.map((row) => row.id)).toEqual([idOf[total - 1], idOf[total - 2], idOf[total - 3]]);
  });

  it('keeps to the days asked for on either plan', async () => {
    // The newest 100 minutes: 75 warfarin comments, no tirzepatide.
    const days: [string, string] = [
      new Date(newestAt - 99 * 60_000).toISOString(),
      new Date(newestAt + 1).toISOString(),
    ];
    for (const forced of [undefined, 'walk', 'index'] as const) {
      const warfarin = await run(filter('warfarin', 'oldest', days), forced);
      expect(warfarin.count).toBe(75);
      expect(warfarin.rows[0]?.id).toBe(idOf[98]);
      expect((await run(filter('tirzepatide', 'newest', days), forced)).count).toBe(0);
    }
  });
});

describe('searchMatches: a walk chosen from the share of all comments, and one that stops at its bound', () => {
  let t: TestApp;
  // Comment i was written i minutes before the newest: the newest 2,500 say warfarin (this week's
  // question), the 1,500 before them metformin, the newest 1,000 of those insulin too.
  const WARFARIN = 2_500;
  const textOf = (i: number) =>
    i < WARFARIN
      ? `Warfarin dose (${i}).`
      : i < WARFARIN + 1_000
        ? `Metformin and insulin (${i}).`
        : `Metformin (${i}).`;
  const total = WARFARIN + 1_500;

  beforeAll(async () => {
    ({ t } = await commentScene({ total, textOf, newestAt: Date.UTC(2026, 5, 1) }));
  });
  afterAll(async () => t?.close());

  const search = (word: string, order: SearchOrder = 'relevant', fromAt: string | null = null) =>
    t.database.db.transaction((tx) =>
      searchMatches(
        tx,
        { word, order, fromAt, beforeAt: null },
        { offset: 0, limit: 20, headline: false, cap: SEARCH_LIMITS.countMax },
      ),
    );

  it('walks for a word in none of the newest comments but in a third of all', async () => {
    const metformin = await search('metformin');
    expect(metformin.tried).toEqual(['walk']);
    expect(metformin.count).toBe(SEARCH_LIMITS.countMax + 1);
  });

  it('answers from the index when the walk reaches its bound with too few matches, and counts every one', async () => {
    // 1,000 of 4,000 comments: walking for 1,001 matches looks cheaper than reading 1,000 from the
    // index (about 4,000 against 5,000), but there are only 1,000.
    const insulin = await search('insulin');
    expect(insulin.tried).toEqual(['walk', 'index']);
    expect(insulin.count).toBe(1_000);
    expect(insulin.rows).toHaveLength(20);
  });

  it('walks the comments in (created_at, id) order from their index, sorting none of them', async () => {
    // With an index on the date alone, every comment the walk read went through a sort on id: at 5
    // million comments that was a fifth of the search's database time (migration 0029).
    const nodesOfWalk = async (word: string, order: SearchOrder, fromAt: string | null) => {
      const seen = await t.database.db.transaction((tx) =>
        statementsOf(
          tx,
          (recording) =>
            searchMatches(
              recording,
              { word, order, fromAt, beforeAt: null },
              { offset: 0, limit: 20, headline: false, cap: SEARCH_LIMITS.countMax },
            ),
          (text) => text.trimStart().startsWith('with m as materialized'),
        ),
      );
      const walk = seen.find((s) => s.plan);
      expect(walk, `${word}: the walk's statement`).toBeDefined();
      // The matches' subplan (CTE m): the walk itself, before the page is ranked and joined.
      const nodes: { 'Node Type': string; 'Index Name'?: string; 'Subplan Name'?: string; Plans?: unknown[] }[] = [];
      const visit = (node: (typeof nodes)[number], inWalk: boolean) => {
        const here = inWalk || node['Subplan Name'] === 'CTE m';
        if (here) nodes.push(node);
        for (const child of (node.Plans ?? []) as (typeof nodes)[number][]) visit(child, here);
      };
      visit((walk!.plan as [{ Plan: (typeof nodes)[number] }])[0].Plan, false);
      return nodes;
    };
    // A bounded walk (the days hold more than the probe reads) and an unbounded one (the newest few).
    for (const [word, order, fromAt] of [
      ['metformin', 'relevant', null],
      ['metformin', 'oldest', null],
      ['warfarin', 'newest', new Date(Date.UTC(2026, 5, 1) - 500 * 60_000).toISOString()],
    ] as const) {
      const nodes = await nodesOfWalk(word, order, fromAt);
      const what = `${word}, ${order}`;
      expect(nodes.map((n) => n['Index Name']).filter(Boolean), what).toContain('comments_created_id_idx');
      const kinds = nodes.map((n) => n['Node Type']);
      expect(
        kinds.filter((kind) => kind.endsWith('Sort')),
        what,
      ).toEqual([]);
    }
  });
});
