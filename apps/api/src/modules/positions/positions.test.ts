import { ERROR_CODES, consensusSummarySchema, topicPositionsSchema } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/index.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { caller, consensusInput, publishedConsensus, submitConsensus } from '../consensus/consensus.fixtures.js';

/**
 * A case's positions (issue 24) through the real app and database: what is saved and read back, what
 * is refused, who may, and the figures snapshot stored with a submitted consensus, checked against
 * numbers computed here from the thread this test builds (not by the contracts' function).
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
type User = Awaited<ReturnType<typeof buildUser>>;
let author: User;
let reviewer: User;
let member: User;

// The consensus line of this app: the Delphi 75% share, and a lower bound of 53% so that 15 of 20
// (Wilson 0.531) is just over it and 12 of 16 (0.505) under it.
const LINE = { share: 0.75, lowerBound: 0.53 };

beforeAll(async () => {
  t = await createTestApp({ CONSENSUS_LINE_LOWER_BOUND: String(LINE.lowerBound) });
  call = caller(t);
  author = await buildUser(t.database.db, { role: 'moderator' });
  reviewer = await buildUser(t.database.db, { role: 'administrator' });
  member = await buildMember(t.database.db, { specialty: 'Cardiology' });
});
afterAll(() => t?.close());

/** The Wilson score interval written as (2np + z² ± z√(z² + 4np(1−p))) / 2(n + z²), z = 1.96. */
function wilson(k: number, n: number) {
  const z = 1.96;
  const p = k / n;
  const root = z * Math.sqrt(z * z + 4 * n * p * (1 - p));
  return { low: (2 * n * p + z * z - root) / (2 * (n + z * z)), high: (2 * n * p + z * z + root) / (2 * (n + z * z)) };
}

async function question() {
  return buildTopic(t.database.db, { authorUserId: author.id });
}

