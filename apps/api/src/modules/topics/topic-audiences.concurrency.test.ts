import { roleByKey } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { seedReferenceData } from '../../db/seed/index.js';
import { openTestDatabase, testDbKind } from '../../test/test-app.js';
import { selectRows } from '../../db/raw-sql.js';

/**
 * Two transactions changing one question's targeting at the same time (two moderators, or the form
 * and the NPI-map page) leave the audience keys that its final targeting gives, and neither fails:
 * each refresh of the keys waits for the other writer's commit and then reads it (migration 0010).
 * PostgreSQL only: PGlite has one connection, so its transactions never overlap.
 */
let database: Database;
let drop: () => Promise<void>;
let db: Db;
let authorUserId: number;
let specialties: number[];

describe.runIf(testDbKind === 'postgres')('topic_audiences under concurrent writers', () => {
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await runMigrations(database);
    await seedReferenceData(database.db);
    db = database.db;
    const [author] = await selectRows<{ id: number }>(
      db,
      sql`insert into users (first_name, last_name, email, role_id) values
        ('Mo', 'Derator', 'moderator@concurrency.test', ${roleByKey('moderator').id}) returning id`,
    );
    authorUserId = author!.id;
    specialties = (await selectRows<{ id: number }>(db, sql`select id from specialties order by id limit 3`)).map(
      (r) => r.id,
    );
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function newTopic(specialtyIds: number[]): Promise<number> {
    const [topic] = await selectRows<{ id: number }>(
      db,
      sql`insert into topics (title, description, author_user_id, publish_date, expiration_date, therapy_area,
          primary_indication, secondary_indication, stage_progression, initiating_team)
        values ('Contended question', 'Two writers change its targeting at once.', ${authorUserId}, now(),
          now() + interval '7 days', 'Cardiology', 'HFpEF', 'CKD', 'Chronic', 'MS') returning id`,
    );
    for (const id of specialtyIds) {
      await db.execute(sql`insert into topic_specialties (topic_id, specialty_id) values (${topic!.id}, ${id})`);
    }
    return topic!.id;
  }

  const keysOf = async (topicId: number) =>
    (
      await selectRows<{ audience: string }>(
        db,
        sql`select audience from topic_audiences where topic_id = ${topicId} order by audience`,
      )
    ).map((r) => r.audience);

  /** Until the second writer waits for a lock (or has finished without waiting). */
  async function untilWaiting(second: Promise<unknown>) {
    let done = false;
    void second.then(
      () => (done = true),
      () => (done = true),
    );
    for (let i = 0; i < 200 && !done; i++) {
      const [row] = await selectRows<{ waiting: number }>(
        db,
        sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (row!.waiting > 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /**
   * `first` runs in a transaction that stays open while `second` runs in another; then the first
   * commits and the second finishes. Returns the question's keys and the keys a fresh refresh gives.
   */
  async function race(topicId: number, first: SQL, second: SQL) {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let firstRan!: () => void;
    const ran = new Promise<void>((r) => {
      firstRan = r;
    });
    const a = db.transaction(async (tx) => {
      await tx.execute(first);
      firstRan();
      await gate;
    });
    await ran;
    const b = db.transaction(async (tx) => {
      await tx.execute(second);
    });
    await untilWaiting(b);
    release();
    const results = await Promise.allSettled([a, b]);
    const kept = await keysOf(topicId);
    await db.execute(sql`select refresh_topic_audience(${topicId})`);
    return {
      errors: results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : [])),
      kept,
      fresh: await keysOf(topicId),
    };
  }

  it('drops both specialties that two writers remove at once', async () => {
    const [one, two] = specialties as [number, number];
    const topic = await newTopic([one, two]);
    const result = await race(
      topic,
      sql`delete from topic_specialties where topic_id = ${topic} and specialty_id = ${one}`,
      sql`delete from topic_specialties where topic_id = ${topic} and specialty_id = ${two}`,
    );
    expect(result).toEqual({ errors: [], kept: [], fresh: [] });
  });

  it('keeps both specialties that two writers add at once, and neither write fails', async () => {
    const [one, two, three] = specialties as [number, number, number];
    const topic = await newTopic([one]);
    const result = await race(
      topic,
      sql`insert into topic_specialties (topic_id, specialty_id) values (${topic}, ${two})`,
      sql`insert into topic_specialties (topic_id, specialty_id) values (${topic}, ${three})`,
    );
    const all = [one, two, three].map((id) => `s:${id}`).sort();
    expect(result).toEqual({ errors: [], kept: all, fresh: all });
  });

  it('follows an NPI map switched on while another writer adds a specialty', async () => {
    const [one, two] = specialties as [number, number];
    const topic = await newTopic([one]);
    await db.execute(sql`insert into topic_npis (topic_id, npi) values (${topic}, '1234567893')`);
    const result = await race(
      topic,
      sql`update topics set use_npi_map = true where id = ${topic}`,
      sql`insert into topic_specialties (topic_id, specialty_id) values (${topic}, ${two})`,
    );
    expect(result).toEqual({ errors: [], kept: ['n:1234567893'], fresh: ['n:1234567893'] });
  });
});
