import { npiWithCheckDigit } from '@pc/contracts';
import { seededRandom } from '../../../apps/api/src/db/seed/index.js';
import {
  HOT_QUESTION_TITLE,
  HOT_SPECIALTY,
  type Plan,
  answerAuthor,
  answerAuthorPosition,
  answerTime,
  contentEnd,
  coprimeStride,
  memberEmail,
  writerEmail,
} from './plan.js';
import {
  INITIATING_TEAMS,
  STAGES,
  THERAPY_AREAS,
  answerText,
  commentText,
  indication,
  pickName,
  questionDescription,
  questionTitle,
} from './vocabulary.js';

/**
 * Each table as a stream of PostgreSQL COPY text (tab-separated lines), in chunks of about 256 kB, so
 * millions of rows never exist as objects. `counter.rows` counts the lines produced.
 */
export interface Counter {
  rows: number;
}

const CHUNK = 256 * 1024;
const NULL = '\\N';
const iso = (ms: number) => new Date(ms).toISOString();
export const copyText = (s: string) =>
  /[\\\t\n\r]/.test(s) ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : s;

export class ChunkWriter {
  buffer = '';
  constructor(private counter: Counter) {}
  line(fields: (string | number)[]): string | null {
    this.buffer += `${fields.join('\t')}\n`;
    this.counter.rows++;
    if (this.buffer.length < CHUNK) return null;
    const out = this.buffer;
    this.buffer = '';
    return out;
  }
}

/** Synthetic NPIs: 9-digit bases from 300,000,000 up with their check digit (valid, and clear of the demo users'). */
const memberNpi = (i: number) => npiWithCheckDigit(String(300_000_000 + i));

/**
 * Generated members cannot sign in (no password); the writers, who post answers in the benchmark, sign in
 * with the demo password like the demo users, so `npm run token` can get their tokens.
 */
export function* userRows(
  plan: Plan,
  roles: { hcp: number; testHcp: number },
  writerPasswordHash: string,
  counter: Counter,
) {
  const random = seededRandom(plan.seed + 1);
  const w = new ChunkWriter(counter);
  const joined = plan.now.getTime() - 3 * 365 * 86_400_000;
  for (let i = 0; i < plan.members; i++) {
    const [first, last] = pickName(random);
    const created = iso(joined + Math.floor(random() * 3 * 365 * 86_400_000));
    const sub = plan.memberSubspecialty[i]!;
    const out = w.line([
      plan.base.user + i,
      first,
      last,
      memberEmail(i),
      random() < 0.02 ? roles.testHcp : roles.hcp,
      memberNpi(i),
      'f',
      plan.specialties[plan.memberSpecialty[i]!]!.id,
      sub ? sub : NULL,
      NULL,
      created,
      created,
    ]);
    if (out) yield out;
  }
  const hot = plan.specialties.find((s) => s.name === HOT_SPECIALTY)!;
  for (const [n, id] of plan.writerIds.entries()) {
    const created = iso(plan.now.getTime() - 86_400_000);
    const out = w.line([
      id,
      'Writer',
      String(n).padStart(2, '0'),
      writerEmail(n),
      roles.hcp,
      memberNpi(plan.members + n),
      'f',
      hot.id,
      NULL,
      copyText(writerPasswordHash),
      created,
      created,
    ]);
    if (out) yield out;
  }
  if (w.buffer) yield w.buffer;
}
export const USER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'role_id',
  'npi',
  'internal_npi',
  'specialty_id',
  'subspecialty_id',
  'password_hash',
  'created_at',
  'updated_at',
];

/**
 * The votes on answer j of question t, from its own seeded stream, so the comments pass (which stores
 * agree and disagree counts on the answer) and the ratings pass see exactly the same votes. Voters are
 * distinct members of the question's specialty, never the author.
 */
export function forEachVote(plan: Plan, t: number, j: number, visit: (userId: number, value: 1 | -1) => void) {
  const answerId = plan.firstCommentId[t]! + j;
  const count = plan.ratingCount[plan.answerIndex[t]! + j]!;
  if (count === 0) return;
  const random = seededRandom(Math.imul(answerId ^ plan.seed, 2_654_435_761));
  const pool = plan.pools[plan.topicSpecialties[t]![0]!]!;
  const n = pool.length;
  const stride = coprimeStride(random, n);
  const agreeShare = 0.35 + 0.6 * random();
  const authorPos = answerAuthorPosition(plan, t, j);
  for (let k = 1; k <= count; k++) visit(pool[(authorPos + k * stride) % n]!, random() < agreeShare ? 1 : -1);
}

/** Per question, what the comments pass learns for the topics table. */
export interface ThreadStats {
  commentedAt: Float64Array;
}

