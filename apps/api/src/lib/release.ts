import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageJson = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');

/**
 * This build's version, as health checks and the system page report it: `RELEASE` when the deploy sets
 * it (a tag or commit), otherwise the API package's version.
 */
export const APP_VERSION: string =
  process.env.RELEASE?.trim() || (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
