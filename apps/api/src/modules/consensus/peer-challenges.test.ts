import { ERROR_CODES, peerChallengeSchema } from '@pc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, peerChallenges } from '../../db/schema/index.js';
import { buildMember, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { caller, peerChallengeInput } from './consensus.fixtures.js';

/** Peer challenges: created and replaced through the JSON API, read by status (spec §7). */
let t: TestApp;
let call: ReturnType<typeof caller>;
type User = Awaited<ReturnType<typeof buildUser>>;
let previewer: User;
let member: User;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  previewer = await buildUser(t.database.db, { role: 'moderator' });
  member = await buildMember(t.database.db, { role: 'hcp' });
});
afterAll(() => t?.close());

const HOSTILE_TOPIC = {
  id: 1,
  title: 'Topic <b>one</b>',
  anchorText: 'one',
  description: '<p onclick="x()">Describe</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
  question: '<img src=x onerror=alert(1)>',
  summaryOfResponses: '<iframe src="https://evil.example"></iframe><ul><li>Most would</li></ul>',
};

describe('peer challenges', () => {
  it('creates a draft with sanitised HTML, shown only to program previewers until published', async () => {
    const created = await call('POST', '/strapi/peer-challenges', previewer, {
      data: peerChallengeInput({ Topics: [HOSTILE_TOPIC] }),
    });
    expect(created.statusCode).toBe(200);
    const challenge = peerChallengeSchema.parse(created.json());
    expect(challenge).toMatchObject({ status: 'draft', publishedAt: null, title: 'Peer Challenge: Heart Failure' });
    expect(challenge.Topics[0]).toEqual({
      id: 1,
      title: 'Topic <b>one</b>',
      anchorText: 'one',
      description: '<p>Describe</p><a rel="noopener noreferrer nofollow">x</a>',
      // A plain-text field: kept as text, which the preview escapes.
      question: '<img src=x onerror=alert(1)>',
      summaryOfResponses: '<ul><li>Most would</li></ul>',
    });
    const id = challenge.id;
    for (const who of [null, member]) {
      expect((await call('GET', `/strapi/peer-challenges/${id}/draft`, who)).statusCode).toBe(404);
      expect((await call('GET', `/strapi/peer-challenges/${id}`, who)).json()).toMatchObject({
        code: ERROR_CODES.notFound,
        message: 'Not Found',
      });
    }
    expect((await call('GET', `/strapi/peer-challenges/${id}/draft`, previewer)).statusCode).toBe(200);
    expect((await call('GET', `/strapi/peer-challenges/${id}/published`, previewer)).statusCode).toBe(404);
  });

  it('publishes on replace (publishedAt set and kept), readable by anyone; unpublishing hides it again', async () => {
    const id = (await call('POST', '/strapi/peer-challenges', previewer, { data: peerChallengeInput() })).json().id;
    const published = await call('PUT', `/strapi/peer-challenges/${id}`, previewer, {
      data: peerChallengeInput({ title: 'Renamed' }),
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    const publishedAt = published.json().publishedAt;
    expect(Date.parse(publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const url of [`/strapi/peer-challenges/${id}`, `/strapi/peer-challenges/${id}/published`]) {
      const res = await call('GET', url, null);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, title: 'Renamed', status: 'published', publishedAt });
    }
    const again = await call('PUT', `/strapi/peer-challenges/${id}`, previewer, {
      data: peerChallengeInput({ title: 'Renamed again' }),
      status: 'published',
    });
    expect(again.json().publishedAt).toBe(publishedAt);
    await call('PUT', `/strapi/peer-challenges/${id}`, previewer, { data: peerChallengeInput(), status: 'draft' });
    expect((await call('GET', `/strapi/peer-challenges/${id}`, null)).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'peer_challenge'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('refuses members, unknown ids and unsafe addresses, storing nothing', async () => {
    const before = (await t.database.db.select().from(peerChallenges)).length;
    expect((await call('POST', '/strapi/peer-challenges', member, { data: peerChallengeInput() })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/strapi/peer-challenges', null, { data: peerChallengeInput() })).statusCode).toBe(401);
    const unknown = await call('PUT', '/strapi/peer-challenges/2147483000', previewer, { data: peerChallengeInput() });
    expect(unknown.statusCode).toBe(404);
    const unsafe = await call('POST', '/strapi/peer-challenges', previewer, {
      data: peerChallengeInput({
        ProgramTile: { title: 'Tile', ctaUrl: 'javascript:alert(1)', Image: { url: 'data:text/html,<b>x</b>' } },
      }),
    });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().message).toBe(
      'Program Tile link must start with http:// or https://, Program Tile Image must be an uploaded image or a web address',
    );
    expect((await t.database.db.select().from(peerChallenges)).length).toBe(before);
  });
});
