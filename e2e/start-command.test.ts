import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/global-setup';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/**
 * The README's start command as an operator runs it: `npm start` from a directory of their choosing
 * (here a temporary one, `--prefix` pointing at the project), stopped with SIGTERM like a service manager does.
 */
describe('npm start', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'pc-start-'));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('keeps data where it was run, logs JSON lines only, warns of nothing, and stops on SIGTERM, freeing its port', async () => {
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const child = spawn(npm, ['start', '--silent', '--prefix', root, '--', '--skip-build'], {
      cwd: workDir,
      env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: './product-data', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    expect(await until(() => healthy(baseUrl), 90_000)).toBe(true);
    // DATA_DIR is relative to where `npm start` was run, not to the workspace npm runs the server in.
    expect(existsSync(path.join(workDir, 'product-data'))).toBe(true);
    expect(existsSync(path.join(root, 'apps/api/product-data'))).toBe(false);

    // Nothing on stderr while it starts and runs: no engine or runtime warning on the README's Node
    // (oidc-provider 9 printed one on Node 20, see identity/oidc-library.ts).
    expect(stderr).toBe('');

    child.kill('SIGTERM');
    await exited;
    // The server itself is gone, not only npm: nothing answers on the port any more.
    expect(await until(async () => !(await healthy(baseUrl)), 15_000)).toBe(true);

    const lines = stdout.split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.some((l) => JSON.parse(l).msg === 'Peer Consults is running')).toBe(true);
  });
});
