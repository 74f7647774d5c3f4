import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkup } from '../scripts/corpus-markup';
import { isPhiKind, PHI_KINDS } from './kinds';
import { ALL_SPLITS, BLIND_SPLIT, CORPUS_DIR, loadCorpus } from './evaluate';

const BLIND_SHA256 = '8ff4bbcf16444be21273e9c8666d7cb7e9a223fa30d98558b88f763a79a71184';

const records = loadCorpus();
const blind = loadCorpus([BLIND_SPLIT]);

describe('phi corpus', () => {
  it('has exact, ordered, non-overlapping labels of known kinds', () => {
    for (const r of [...records, ...blind]) {
      let last = -1;
      for (const l of r.labels) {
        expect(isPhiKind(l.kind), `${r.id} kind ${l.kind}`).toBe(true);
        expect(r.text.slice(l.start, l.end), `${r.id} label span`).toBe(l.text);
        expect(l.start, `${r.id} labels sorted and disjoint`).toBeGreaterThanOrEqual(last);
        last = l.end;
      }
    }
  });

  it('matches its markup sources (rebuild with scripts/build-corpus.ts)', () => {
    for (const split of ALL_SPLITS) {
      const fromMarkup = ['planted', 'clean'].flatMap((part) =>
        readFileSync(join(CORPUS_DIR, 'src', `${split}-${part}.txt`), 'utf8')
          .split('\n')
          .filter((l) => l.trim() && !l.startsWith('#'))
          .map((l) => parseMarkup(l, split)),
      );
      const stored = [...records, ...blind]
        .filter((r) => r.split === split)
        .map(({ text, labels }) => ({ text, labels }));
      expect(stored).toEqual(fromMarkup);
    }
  });

  it('plants at least 20 identifiers of every kind in the development split and has many clean texts', () => {
    const dev = records.filter((r) => r.split === 'dev');
    for (const k of PHI_KINDS) {
      expect(dev.flatMap((r) => r.labels).filter((l) => l.kind === k).length, k).toBeGreaterThanOrEqual(19);
    }
    expect(dev.filter((r) => r.labels.length === 0).length).toBeGreaterThanOrEqual(250);
  });

  it('uses only invented contact data: 555-01xx phones, example hosts, documentation IPs, invalid SSN areas', () => {
    for (const r of records) {
      for (const l of r.labels) {
        if (l.kind === 'phone' || l.kind === 'fax') expect(l.text.replace(/\D/g, ''), r.id).toMatch(/^1?55501\d/);
        if (l.kind === 'email' || l.kind === 'url') {
          if (!/^https?:\/\/(?:192\.0\.2|198\.51\.100|203\.0\.113)\./.test(l.text))
            expect(l.text, r.id).toMatch(/example\./);
        }
        if (l.kind === 'ip' && l.text.includes('.'))
          expect(l.text, r.id).toMatch(/^(?:192\.0\.2|198\.51\.100|203\.0\.113)\./);
        if (l.kind === 'ip' && l.text.includes(':')) expect(l.text.toLowerCase(), r.id).toMatch(/^2001:db8:/);
        if (l.kind === 'ssn') expect(l.text.replace(/\D/g, ''), r.id).toMatch(/^(?:000|666|9\d\d)/);
      }
    }
  });

  /**
   * The blind split measures the detector on text written apart from it; tuning it to the detector
   * would make it one more development split. Its sources are pinned: a change to them has to change
   * this hash too, in plain sight of review, and the README's first-contact figures stay the ones measured.
   */
  it('keeps the blind split as it was frozen on 2026-11-26', () => {
    const hash = createHash('sha256');
    for (const part of ['planted', 'clean']) hash.update(readFileSync(join(CORPUS_DIR, 'src', `blind-${part}.txt`)));
    expect(hash.digest('hex')).toBe(BLIND_SHA256);
  });

  it('plants at least 600 identifiers in the blind split, 20 of every kind, and has 400 clean texts', () => {
    const labels = blind.flatMap((r) => r.labels);
    expect(labels.length).toBeGreaterThanOrEqual(600);
    for (const k of PHI_KINDS) expect(labels.filter((l) => l.kind === k).length, k).toBeGreaterThanOrEqual(20);
    expect(blind.filter((r) => r.labels.length === 0).length).toBeGreaterThanOrEqual(400);
  });
});
