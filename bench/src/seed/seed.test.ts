import { npiCheckDigitValid } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { SPECIALTIES } from '../../../apps/api/src/db/seed/specialties.js';
import { HOT_ANSWERS, HOT_COMMENTS, HOT_QUESTION_TITLE, WRITER_COUNT, makePlan } from './plan.js';
import { type Counter, commentRows, ratingRows, topicRows, topicViewRows, userRows } from './rows.js';

/** The generator's rules, checked on the rows it would COPY (no database needed). */
let subId = 0;
const specialties = Object.entries(SPECIALTIES).map(([name, subs], i) => ({
  id: i + 1,
  name,
  subspecialtyIds: subs.map(() => ++subId),
}));
const input = {
  scale: 0.005,
  seed: 7,
  now: new Date('2026-03-01T12:00:00Z'),
  specialties,
  base: { user: 20, topic: 31, comment: 500 },
  demoMemberId: 7,
  moderatorId: 2,
};

const lines = (chunks: Iterable<string>) =>
  [...chunks]
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'));

describe('bench:seed rows', () => {
  const plan = makePlan(input);
  const counter = (): Counter => ({ rows: 0 });
  const users = lines(userRows(plan, { hcp: 6, testHcp: 7 }, 'hash', counter()));
  const stats = { commentedAt: new Float64Array(plan.topics) };
  const comments = lines(commentRows(plan, counter(), stats));
  const ratings = lines(ratingRows(plan, counter()));

  it('gives every member a valid, unique NPI and e-mail, and the writers a password', () => {
    expect(users).toHaveLength(plan.members + WRITER_COUNT);
    expect(users.every((u) => npiCheckDigitValid(u[5]!))).toBe(true);
    expect(new Set(users.map((u) => u[5])).size).toBe(users.length);
    expect(new Set(users.map((u) => u[3])).size).toBe(users.length);
    expect(users.filter((u) => u[9] === 'hash')).toHaveLength(WRITER_COUNT);
  });

  it('writes one answer per member per question and comments that reply to an answer of the same question', () => {
    const answers = comments.filter((c) => c[2] === '\\N');
    const pairs = new Set(answers.map((a) => `${a[1]}:${a[4]}`));
    expect(pairs.size).toBe(answers.length);
    const answerTopic = new Map(answers.map((a) => [a[0], a[1]]));
    expect(comments.filter((c) => c[2] !== '\\N').every((c) => answerTopic.get(c[2]!) === c[1])).toBe(true);
    expect(answers.length).toBe(plan.totals.answers);
    expect(comments.length - answers.length).toBe(plan.totals.comments);
  });

  it('gives the hot question 300 answers (one by the demo member) and 1,000 comments', () => {
    const hot = comments.filter((c) => c[1] === String(input.base.topic));
    expect(hot.filter((c) => c[2] === '\\N')).toHaveLength(HOT_ANSWERS);
    expect(hot.filter((c) => c[2] !== '\\N')).toHaveLength(HOT_COMMENTS);
    expect(hot.some((c) => c[2] === '\\N' && c[4] === String(input.demoMemberId))).toBe(true);
    const topics = lines(topicRows(plan, stats, counter()));
    expect(topics[0]![1]).toBe(HOT_QUESTION_TITLE);
    expect(topics[0]![11]).toBe(String(HOT_ANSWERS + HOT_COMMENTS));
  });

  it('rates each answer at most once per member, never by its author, with counts that match the votes', () => {
    expect(ratings.length).toBe(plan.totals.ratings);
    expect(new Set(ratings.map((r) => `${r[0]}:${r[1]}`)).size).toBe(ratings.length);
    const author = new Map(comments.map((c) => [c[0], c[4]]));
    expect(ratings.every((r) => author.get(r[0]!) !== r[1])).toBe(true);
    const counts = new Map<string, [number, number]>();
    for (const [id, , value] of ratings) {
      const c = counts.get(id!) ?? [0, 0];
      c[value === '1' ? 0 : 1]++;
      counts.set(id!, c);
    }
    for (const c of comments) expect([Number(c[5]), Number(c[6])]).toEqual(counts.get(c[0]!) ?? [0, 0]);
  });

  it('opens each question once for every member who answered it', () => {
    expect(lines(topicViewRows(plan, counter()))).toHaveLength(plan.totals.answers);
  });

  it('is deterministic: the same seed gives the same rows', () => {
    const again = makePlan(input);
    expect(lines(commentRows(again, counter(), { commentedAt: new Float64Array(again.topics) }))).toEqual(comments);
  });
});
