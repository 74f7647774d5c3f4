import { describe, expect, it } from 'vitest';
import { notRun, seqScansOf } from './explain.js';

describe('seqScansOf', () => {
  it('finds each sequential scan of a plan and tells a scan that ran from one in a branch that did not', () => {
    // From the first thread page's plan at scale 5 (2026-11-29): the whole unseen check is the else
    // branch, not run when the member's feed list is kept.
    const plan = [
      'Nested Loop  (cost=0.71..2092.24 rows=49 width=0) (actual time=0.087..0.087 rows=1 loops=1)',
      '  ->  Seq Scan on specialties s  (cost=0.00..1.32 rows=1 width=17) (actual time=0.000..0.001 rows=1 loops=21)',
      '  ->  Seq Scan on topics t_1  (cost=0.00..1401.55 rows=769 width=4) (never executed)',
      '        Filter: ((deleted_at IS NULL) AND (publish_date <= now()))',
    ].join('\n');
    expect(seqScansOf(plan)).toEqual([
      { table: 'specialties', executed: true },
      { table: 'topics', executed: false },
    ]);
    expect(seqScansOf('Index Scan using topics_pkey on topics t')).toEqual([]);
  });

  it('says so in the report of a scan that did not run, and nothing of one that did', () => {
    const finding = { scenario: 'thread-page', table: 'topics', rows: 10_030, sql: 'select 1' };
    expect(notRun({ ...finding, executed: false })).toBe(' (in a branch this request did not run)');
    expect(notRun({ ...finding, executed: true })).toBe('');
    expect(notRun(finding)).toBe('');
  });
});
