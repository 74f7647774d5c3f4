import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared/target.js';

const DIST_INDEX = path.join(repoRoot, 'apps/web/dist/index.html');
const SOURCES = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((m, entry) => Math.max(m, newestMtime(path.join(p, entry))), stat.mtimeMs);
}

/** Builds the web app (`npm run build`) when there is no build or a source file is newer than it. */
export function ensureWebBuild(force: boolean): 'built' | 'up to date' {
  const built = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(repoRoot, s))));
  if (!force && built > 0 && built >= sources) return 'up to date';
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  return 'built';
}
