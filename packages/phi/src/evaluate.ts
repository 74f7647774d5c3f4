/** Corpus evaluation (Node only; not exported to the browser bundle). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectPhi } from './detect';
import { PHI_KINDS, type PhiFinding, type PhiKind } from './kinds';

export type CorpusLabel = { start: number; end: number; kind: PhiKind; text: string };
export type CorpusRecord = { id: string; split: string; text: string; labels: CorpusLabel[] };

export const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');
/** The splits the rules were written against (dev) or checked on after them (heldout). */
export const SPLITS = ['dev', 'heldout'] as const;
/**
 * Written apart from the rules by people who never read them, and frozen before any rule changed
 * (corpus/BLIND.md, corpus.test.ts pins its text): how the detector does on text nobody tuned it on.
 */
export const BLIND_SPLIT = 'blind';
export const ALL_SPLITS = [...SPLITS, BLIND_SPLIT] as const;

export function loadCorpus(splits: readonly string[] = SPLITS): CorpusRecord[] {
  return splits.flatMap((split) =>
    readFileSync(join(CORPUS_DIR, `${split}.jsonl`), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as CorpusRecord),
  );
}

export const TARGETS = { overallRecall: 0.95, kindRecall: 0.85, falseAlarmRate: 0.05, p95Ms: 20 };

export type KindScore = { planted: number; found: number; recall: number };
export type EvalResult = {
  perKind: Record<PhiKind, KindScore>;
  overall: KindScore;
  clean: number;
  cleanFlagged: number;
  falseAlarmRate: number;
  /** Findings in planted texts that overlap no label (informative: precision on planted texts). */
  strayFindings: number;
  misses: { id: string; label: CorpusLabel }[];
  falseAlarms: { id: string; findings: PhiFinding[] }[];
};

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

export function evaluate(records: CorpusRecord[], detect = detectPhi): EvalResult {
  const perKind = Object.fromEntries(PHI_KINDS.map((k) => [k, { planted: 0, found: 0, recall: 1 }])) as Record<
    PhiKind,
    KindScore
  >;
  const res: EvalResult = {
    perKind,
    overall: { planted: 0, found: 0, recall: 1 },
    clean: 0,
    cleanFlagged: 0,
    falseAlarmRate: 0,
    strayFindings: 0,
    misses: [],
    falseAlarms: [],
  };
  for (const r of records) {
    const findings = detect(r.text);
    if (r.labels.length === 0) {
      res.clean++;
      if (findings.length) {
        res.cleanFlagged++;
        res.falseAlarms.push({ id: r.id, findings });
      }
      continue;
    }
    for (const l of r.labels) {
      const hit = findings.some((f) => overlaps(f, l));
      for (const s of [perKind[l.kind], res.overall]) {
        s.planted++;
        if (hit) s.found++;
      }
      if (!hit) res.misses.push({ id: r.id, label: l });
    }
    res.strayFindings += findings.filter((f) => !r.labels.some((l) => overlaps(f, l))).length;
  }
  for (const s of [...Object.values(perKind), res.overall]) s.recall = s.planted ? s.found / s.planted : 1;
  res.falseAlarmRate = res.clean ? res.cleanFlagged / res.clean : 0;
  return res;
}

/** p95 of detectPhi on a ~4,000-character answer built from corpus texts. */
export function timeP95(records: CorpusRecord[], runs = 200): { chars: number; p95Ms: number } {
  let text = '';
  for (let i = 0; text.length < 4000; i++) text += `${records[i % records.length].text} `;
  text = text.slice(0, 4000);
  const times: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const t0 = performance.now();
    detectPhi(text);
    if (i >= 10) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { chars: text.length, p95Ms: times[Math.floor(times.length * 0.95)] };
}
