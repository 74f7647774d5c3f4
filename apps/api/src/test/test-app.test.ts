import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../db/schema/index.js';
import { isSealed } from '../modules/identity/key-encryption.js';
import { buildUser } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

describe("test apps sharing their worker's signing key", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("each verify their own tokens and refuse the other's: the key is under a kid of each app's own", async () => {
    const [userA, userB] = [await buildUser(a.database.db), await buildUser(b.database.db)];
    expect(userA.id).toBe(userB.id);
    const ownA = await a.app.inject({ url: '/api/v1/current_user', headers: await a.authAs(userA) });
    expect(ownA.statusCode).toBe(200);
    const foreign = await b.app.inject({ url: '/api/v1/current_user', headers: await a.authAs(userB) });
    expect(foreign.statusCode).toBe(401);
  });

  it('keep it sealed at rest, as the start seals a key stored in clear', async () => {
    const rows = await a.database.db.select().from(signingKeys);
    expect(rows).toHaveLength(1);
    expect(isSealed(rows[0]!.privateJwk)).toBe(true);
  });
});
