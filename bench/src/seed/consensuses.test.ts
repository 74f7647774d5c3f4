import { consensusDataSchema, summaryIssues } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { storedData, submissionIssues } from '../../../apps/api/src/modules/consensus/consensus-content.js';
import {
  BENCH_CONSENSUS_FIRST_ID,
  CONSENSUS_COLUMNS,
  type ConsensusCase,
  consensusRows,
  pickConsensusCases,
} from './consensuses.js';
import type { Counter } from './rows.js';

/** The generated consensuses, checked on the rows bench:seed would COPY (no database needed). */
const DAY = 86_400_000;
const now = new Date('2026-11-29T08:00:00Z');

function cases(specialty: string, count: number, firstId: number): ConsensusCase[] {
  return Array.from({ length: count }, (_, i) => ({
    topicId: firstId + i,
    title: `apixaban for atrial fibrillation in a 72-year-old woman? (#${firstId + i})`,
    description: 'A 72-year-old woman with atrial fibrillation is already on a beta blocker. What would you do next?',
    specialty,
    publishDate: new Date(now.getTime() - (400 - i) * DAY),
    expirationDate: new Date(now.getTime() - (393 - i) * DAY),
    responses: 10 + ((i * 7) % 13),
    quotes: [
      { commentId: 9000 + i, text: 'I usually begin with apixaban given the bleeding risk.', author: 'Ana Weber' },
      { commentId: 9500 + i, text: 'I would be cautious about warfarin\there.\nReally.', author: 'Omar Zhang' },
    ],
  }));
}

const lines = (chunks: Iterable<string>) =>
  [...chunks]
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'));
/** COPY text back to the string it stands for (the generator escapes backslashes, tabs and newlines). */
const fromCopy = (field: string) =>
  field.replace(/\\(.)/g, (_, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : c === 'r' ? '\r' : c));

describe('bench:seed consensuses', () => {
  const all = [...cases('Internal Medicine', 40, 100), ...cases('Cardiology', 8, 200), ...cases('Dermatology', 2, 300)];
  const picked = pickConsensusCases(all);
  const options = { seed: 7, now, authorId: 2, publisherId: 1 };
  const counter: Counter = { rows: 0 };
  const rows = lines(consensusRows(picked, options, counter));
  const column = (name: string) => CONSENSUS_COLUMNS.indexOf(name);

  it('gives each specialty the most answered quarter of its finished questions, at least three (or all it has)', () => {
    const per = (s: string) => picked.filter((c) => c.specialty === s);
    expect(per('Internal Medicine')).toHaveLength(10);
    expect(per('Cardiology')).toHaveLength(3);
    expect(per('Dermatology')).toHaveLength(2);
    const im = per('Internal Medicine').map((c) => c.responses);
    const left = all.filter((c) => c.specialty === 'Internal Medicine' && !picked.includes(c)).map((c) => c.responses);
    expect(Math.min(...im)).toBeGreaterThanOrEqual(Math.max(...left));
  });

  it('writes one published row per case, with ids from the reserved range and one COPY field per column', () => {
    expect(rows).toHaveLength(picked.length);
    expect(counter.rows).toBe(picked.length);
    expect(rows.every((r) => r.length === CONSENSUS_COLUMNS.length)).toBe(true);
    expect(rows.map((r) => Number(r[0]))).toEqual(picked.map((_, i) => BENCH_CONSENSUS_FIRST_ID + i));
    expect(rows.every((r) => r[column('status')] === 'published')).toBe(true);
  });

  it('stores valid submissions as the product stores them, filed under the case’s specialty', () => {
    for (const [i, r] of rows.entries()) {
      const source = consensusDataSchema.parse(JSON.parse(fromCopy(r[column('source')]!)));
      const data = JSON.parse(fromCopy(r[column('data')]!));
      expect(summaryIssues(source)).toEqual([]);
      expect(submissionIssues(source)).toEqual([]);
      expect(data).toEqual(storedData(source));
      expect(consensusDataSchema.parse(data)).toEqual(data);
      expect(source.TopicSelection).toBe(picked[i]!.specialty);
      expect(r[column('topic_selection')]).toBe(picked[i]!.specialty);
      expect(source.PatientCases[0]!.CaseNumber).toBe(picked[i]!.topicId);
      expect(source.ClinicalAnalysis.Quotes[0]!.CommentId).toBe(picked[i]!.quotes[0]!.commentId);
    }
  });

  it('publishes after the question closed and never in the future, by someone other than the author', () => {
    for (const [i, r] of rows.entries()) {
      const published = new Date(r[column('published_at')]!).getTime();
      expect(published).toBeGreaterThan(picked[i]!.expirationDate.getTime());
      expect(published).toBeLessThanOrEqual(now.getTime());
      expect(r[column('author_user_id')]).not.toBe(r[column('published_by_user_id')]);
    }
  });

  it('is deterministic: the same seed gives the same rows', () => {
    expect(lines(consensusRows(picked, options, { rows: 0 }))).toEqual(rows);
  });
});
