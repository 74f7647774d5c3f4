import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../shared/target.js';

const run = promisify(execFile);
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/**
 * An access token from `npm run token -- <email>` against the running product (the same command a
 * developer uses), so the benchmark signs in exactly as the product's issuer allows.
 */
export async function tokenFor(email: string, env: NodeJS.ProcessEnv): Promise<string> {
  if (!existsSync(path.join(repoRoot, 'apps/api/src/cli/token.ts'))) {
    throw new Error(
      '`npm run token` is not available yet (apps/api/src/cli/token.ts has not landed): the benchmark cannot sign in',
    );
  }
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'token', '--', email], {
      cwd: repoRoot,
      env,
      timeout: 120_000,
      maxBuffer: 1024 * 1024,
    });
    const token = stdout.match(JWT)?.[0];
    if (!token) throw new Error(`no access token in its output:\n${stdout.slice(0, 2000)}`);
    return token;
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`npm run token -- ${email} failed: ${(e.stderr || e.message).trim().slice(0, 2000)}`);
  }
}

/** Tokens for many accounts, a few sign-ins at a time (each is a short-lived process). */
export async function tokensFor(emails: string[], env: NodeJS.ProcessEnv, parallel = 4): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  const queue = [...emails];
  await Promise.all(
    Array.from({ length: Math.min(parallel, queue.length) }, async () => {
      for (let email = queue.shift(); email; email = queue.shift()) tokens.set(email, await tokenFor(email, env));
    }),
  );
  return tokens;
}
