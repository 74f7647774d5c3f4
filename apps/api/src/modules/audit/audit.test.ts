import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { auditSnapshot, recordAudit } from './audit.service.js';

/** The one audit log other modules write to (design.md): in the change's transaction, no secrets. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('recordAudit', () => {
  it('drops password and token hashes and keeps dates as ISO text', () => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    expect(
      auditSnapshot({ email: 'a@example.test', passwordHash: 'x', tokenHash: 'y', password: 'z', updatedAt: at }),
    ).toEqual({ email: 'a@example.test', updatedAt: '2026-11-23T10:00:00.000Z' });
    expect(auditSnapshot(null)).toBeNull();
  });

  it('commits with the change and rolls back with it', async () => {
    const actor = await buildUser(t.database.db, { role: 'administrator' });
    const entity = `test-entity-${Date.now()}`;
    await t.database.db.transaction(async (tx) => {
      await recordAudit(tx, { actorId: actor.id, action: 'create', entity, entityId: 7, after: { name: 'kept' } });
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: actor.id, action: 'update', entity, entityId: 7, before: {}, after: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity));
    expect(rows.map((r) => [r.action, r.after])).toEqual([['create', { name: 'kept' }]]);

    const res = await t.app.inject({
      url: `/api/v1/audit-log?entity=${entity}`,
      headers: await t.authAs(actor),
    });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        action: 'create',
        entity,
        entityId: 7,
        before: null,
        after: { name: 'kept' },
        actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
      }),
    ]);
  });
});

describe('GET audit-log filters and CSV export (issue 26)', () => {
  it('filters by who, what and when, keeps paging, and exports the same rows as CSV', async () => {
    const db = t.database.db;
    const admin = await buildUser(db, { role: 'administrator', firstName: 'Audra', lastName: 'Filterson' });
    const other = await buildUser(db, { role: 'administrator' });
    const entity = `filter-entity-${Date.now()}`;
    await recordAudit(db, { actorId: admin.id, action: 'create', entity, entityId: 1, after: { name: '=SUM(A1)' } });
    await recordAudit(db, { actorId: admin.id, action: 'update', entity, entityId: 1, before: {}, after: {} });
    await recordAudit(db, { actorId: other.id, action: 'update', entity, entityId: 2 });
    await recordAudit(db, { actorId: null, action: 'delete', entity, entityId: 3 });
    const list = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/v1/audit-log?entity=${entity}&${query}`,
        headers: await t.authAs(admin),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { action: string; entityId: number }[]; meta: { total: number } };
    };
    expect((await list('actor=filterson')).data.map((e) => e.action)).toEqual(['update', 'create']);
    expect((await list(`actor=${encodeURIComponent(admin.email.toUpperCase())}`)).meta.total).toBe(2);
    expect((await list('actor=system')).data.map((e) => e.entityId)).toEqual([3]);
    expect((await list('action=update')).data.map((e) => e.entityId)).toEqual([2, 1]);
    expect((await list('actor=%25')).meta.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).meta.total).toBe(4);
    expect((await list('to=2000-01-01')).meta.total).toBe(0);
    expect((await list('action=&actor=&from=')).meta.total).toBe(4);
    const firstPage = await list('count=3&pageNumber=2');
    expect(firstPage.data).toHaveLength(1);
    expect(firstPage.meta.total).toBe(4);

    const csv = await t.app.inject({
      url: `/api/v1/audit-log/export/csv?entity=${entity}&actor=filterson`,
      headers: await t.authAs(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"ID","When","Actor","Actor Email","Action","Entity","Entity ID","Before","After"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"update"');
    expect(lines[2]).toContain('"Audra Filterson"');
    expect(lines[2]).toContain('{""name"":""=SUM(A1)""}');

    // A cell a spreadsheet would run as a formula is kept as text (the CSV home's rule).
    const formula = `=HYPERLINK("http://x")-${Date.now()}`;
    await recordAudit(db, { actorId: admin.id, action: 'create', entity: formula, entityId: null });
    const risky = await t.app.inject({
      url: `/api/v1/audit-log/export/csv?entity=${encodeURIComponent(formula)}`,
      headers: await t.authAs(admin),
    });
    expect(risky.body).toContain(`"'=HYPERLINK(""http://x"")-`);
  });

  it('answers 400 to a bad filter and lets only administrators read or export', async () => {
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    const moderator = await buildUser(t.database.db, { role: 'moderator' });
    for (const query of [
      'from=2026-02-30',
      'to=yesterday',
      'from=2026-03-02&to=2026-03-01',
      `actor=${'x'.repeat(101)}`,
    ]) {
      for (const path of ['/api/v1/audit-log', '/api/v1/audit-log/export/csv']) {
        const res = await t.app.inject({ url: `${path}?${query}`, headers: await t.authAs(admin) });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
      }
    }
    const refused = await t.app.inject({ url: '/api/v1/audit-log/export/csv', headers: await t.authAs(moderator) });
    expect(refused.statusCode).toBe(403);
  });
});
