import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(pkg, '..', '..', 'node_modules', '.bin', 'tsx');

function run(lines: string) {
  const dir = mkdtempSync(join(tmpdir(), 'phi-cli-'));
  const file = join(dir, 'in.jsonl');
  writeFileSync(file, lines);
  return spawnSync(tsx, [join(pkg, 'scripts', 'run.ts'), file], { encoding: 'utf8' });
}

// Each test starts a Node process through tsx, which loads the detector and its word lists: seconds
// on a busy two-core machine, past Vitest's 5 s default.
describe('npm run phi -- <file.jsonl>', { timeout: 60_000 }, () => {
  it('writes one {id, findings} line per input line', () => {
    const res = run('{"id":"a","text":"Call Mr. Okafor at 555-0147."}\n\n{"id":7,"text":"BP 120/80, strength 4/5."}\n');
    expect(res.status).toBe(0);
    const out = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out).toEqual([
      {
        id: 'a',
        findings: [
          { start: 9, end: 15, kind: 'name', text: 'Okafor' },
          { start: 19, end: 27, kind: 'phone', text: '555-0147' },
        ],
      },
      { id: 7, findings: [] },
    ]);
  });

  it('stops with the line number and a non-zero exit on a bad line', () => {
    const res = run('{"id":"a","text":"ok"}\n{"id":"b","txt":"typo"}\n');
    expect(res.status).not.toBe(0);
    expect(res.stderr).toMatch(/:2: "text" must be a string/);
    const bad = run('{"id":"a","text":"ok"}\nnot json\n');
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/:2: not valid JSON/);
  });
});