describe('GET and PUT internal/topics/{id}/positions', () => {
  it('answers empty lists before anything is saved, then reads back what was saved', async () => {
    const topic = await question();
    const doctor = await buildMember(t.database.db);
    const [a, b, c] = [
      await buildAnswer(t.database.db, { topicId: topic.id, userId: doctor.id }),
      await buildAnswer(t.database.db, { topicId: topic.id, userId: doctor.id }),
      await buildAnswer(t.database.db, { topicId: topic.id, userId: doctor.id }),
    ];
    const empty = await call('GET', `/internal/topics/${topic.id}/positions`, author);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ topicId: topic.id, positions: [], assignments: [], updatedAt: null });

    const body = {
      positions: ['  Start a beta-blocker ', 'Stop at one year'],
      assignments: [
        { answerId: c!.id, position: 1 },
        { answerId: a!.id, position: 0 },
        { answerId: b!.id, position: null },
      ],
    };
    const saved = await call('PUT', `/internal/topics/${topic.id}/positions`, author, body);
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', `/internal/topics/${topic.id}/positions`, reviewer);
    expect(read.json()).toEqual(saved.json());
    const positions = topicPositionsSchema.parse(read.json());
    expect(positions.positions).toEqual(['Start a beta-blocker', 'Stop at one year']);
    expect(positions.assignments).toEqual([
      { answerId: a!.id, position: 0 },
      { answerId: b!.id, position: null },
      { answerId: c!.id, position: 1 },
    ]);
    expect(Date.parse(positions.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);

    // A second save replaces the set: an answer left out is no longer assigned.
    const again = { positions: ['Start', 'Wait', 'Refer first'], assignments: [{ answerId: b!.id, position: 2 }] };
    await call('PUT', `/internal/topics/${topic.id}/positions`, author, again);
    expect((await call('GET', `/internal/topics/${topic.id}/positions`, author)).json()).toMatchObject(again);
  });

  it('refuses assignments of answers that are not this case’s, bad positions and labels, and changes nothing', async () => {
    const topic = await question();
    const other = await question();
    const doctor = await buildMember(t.database.db);
    const answer = await buildAnswer(t.database.db, { topicId: topic.id, userId: doctor.id });
    const reply = await buildAnswer(t.database.db, { topicId: topic.id, userId: doctor.id, replyTo: answer.id });
    const gone = await buildAnswer(t.database.db, { topicId: topic.id, userId: doctor.id, deletedAt: new Date() });
    const elsewhere = await buildAnswer(t.database.db, { topicId: other.id, userId: doctor.id });
    const good = { positions: ['Start', 'Wait'], assignments: [{ answerId: answer.id, position: 0 }] };
    expect((await call('PUT', `/internal/topics/${topic.id}/positions`, author, good)).statusCode).toBe(200);
    const before = (await call('GET', `/internal/topics/${topic.id}/positions`, author)).json();

    const strangers = [elsewhere.id, reply.id, gone.id, 2_147_483_000];
    const res = await call('PUT', `/internal/topics/${topic.id}/positions`, author, {
      positions: ['Start', 'Wait'],
      assignments: [{ answerId: answer.id, position: 1 }, ...strangers.map((answerId) => ({ answerId, position: 0 }))],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ERROR_CODES.validation,
      message: `Not answers of this case: ${strangers.join(', ')}.`,
    });
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(
      [1, 2, 3, 4].map((i) => `body.assignments.${i}.answerId`),
    );

    const invalid: [string, unknown][] = [
      ['one position', { positions: ['Start'], assignments: [] }],
      ['seven positions', { positions: ['1', '2', '3', '4', '5', '6', '7'], assignments: [] }],
      ['the same label twice', { positions: ['Start', ' start '], assignments: [] }],
      ['an empty label', { positions: ['Start', '  '], assignments: [] }],
      [
        'a position out of range',
        { positions: ['Start', 'Wait'], assignments: [{ answerId: answer.id, position: 2 }] },
      ],
      ['a negative position', { positions: ['Start', 'Wait'], assignments: [{ answerId: answer.id, position: -1 }] }],
      [
        'an answer twice',
        {
          positions: ['Start', 'Wait'],
          assignments: [
            { answerId: answer.id, position: 0 },
            { answerId: answer.id, position: 1 },
          ],
        },
      ],
      ['no positions at all', { assignments: [] }],
      ['answers of another case', { positions: ['A', 'B'], assignments: [{ answerId: elsewhere.id, position: 0 }] }],
    ];
    for (const [what, body] of invalid) {
      const r = await call('PUT', `/internal/topics/${topic.id}/positions`, author, body);
      expect(r.statusCode, what).toBe(400);
      expect(r.json().message, what).toBeTruthy();
    }
    expect((await call('GET', `/internal/topics/${topic.id}/positions`, author)).json()).toEqual(before);
  });

  it('is for those who write consensuses: a member gets 403, anonymous 401, an unknown case 404', async () => {
    const topic = await question();
    const body = { positions: ['Start', 'Wait'], assignments: [] };
    for (const [who, status] of [
      [member, 403],
      [null, 401],
    ] as const) {
      expect((await call('GET', `/internal/topics/${topic.id}/positions`, who)).statusCode).toBe(status);
      expect((await call('PUT', `/internal/topics/${topic.id}/positions`, who, body)).statusCode).toBe(status);
    }
    const iqModerator = await buildUser(t.database.db, { role: 'iq_moderator' });
    expect((await call('PUT', `/internal/topics/${topic.id}/positions`, iqModerator, body)).statusCode).toBe(200);
    expect((await call('GET', `/internal/topics/${topic.id}/positions`, member)).statusCode).toBe(403);
    expect((await call('GET', `/internal/topics/${topic.id}/positions`, author)).json().positions).toEqual([
      'Start',
      'Wait',
    ]);
    const deleted = await buildTopic(t.database.db, { authorUserId: author.id, deletedAt: new Date() });
    for (const id of [2_147_483_000, deleted.id]) {
      expect((await call('GET', `/internal/topics/${id}/positions`, author)).statusCode).toBe(404);
      expect((await call('PUT', `/internal/topics/${id}/positions`, author, body)).statusCode).toBe(404);
    }
  });
});

