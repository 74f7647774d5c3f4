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