export function* commentRows(plan: Plan, counter: Counter, stats: ThreadStats) {
  const random = seededRandom(plan.seed + 2);
  const w = new ChunkWriter(counter);
  for (let t = 0; t < plan.topics; t++) {
    const a = plan.answers[t]!;
    const c = plan.comments[t]!;
    if (a === 0) continue;
    const first = plan.firstCommentId[t]!;
    const end = contentEnd(plan, t);
    let last = 0;
    for (let j = 0; j < a; j++) {
      let agree = 0;
      let disagree = 0;
      forEachVote(plan, t, j, (_user, value) => (value === 1 ? agree++ : disagree++));
      const at = answerTime(plan, t, j);
      last = Math.max(last, at);
      const out = w.line([
        first + j,
        plan.base.topic + t,
        NULL,
        copyText(answerText(random)),
        answerAuthor(plan, t, j),
        agree,
        disagree,
        iso(at),
        iso(at),
      ]);
      if (out) yield out;
    }
    const pool = plan.pools[plan.topicSpecialties[t]![0]!]!;
    for (let k = 0; k < c; k++) {
      const parent = Math.floor(random() * a);
      const parentAt = answerTime(plan, t, parent);
      const at = parentAt + Math.floor((end - parentAt) * random());
      last = Math.max(last, at);
      const author = pool[Math.floor(random() * pool.length)]!;
      const out = w.line([
        first + a + k,
        plan.base.topic + t,
        first + parent,
        copyText(commentText(random)),
        author,
        0,
        0,
        iso(at),
        iso(at),
      ]);
      if (out) yield out;
    }
    stats.commentedAt[t] = last;
  }
  if (w.buffer) yield w.buffer;
}
export const COMMENT_COLUMNS = [
  'id',
  'topic_id',
  'reply_to',
  'text',
  'created_by_user_id',
  'agree_count',
  'disagree_count',
  'created_at',
  'updated_at',
];

export function* topicRows(plan: Plan, stats: ThreadStats, counter: Counter) {
  const random = seededRandom(plan.seed + 3);
  const w = new ChunkWriter(counter);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  for (let t = 0; t < plan.topics; t++) {
    const created = iso(Math.min(plan.publish[t]!, plan.now.getTime()) - 86_400_000);
    const commentedAt = stats.commentedAt[t]!;
    const out = w.line([
      plan.base.topic + t,
      copyText(t === 0 ? HOT_QUESTION_TITLE : questionTitle(random, t)),
      copyText(questionDescription(random)),
      plan.moderatorId,
      iso(plan.publish[t]!),
      iso(plan.expire[t]!),
      pick(THERAPY_AREAS),
      indication(random),
      indication(random),
      pick(STAGES),
      pick(INITIATING_TEAMS),
      plan.answers[t]! + plan.comments[t]!,
      commentedAt ? iso(commentedAt) : NULL,
      created,
      created,
    ]);
    if (out) yield out;
  }
  if (w.buffer) yield w.buffer;
}
export const TOPIC_COLUMNS = [
  'id',
  'title',
  'description',
  'author_user_id',
  'publish_date',
  'expiration_date',
  'therapy_area',
  'primary_indication',
  'secondary_indication',
  'stage_progression',
  'initiating_team',
  'total_responses_count',
  'commented_at',
  'created_at',
  'updated_at',
];

export function* topicSpecialtyRows(plan: Plan, counter: Counter) {
  const w = new ChunkWriter(counter);
  for (let t = 0; t < plan.topics; t++) {
    for (const s of plan.topicSpecialties[t]!) {
      const out = w.line([plan.base.topic + t, plan.specialties[s]!.id]);
      if (out) yield out;
    }
  }
  if (w.buffer) yield w.buffer;
}

export function* topicSubspecialtyRows(plan: Plan, counter: Counter) {
  const w = new ChunkWriter(counter);
  for (let t = 0; t < plan.topics; t++) {
    if (!plan.topicSubspecialty[t]) continue;
    const out = w.line([plan.base.topic + t, plan.topicSubspecialty[t]!]);
    if (out) yield out;
  }
  if (w.buffer) yield w.buffer;
}

export function* ratingRows(plan: Plan, counter: Counter) {
  const w = new ChunkWriter(counter);
  const ready: string[] = [];
  for (let t = 0; t < plan.topics; t++) {
    for (let j = 0; j < plan.answers[t]!; j++) {
      const answerId = plan.firstCommentId[t]! + j;
      forEachVote(plan, t, j, (user, value) => {
        const out = w.line([answerId, user, value]);
        if (out) ready.push(out);
      });
      yield* ready.splice(0);
    }
  }
  if (w.buffer) yield w.buffer;
}

/** One opening of the question by each member who answered it, shortly before the answer. */
export function* topicViewRows(plan: Plan, counter: Counter) {
  const w = new ChunkWriter(counter);
  for (let t = 0; t < plan.topics; t++) {
    for (let j = 0; j < plan.answers[t]!; j++) {
      const out = w.line([plan.base.topic + t, answerAuthor(plan, t, j), iso(answerTime(plan, t, j) - 600_000)]);
      if (out) yield out;
    }
  }
  if (w.buffer) yield w.buffer;
}
