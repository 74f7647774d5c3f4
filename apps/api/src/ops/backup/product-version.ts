import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The release's version: the root package.json's (what an archive says it was made by). */
export function productVersion(): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
  return String(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version ?? 'unknown');
}
