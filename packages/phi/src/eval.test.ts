import { describe, expect, it } from 'vitest';
import { evaluate, loadCorpus, TARGETS } from './evaluate';
import { PHI_KINDS } from './kinds';

const records = loadCorpus();

describe('phi eval targets on the corpus', () => {
  const r = evaluate(records);

  it('finds at least 95% of planted identifiers overall and 85% of every kind', () => {
    expect(r.overall.recall, JSON.stringify(r.misses.slice(0, 10))).toBeGreaterThanOrEqual(TARGETS.overallRecall);
    for (const k of PHI_KINDS) expect(r.perKind[k].recall, k).toBeGreaterThanOrEqual(TARGETS.kindRecall);
  });

  it('flags at most 5% of clean texts', () => {
    expect(r.falseAlarmRate, JSON.stringify(r.falseAlarms.slice(0, 10))).toBeLessThanOrEqual(TARGETS.falseAlarmRate);
  });
});