describe('GET internal/topics/{id}/positions/proposal', () => {
  it('groups the answers by their text into the positions asked for, off the event loop; bad counts are 400s', async () => {
    const topic = await question();
    const doctor = await buildMember(t.database.db);
    const said = {
      start: (i: number) =>
        `Start a beta-blocker now, metoprolol titrated to heart rate ${60 + i}; beta-blocker first.`,
      refer: (i: number) =>
        `Refer to electrophysiology for ablation; the electrophysiology referral comes first (${i}).`,
    };
    const ids = { start: [] as number[], refer: [] as number[] };
    for (let i = 0; i < 6; i++) {
      for (const side of ['start', 'refer'] as const) {
        const answer = await buildAnswer(t.database.db, { topicId: topic.id, userId: doctor.id, text: said[side](i) });
        ids[side].push(answer.id);
      }
    }
    const proposal = await call('GET', `/internal/topics/${topic.id}/positions/proposal?count=2`, author);
    expect(proposal.statusCode).toBe(200);
    const groups = proposal.json().groups.map((g: { answerIds: number[] }) => [...g.answerIds].sort((a, b) => a - b));
    expect(groups.sort((a: number[], b: number[]) => a[0]! - b[0]!)).toEqual(
      [ids.start, ids.refer].sort((a, b) => a[0]! - b[0]!),
    );
    for (const count of ['1', '7', 'x', '2.5']) {
      const bad = await call('GET', `/internal/topics/${topic.id}/positions/proposal?count=${count}`, author);
      expect(bad.statusCode).toBe(400);
    }
    expect((await call('GET', `/internal/topics/${topic.id}/positions/proposal`, member)).statusCode).toBe(403);
    expect((await call('GET', '/internal/topics/2147483000/positions/proposal', author)).statusCode).toBe(404);
  });
});

/**
 * The thread of the snapshot tests: who answered (specialty, physician), where the author puts the
 * answer (position index, null for "other / unclear", undefined for not assigned) and its votes.
 * Positions: 0 "Start a beta-blocker", 1 "Wait", 2 "Refer first".
 */
const THREAD: {
  specialty: string;
  doctor: number;
  position: number | null | undefined;
  agree?: number;
  disagree?: number;
}[] = [
  // Cardiology, 3 physicians, 8 assigned answers: 7 start, 1 wait.
  ...[0, 0, 0, 1, 1, 2, 2].map((doctor) => ({ specialty: 'Cardiology', doctor, position: 0, agree: 2 })),
  { specialty: 'Cardiology', doctor: 0, position: 1, agree: 9, disagree: 1 },
  // Internal Medicine, 2 physicians, 6: 5 start, 1 wait.
  ...[3, 3, 3, 4, 4].map((doctor) => ({ specialty: 'Internal Medicine', doctor, position: 0 })),
  { specialty: 'Internal Medicine', doctor: 4, position: 1, agree: 1, disagree: 4 },
  // Family Medicine (3) and Neurology (3): under 5 each, "other specialties" together.
  { specialty: 'Family Medicine', doctor: 5, position: 0, agree: 20 },
  { specialty: 'Family Medicine', doctor: 5, position: 0 },
  { specialty: 'Family Medicine', doctor: 5, position: 1 },
  { specialty: 'Neurology', doctor: 6, position: 0 },
  { specialty: 'Neurology', doctor: 6, position: 1 },
  { specialty: 'Neurology', doctor: 6, position: 2, agree: 3 },
  // Answers that count for the thread but not for the shares.
  { specialty: 'Psychiatry', doctor: 7, position: null, agree: 30 },
  { specialty: 'Neurology', doctor: 6, position: null },
  { specialty: 'Pediatrics', doctor: 8, position: undefined },
];
const LABELS = ['Start a beta-blocker', 'Wait', 'Refer first'];

async function buildThread() {
  const db = t.database.db;
  const topic = await question();
  const doctors: User[] = [];
  for (const row of THREAD) {
    doctors[row.doctor] ??= await buildMember(db, {
      specialty: row.specialty,
      firstName: 'Dr',
      lastName: `Doc${row.doctor}`,
    });
  }
  const answers: Awaited<ReturnType<typeof buildAnswer>>[] = [];
  for (const [i, row] of THREAD.entries()) {
    answers.push(
      await buildAnswer(db, {
        topicId: topic.id,
        userId: doctors[row.doctor]!.id,
        text: `Answer ${i}`,
        createdAt: new Date(Date.now() - (100 - i) * 1000),
        agreeCount: row.agree ?? 0,
        disagreeCount: row.disagree ?? 0,
      }),
    );
  }
  // Not answers of the thread: a comment under an answer, and an answer deleted after it was assigned.
  await buildAnswer(db, { topicId: topic.id, userId: doctors[0]!.id, replyTo: answers[0]!.id, agreeCount: 50 });
  const deleted = await buildAnswer(db, { topicId: topic.id, userId: doctors[0]!.id, agreeCount: 40 });
  const assignments = THREAD.flatMap((row, i) =>
    row.position === undefined ? [] : [{ answerId: answers[i]!.id, position: row.position }],
  );
  const res = await call('PUT', `/internal/topics/${topic.id}/positions`, author, {
    positions: LABELS,
    assignments: [...assignments, { answerId: deleted.id, position: 2 }],
  });
  expect(res.statusCode).toBe(200);
  await db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, deleted.id));
  return { topic, doctors, answers, assignments };
}

