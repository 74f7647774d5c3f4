import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES, USER_MESSAGES, npiWithCheckDigit, roleByKey } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryMembers } from '../../db/schema/index.js';
import { DEMO_DIRECTORY_MEMBERS, seedDirectoryMembers } from '../../db/seed/directory-members.js';
import { buildUser, specialtyId } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** `GET app_hc_users`: the built-in directory by default, the HTTP adapter when configured. */
describe('built-in member directory', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    await seedDirectoryMembers(t.database.db);
    headers = await t.authAs(await buildUser(t.database.db, { role: 'administrator' }));
  });
  afterAll(async () => t?.close());

  const lookUp = (query: string) => t.app.inject({ url: `/api/v1/app_hc_users?${query}`, headers });

  it('finds the demo members by e-mail (any case) or NPI', async () => {
    const [priya, nora] = DEMO_DIRECTORY_MEMBERS;
    const byEmail = await lookUp(`email=${encodeURIComponent(priya!.email.toUpperCase())}`);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({
      users: [
        {
          appHcUserId: priya!.appHcUserId,
          email: priya!.email,
          npi: priya!.npi,
          firstName: 'Priya',
          lastName: 'Natarajan',
          specialty: 'Cardiology',
        },
      ],
    });
    expect((await lookUp(`npi=${nora!.npi}`)).json().users.map((u: { appHcUserId: string }) => u.appHcUserId)).toEqual([
      nora!.appHcUserId,
    ]);
    const either = await lookUp(`email=${priya!.email}&npi=${nora!.npi}`);
    expect(either.json().users).toHaveLength(2);
    expect((await lookUp('email=nobody@example.test')).json()).toEqual({ users: [] });
  });

  it('needs an e-mail or an NPI', async () => {
    const res = await lookUp('');
    expect(res.statusCode).toBe(400);
  });

  it('seeding twice keeps one row per member', async () => {
    await seedDirectoryMembers(t.database.db);
    const rows = await t.database.db.select().from(directoryMembers);
    expect(rows).toHaveLength(DEMO_DIRECTORY_MEMBERS.length);
  });
});

describe('HTTP member directory (APP_HC_DIRECTORY_URL)', () => {
  let server: Server;
  let t: TestApp;
  let headers: { authorization: string };
  const seen: IncomingMessage[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { users: [] } };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      APP_HC_DIRECTORY_URL: `http://127.0.0.1:${port}/directory/`,
      APP_HC_DIRECTORY_TOKEN: 'directory-token',
    });
    headers = await t.authAs(await buildUser(t.database.db, { role: 'administrator' }));
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('asks the other app with the configured token and answers what it found', async () => {
    const member = {
      appHcUserId: 'remote-7',
      email: 'remote@example.test',
      npi: '1234567893',
      firstName: 'Remo',
      lastName: 'Te',
      specialty: null,
    };
    answer = { status: 200, body: { users: [member] } };
    const res = await t.app.inject({ url: '/api/v1/app_hc_users?email=remote@example.test&npi=1234567893', headers });
    expect(res.json()).toEqual({ users: [member] });
    const request = seen.at(-1)!;
    expect(request.url).toBe('/directory/users?email=remote%40example.test&npi=1234567893');
    expect(request.headers.authorization).toBe('Bearer directory-token');
  });

  it('answers 502 when the other app fails, and a user is then not created (code 1)', async () => {
    answer = { status: 500, body: { error: 'down' } };
    const lookUp = await t.app.inject({ url: '/api/v1/app_hc_users?email=a@example.test', headers });
    expect(lookUp.statusCode).toBe(502);
    expect(lookUp.json().code).toBe('directory_unavailable');

    answer = { status: 200, body: { unexpected: true } };
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada${Date.now()}@example.test`,
        roleId: roleByKey('hcp').id,
        npi: npiWithCheckDigit('391000000'),
        specialtyId: await specialtyId(t.database.db, 'Cardiology'),
      },
    });
    expect(create.statusCode).toBe(502);
    expect(create.json()).toMatchObject({ code: ERROR_CODES.userCreateFailed, message: USER_MESSAGES.createFailed });
  });
});
