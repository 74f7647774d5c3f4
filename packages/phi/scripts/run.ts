/**
 * npm run phi -- <file.jsonl>
 * Reads lines {"id","text"} and writes lines {"id","findings"} to stdout. A bad line stops the run with its
 * line number on stderr and exit code 1, so a corpus is never half-checked without notice.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectPhi } from '../src/detect';

function fail(message: string): never {
  process.stderr.write(`phi: ${message}\n`);
  process.exit(1);
}

const arg = process.argv[2];
if (!arg) fail('usage: npm run phi -- <file.jsonl>  (lines of {"id": ..., "text": "..."})');
// npm runs workspace scripts in the package folder; a relative path means the caller's folder (INIT_CWD).
const file = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
let content: string;
try {
  content = readFileSync(file, 'utf8');
} catch (e) {
  fail(`cannot read ${file}: ${(e as Error).message}`);
}
const out: string[] = [];
content.split('\n').forEach((line, i) => {
  if (!line.trim()) return;
  let rec: unknown;
  try {
    rec = JSON.parse(line);
  } catch {
    fail(`${file}:${i + 1}: not valid JSON`);
  }
  const r = rec as { id?: unknown; text?: unknown };
  if (!r || typeof r !== 'object' || Array.isArray(r)) fail(`${file}:${i + 1}: expected an object {"id","text"}`);
  if (typeof r.id !== 'string' && typeof r.id !== 'number') fail(`${file}:${i + 1}: "id" must be a string or number`);
  if (typeof r.text !== 'string') fail(`${file}:${i + 1}: "text" must be a string`);
  out.push(JSON.stringify({ id: r.id, findings: detectPhi(r.text) }));
});
process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
