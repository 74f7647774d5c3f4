import { execFile } from 'node:child_process';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-users.js';
import { hashPassword } from '../modules/identity/passwords.js';
import { buildUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** `npm run token` against a running server: a real child process, real HTTP, the server's issuer. */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;
let external: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { issuer: true, listen: true });
  external = await createTestApp(
    {
      OIDC_ISSUER: t.config.oidc.issuer,
      OIDC_AUDIENCE: t.config.oidc.audience,
      OIDC_CLIENT_ID: t.config.oidc.clientId,
    },
    { listen: true },
  );
  await buildUser(t.database.db, {
    role: 'hcp',
    email: 'cli@example.test',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  await buildUser(t.database.db, {
    role: 'moderator',
    email: 'cli-mod@example.test',
    passwordHash: await hashPassword('another-password'),
  });
}, 120_000);
afterAll(async () => {
  await external?.close();
  await t?.close();
});

function token(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const { OIDC_ISSUER: _, ...inherited } = process.env;
    execFile(
      'npm',
      ['run', '--silent', 'token', '--', ...args],
      { cwd: repoRoot, env: { ...inherited, ...env }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const portOf = (app: TestApp) => new URL(app.baseUrl).port;

/** Each case starts npm and tsx in a child process: slow on a busy machine. */
const SLOW = 120_000;

describe('npm run token', () => {
  it(
    'prints only an access token the API accepts (demo password by default)',
    async () => {
      const result = await token(['cli@example.test'], { PORT: portOf(t) });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
      const accessToken = result.stdout.trim();
      expect(decodeJwt(accessToken).aud).toBe(t.config.oidc.audience);
      const me = await fetch(`${t.baseUrl}/api/v1/current_user`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe('cli@example.test');
    },
    SLOW,
  );

  it(
    'takes --password, and explains a refused sign-in on stderr with nothing on stdout',
    async () => {
      const ok = await token(['cli-mod@example.test', '--password', 'another-password'], { PORT: portOf(t) });
      expect(ok.code).toBe(0);
      const refused = await token(['cli-mod@example.test'], { PORT: portOf(t) });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toContain('Sign-in as cli-mod@example.test failed: Wrong email or password.');
    },
    SLOW,
  );

  it(
    'refuses when an external issuer is configured, in the environment or on the server',
    async () => {
      const byEnv = await token(['cli@example.test'], { PORT: portOf(t), OIDC_ISSUER: 'https://tenant.example.org/' });
      expect(byEnv.code).toBe(1);
      expect(byEnv.stdout).toBe('');
      expect(byEnv.stderr).toContain('An external identity provider is configured');
      const byServer = await token(['cli@example.test'], { PORT: portOf(external) });
      expect(byServer.code).toBe(1);
      expect(byServer.stdout).toBe('');
      expect(byServer.stderr).toContain('signs in through an external identity provider');
    },
    SLOW,
  );

  it(
    'says so when no server is running on PORT',
    async () => {
      const result = await token(['cli@example.test'], { PORT: '1' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('No Peer Consults server answered on port 1');
    },
    SLOW,
  );
});