const summary = async (id: number, status: string, as: User | null = reviewer) => {
  const res = await call('GET', `/strapi/consensus-summaries/${id}/${status}`, as);
  expect(res.statusCode).toBe(200);
  return consensusSummarySchema.parse(res.json());
};
const caseOf = (topicId: number) => ({
  PatientCases: [
    { CaseText: 'A 62-year-old man.', CaseNumber: topicId, View: 'Full', PublishDate: '2026-10-01', ResponseCount: 20 },
  ],
});

describe('the figures snapshot of a submitted consensus', () => {
  it('equals the figures computed here from the thread, and does not change when the thread does', async () => {
    const { topic, doctors, answers } = await buildThread();
    const id = await publishedConsensus(t, author, reviewer, caseOf(topic.id));
    const figures = (await summary(id, 'published', null)).figures!;

    expect(figures.topicId).toBe(topic.id);
    expect(figures.answers).toBe(23); // every standing answer, assigned or not
    expect(figures.physicians).toBe(9);
    expect(figures.specialties).toEqual([
      'Cardiology',
      'Family Medicine',
      'Internal Medicine',
      'Neurology',
      'Pediatrics',
      'Psychiatry',
    ]);
    expect(figures.assigned).toBe(20);
    // Reference values of the Wilson interval: 15 of 20 is 0.531 to 0.888.
    expect(figures.positions[0]!.interval.low).toBeCloseTo(0.531, 3);
    expect(figures.positions[0]!.interval.high).toBeCloseTo(0.888, 3);
    // Weighted by 1 + agree votes: start 7×3 + 5×1 + 21 + 1 + 1 = 49; wait 10 + 2 + 1 + 1 = 14; refer 4.
    const weights = [49, 14, 4];
    [15, 4, 1].forEach((k, i) => {
      const f = figures.positions[i]!;
      expect(f.label).toBe(LABELS[i]);
      expect(f.answers).toBe(k);
      expect(f.share).toBeCloseTo(k / 20, 12);
      expect(f.interval.low).toBeCloseTo(wilson(k, 20).low, 12);
      expect(f.interval.high).toBeCloseTo(wilson(k, 20).high, 12);
      expect(f.weightedShare).toBeCloseTo(weights[i]! / 67, 12);
    });
    const split = (counts: number[]) => {
      const n = counts.reduce((a, b) => a + b, 0);
      return counts.map((c) => ({ answers: c, share: expect.closeTo(c / n, 12) }));
    };
    expect(figures.bySpecialty).toEqual([
      { specialty: 'Cardiology', answers: 8, positions: split([7, 1, 0]) },
      { specialty: 'Internal Medicine', answers: 6, positions: split([5, 1, 0]) },
      { specialty: 'Other specialties', answers: 6, positions: split([3, 2, 1]) },
    ]);
    expect(figures.leading).toBe(0);
    // 75% of the assigned answers and a lower bound of 0.531: on the line (share ≥ 0.75, bound ≥ 0.53).
    expect(figures.verdict).toBe('consensus');
    expect(figures.line).toEqual(LINE);
    // The best-rated answer outside the leading position: 9 agree, 1 disagree (Wilson lower bound 0.596),
    // before 3 of 3 (0.439); the 30-vote answer is "other / unclear", the 50-vote one a comment.
    expect(figures.minority).toEqual({
      answerId: answers[7]!.id,
      position: 1,
      text: 'Answer 7',
      authorName: `Dr Doc0`,
      specialty: 'Cardiology',
      agree: 9,
      disagree: 1,
      rating: expect.closeTo(wilson(9, 10).low, 12),
    });
    expect(wilson(9, 10).low).toBeCloseTo(0.596, 3);

    // The thread changes after publication: a vote, a new answer, other assignments.
    const vote = await call('POST', `/comments/${answers[8]!.id}/ratings`, doctors[0]!, { rating: -1 });
    expect(vote.statusCode).toBe(200);
    const late = await buildAnswer(t.database.db, { topicId: topic.id, userId: member.id, agreeCount: 12 });
    const moved = await call('PUT', `/internal/topics/${topic.id}/positions`, author, {
      positions: ['Start', 'Wait', 'Refer first'],
      assignments: [{ answerId: late.id, position: 2 }],
    });
    expect(moved.statusCode).toBe(200);
    expect((await summary(id, 'published', member)).figures).toEqual(figures);
    const page = (await call('GET', `/strapi/consensus-summaries/${id}`, null)).json();
    expect(page.figures).toEqual(figures);
  });

  it('gives the verdict on both sides of the line, at submission and resubmission', async () => {
    const { topic, answers, assignments } = await buildThread();
    const save = async (change: (a: { answerId: number; position: number | null }) => number | null) => {
      const res = await call('PUT', `/internal/topics/${topic.id}/positions`, author, {
        positions: LABELS,
        assignments: assignments.map((a) => ({ answerId: a.answerId, position: change(a) })),
      });
      expect(res.statusCode).toBe(200);
    };
    const starts = assignments.filter((a) => a.position === 0).map((a) => a.answerId);

    // One "start" answer to "other / unclear": 14 of 19 (73.7%) is under the 75% share.
    await save((a) => (a.answerId === starts[0] ? null : a.position));
    const id = await submitConsensus(t, author, caseOf(topic.id));
    let figures = (await summary(id, 'in_review', author)).figures!;
    expect(figures.assigned).toBe(19);
    expect(figures.positions[0]!.share).toBeCloseTo(14 / 19, 12);
    expect(figures.positions[0]!.interval.low).toBeCloseTo(wilson(14, 19).low, 12);
    expect(figures.leading).toBe(0);
    expect(figures.verdict).toBe('leaning');

    // 12 of 16 (three "start" and the "refer" answers unclear): 75% exactly, but the bound is 0.505 < 0.53.
    await save((a) => (starts.slice(0, 3).includes(a.answerId) || a.position === 2 ? null : a.position));
    const resubmitted = await call('PUT', `/strapi/consensus-summaries/${id}`, author, {
      data: consensusInput(caseOf(topic.id)),
    });
    expect(resubmitted.statusCode).toBe(200);
    figures = (await summary(id, 'in_review', author)).figures!;
    expect(figures.assigned).toBe(16);
    expect(figures.positions[0]!.share).toBe(0.75);
    expect(wilson(12, 16).low).toBeCloseTo(0.505, 3);
    expect(figures.positions[0]!.interval.low).toBeCloseTo(wilson(12, 16).low, 12);
    expect(figures.verdict).toBe('leaning');
    expect(figures.minority?.answerId).toBe(answers[7]!.id);
  });

  it('is computed on a thread of thousands of answers, in statements that do not grow with it', async () => {
    const db = t.database.db;
    const topic = await question();
    const doctors = [
      await buildMember(db, { specialty: 'Cardiology' }),
      await buildMember(db, { specialty: 'Neurology' }),
    ];
    const ids: number[] = [];
    for (let slice = 0; slice < 3; slice++) {
      const rows = await db
        .insert(comments)
        .values(
          Array.from({ length: 2000 }, (_, i) => ({
            topicId: topic.id,
            createdByUserId: doctors[i % 2]!.id,
            text: `Answer ${slice}-${i}`,
            agreeCount: i % 7,
          })),
        )
        .returning({ id: comments.id });
      ids.push(...rows.map((r) => r.id));
    }
    // Every third answer waits, the rest start: 4000 of 6000.
    const res = await call('PUT', `/internal/topics/${topic.id}/positions`, author, {
      positions: ['Start', 'Wait'],
      assignments: ids.map((answerId, i) => ({ answerId, position: i % 3 === 0 ? 1 : 0 })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().assignments).toHaveLength(6000);
    const started = Date.now();
    const id = await submitConsensus(t, author, caseOf(topic.id));
    expect(Date.now() - started).toBeLessThan(10_000);
    const figures = (await summary(id, 'in_review', author)).figures!;
    expect([figures.answers, figures.physicians, figures.assigned]).toEqual([6000, 2, 6000]);
    expect(figures.positions[0]!.share).toBeCloseTo(4000 / 6000, 12);
    expect(figures.bySpecialty.map((s) => [s.specialty, s.answers])).toEqual([
      ['Cardiology', 3000],
      ['Neurology', 3000],
    ]);
  });

  it('is null for a case without saved positions', async () => {
    const topic = await question();
    const id = await submitConsensus(t, author, caseOf(topic.id));
    expect((await summary(id, 'in_review', author)).figures).toBeNull();
  });
});
