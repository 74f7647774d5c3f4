import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTopic, buildUser, specialtyId } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { selectRows } from '../../db/raw-sql.js';

/**
 * Each question's audience keys (topic_audiences), which the feeds and every visibility check read,
 * follow its targeting in the writing statement's own transaction, whoever writes it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keysOf = async (topicId: number) =>
  (
    await selectRows<{ audience: string }>(
      t.database.db,
      sql`select audience from topic_audiences where topic_id = ${topicId} order by audience`,
    )
  ).map((r) => r.audience);

describe('topic_audiences', () => {
  it('follows specialties, subspecialties, the NPI map and the switch between them', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const cardiology = await specialtyId(db, 'Cardiology');
    const dermatology = await specialtyId(db, 'Dermatology');
    const topic = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Cardiology', 'Dermatology'] });
    expect(await keysOf(topic.id)).toEqual([`s:${cardiology}`, `s:${dermatology}`].sort());

    const [sub] = await selectRows<{ id: number }>(db, sql`select id from subspecialties order by id limit 1`);
    await selectRows(
      db,
      sql`insert into topic_subspecialties (topic_id, subspecialty_id) values (${topic.id}, ${sub!.id})`,
    );
    await selectRows(
      db,
      sql`delete from topic_specialties where topic_id = ${topic.id} and specialty_id = ${dermatology}`,
    );
    expect(await keysOf(topic.id)).toEqual([`s:${cardiology}`, `ss:${sub!.id}`].sort());

    // An NPI map replaces the specialties entirely, one statement for the whole list.
    const npis = Array.from({ length: 500 }, (_, i) => String(1_000_000_000 + i));
    await selectRows(
      db,
      sql`insert into topic_npis (topic_id, npi) select ${topic.id}, n from unnest(${sql.raw(`array[${npis.map((n) => `'${n}'`).join(',')}]`)}) as n`,
    );
    expect(await keysOf(topic.id)).toEqual([`s:${cardiology}`, `ss:${sub!.id}`].sort());
    await selectRows(db, sql`update topics set use_npi_map = true where id = ${topic.id}`);
    const mapped = await keysOf(topic.id);
    expect(mapped).toHaveLength(500);
    expect(mapped.every((k) => k.startsWith('n:'))).toBe(true);
    await selectRows(db, sql`delete from topic_npis where topic_id = ${topic.id} and npi <> ${npis[0]}`);
    expect(await keysOf(topic.id)).toEqual([`n:${npis[0]}`]);

    // Back to specialties; and a deleted question takes its keys with it.
    await selectRows(db, sql`update topics set use_npi_map = false where id = ${topic.id}`);
    expect(await keysOf(topic.id)).toEqual([`s:${cardiology}`, `ss:${sub!.id}`].sort());
    await selectRows(db, sql`delete from topics where id = ${topic.id}`);
    expect(await keysOf(topic.id)).toEqual([]);
  });

  it('decides who sees a question in the feed at once after its targeting changes', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const member = await buildUser(db, { role: 'hcp', specialty: 'Neurology' });
    const topic = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Cardiology'],
      title: 'Moving target',
    });
    const featured = async () => {
      const res = await t.app.inject({ url: '/api/v1/topics?feed=my', headers: await t.authAs(member) });
      return res.json().featured.items.map((q: { id: number }) => q.id);
    };
    expect(await featured()).not.toContain(topic.id);
    await selectRows(
      db,
      sql`insert into topic_specialties (topic_id, specialty_id) values (${topic.id}, ${await specialtyId(db, 'Neurology')})`,
    );
    expect(await featured()).toContain(topic.id);
    await selectRows(db, sql`update topics set use_npi_map = true where id = ${topic.id}`);
    expect(await featured()).not.toContain(topic.id);
    await selectRows(db, sql`insert into topic_npis (topic_id, npi) values (${topic.id}, ${member.npi})`);
    expect(await featured()).toContain(topic.id);
  });
});
