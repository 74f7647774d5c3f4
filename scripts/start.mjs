// `npm start`: build the web app, then run the server as this process's only child, passing SIGTERM and
// SIGINT on. npm forwards a signal only to its `sh -c`, which does not pass it on, so the script is
// `exec node scripts/start.mjs` (the shell becomes this process); before, a stopped `npm start` left
// the server running and holding its port. DATA_DIR and other paths are relative to where it was run.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// `npm start -- --skip-build` restarts on the web app already built (dist/).
if (!process.argv.includes('--skip-build')) {
  const build = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
