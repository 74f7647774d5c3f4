import { seededRandom } from '../../../apps/api/src/db/seed/index.js';

/**
 * The shape of a generated network at a given scale, decided up front from one seeded random stream
 * so that every table can then be streamed independently (and identically on every run). Only small
 * typed arrays are kept: the rows themselves are produced on the fly by `rows.ts`.
 */

export const HOT_QUESTION_TITLE =
  'Benchmark hot question: anticoagulation after a first episode of atrial fibrillation';
export const HOT_ANSWERS = 300;
export const HOT_COMMENTS = 1000;
/** Members who post answers in the answer scenario; they have no answers of their own on active questions. */
export const WRITER_COUNT = 32;
export const writerEmail = (n: number) => `writer${String(n).padStart(2, '0')}@bench.example.org`;
export const memberEmail = (n: number) => `member${n}@bench.example.org`;
/** The specialty of the hot question, of the demo member hcp@example.org and of the writers. */
export const HOT_SPECIALTY = 'Cardiology';
/** Members of the hot specialty generated first, whatever the scale, so its thread can have 300 authors. */
const HOT_POOL_MIN = 1000;

/** Relative sizes of the specialties (bigger primary-care and medical specialties, small surgical ones). */
const SPECIALTY_WEIGHT: Record<string, number> = {
  'Internal Medicine': 12,
  'Family Medicine': 10,
  Pediatrics: 6,
  'Emergency Medicine': 5,
  Cardiology: 4,
  Psychiatry: 4,
  'Obstetrics and Gynecology': 4,
  Anesthesiology: 4,
  Radiology: 3,
  Surgery: 3,
  Neurology: 2,
  Dermatology: 2,
};

export interface Specialty {
  id: number;
  name: string;
  subspecialtyIds: number[];
}

export interface PlanInput {
  scale: number;
  seed: number;
  now: Date;
  specialties: Specialty[];
  /** First free ids after the demo data. */
  base: { user: number; topic: number; comment: number };
  demoMemberId: number;
  moderatorId: number;
}

export type TopicStatus = 'active' | 'scheduled' | 'expired';

export interface Plan extends PlanInput {
  members: number;
  /** Specialty index of member i (id base.user + i). */
  memberSpecialty: Uint8Array;
  /** Subspecialty id of member i, 0 for none. */
  memberSubspecialty: Int32Array;
  /** Member ids of each specialty index. */
  pools: Int32Array[];
  writerIds: number[];
  topics: number;
  status: TopicStatus[];
  /** Specialty indexes each question targets (the first one supplies its answerers). */
  topicSpecialties: number[][];
  topicSubspecialty: Int32Array;
  publish: Float64Array;
  expire: Float64Array;
  answers: Int32Array;
  comments: Int32Array;
  /** First comment id of each question: its answers come first, then its comments. */
  firstCommentId: Int32Array;
  answerStart: Int32Array;
  answerStride: Int32Array;
  /** Ratings of each answer, indexed by answer id - base.comment offset via `answerIndex`. */
  ratingCount: Uint16Array;
  /** Index into ratingCount of each question's first answer. */
  answerIndex: Int32Array;
  totals: { answers: number; comments: number; ratings: number };
}

const DAY = 86_400_000;

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** A step through a pool of n that visits n distinct members before repeating. */
export function coprimeStride(random: () => number, n: number): number {
  if (n <= 2) return 1;
  let stride = 1 + Math.floor(random() * (n - 1));
  while (gcd(stride, n) !== 1) stride = (stride % (n - 1)) + 1;
  return stride;
}

function weightedPicker(random: () => number, specialties: Specialty[]) {
  const weights = specialties.map((s) => SPECIALTY_WEIGHT[s.name] ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  return () => {
    const r = random();
    const i = cumulative.findIndex((c) => r < c);
    return i === -1 ? specialties.length - 1 : i;
  };
}

/** Splits `total` over `weights` in whole numbers that add up exactly (when caps allow). */
function apportion(total: number, weights: number[], caps: number[]): Int32Array {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const out = new Int32Array(weights.length);
  let given = 0;
  weights.forEach((w, i) => {
    out[i] = Math.min(caps[i]!, Math.floor((total * w) / sum));
    given += out[i]!;
  });
  for (let pass = 0; given < total && pass < 64; pass++) {
    let moved = false;
    for (let i = 0; i < out.length && given < total; i++) {
      if (weights[i]! > 0 && out[i]! < caps[i]!) {
        out[i]!++;
        given++;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

export function makePlan(input: PlanInput): Plan {
  const { scale, specialties } = input;
  const random = seededRandom(input.seed);
  const hot = specialties.findIndex((s) => s.name === HOT_SPECIALTY);
  if (hot < 0) throw new Error(`The specialty list has no ${HOT_SPECIALTY}`);
  const pickSpecialty = weightedPicker(random, specialties);

  // Members.
  const members = Math.max(Math.round(200_000 * scale), HOT_POOL_MIN + 500);
  const memberSpecialty = new Uint8Array(members);
  const memberSubspecialty = new Int32Array(members);
  const poolLists: number[][] = specialties.map(() => []);
  for (let i = 0; i < members; i++) {
    const s = i < HOT_POOL_MIN ? hot : pickSpecialty();
    memberSpecialty[i] = s;
    const subs = specialties[s]!.subspecialtyIds;
    if (subs.length && random() < 0.3) memberSubspecialty[i] = subs[Math.floor(random() * subs.length)]!;
    poolLists[s]!.push(input.base.user + i);
  }
  const pools = poolLists.map((l) => Int32Array.from(l));
  const writerIds = Array.from({ length: WRITER_COUNT }, (_, w) => input.base.user + members + w);

  // Questions: index 0 is the hot question; then active, scheduled, expired.
  const topics = Math.max(Math.round(2000 * scale), 100);
  const activeCount = Math.max(Math.round(100 * scale), 40);
  const scheduledCount = Math.max(Math.round(20 * scale), 2);
  const now = input.now.getTime();
  const status: TopicStatus[] = [];
  const topicSpecialties: number[][] = [];
  const topicSubspecialty = new Int32Array(topics);
  const publish = new Float64Array(topics);
  const expire = new Float64Array(topics);
  for (let t = 0; t < topics; t++) {
    const st: TopicStatus = t < activeCount ? 'active' : t < activeCount + scheduledCount ? 'scheduled' : 'expired';
    status.push(st);
    if (t === 0) {
      topicSpecialties.push([hot]);
      publish[t] = now - 3 * DAY;
      // Long-lived so the benchmark database stays usable for weeks after it is generated.
      expire[t] = now + 45 * DAY;
      continue;
    }
    const count = random() < 0.7 ? 1 : random() < 0.85 ? 2 : 3;
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(pickSpecialty());
    topicSpecialties.push([...chosen]);
    const first = specialties[[...chosen][0]!]!;
    if (first.subspecialtyIds.length && random() < 0.1) {
      topicSubspecialty[t] = first.subspecialtyIds[Math.floor(random() * first.subspecialtyIds.length)]!;
    }
    if (st === 'active') {
      publish[t] = now - Math.floor(random() * 6 * DAY) - 3_600_000;
      expire[t] = now + (20 + Math.floor(random() * 20)) * DAY;
    } else if (st === 'scheduled') {
      publish[t] = now + (1 + Math.floor(random() * 30)) * DAY;
      expire[t] = publish[t]! + 7 * DAY;
    } else {
      publish[t] = now - (8 + Math.floor(random() * 720)) * DAY;
      expire[t] = publish[t]! + 7 * DAY;
    }
  }

  // Answers and comments, excluding the hot question's fixed thread.
  const totalContent = Math.round(1_000_000 * scale);
  const answerTotal = Math.round(totalContent * 0.4);
  const commentTotal = totalContent - answerTotal;
  const weights = status.map((st, t) =>
    t === 0 || st === 'scheduled' ? 0 : st === 'active' ? 0.5 : 0.3 + 1.4 * random(),
  );
  const answerCaps = topicSpecialties.map((s) => pools[s[0]!]!.length - 1);
  const answers = apportion(answerTotal, weights, answerCaps);
  const comments = apportion(
    commentTotal,
    weights.map((w, t) => (answers[t]! > 0 ? w : 0)),
    weights.map(() => Number.MAX_SAFE_INTEGER),
  );
  answers[0] = HOT_ANSWERS;
  comments[0] = HOT_COMMENTS;

  const firstCommentId = new Int32Array(topics);
  const answerIndex = new Int32Array(topics);
  const answerStart = new Int32Array(topics);
  const answerStride = new Int32Array(topics);
  let nextId = input.base.comment;
  let answerCount = 0;
  for (let t = 0; t < topics; t++) {
    firstCommentId[t] = nextId;
    answerIndex[t] = answerCount;
    nextId += answers[t]! + comments[t]!;
    answerCount += answers[t]!;
    const n = pools[topicSpecialties[t]![0]!]!.length;
    answerStart[t] = Math.floor(random() * n);
    answerStride[t] = coprimeStride(random, n);
  }

  // Ratings: the hot thread's answers are rated more (it is the most read thread), the rest share the remainder.
  const ratingTarget = Math.round(5_000_000 * scale);
  const ratingCount = new Uint16Array(answerCount);
  const hotPool = pools[hot]!.length;
  let hotRatings = 0;
  for (let a = 0; a < HOT_ANSWERS; a++) {
    ratingCount[a] = Math.min(hotPool - 1, Math.floor(random() * 150));
    hotRatings += ratingCount[a]!;
  }
  const otherWeights: number[] = [];
  const otherCaps: number[] = [];
  for (let t = 1; t < topics; t++) {
    const cap = Math.min(65_000, pools[topicSpecialties[t]![0]!]!.length - 1);
    for (let j = 0; j < answers[t]!; j++) {
      otherWeights.push(0.2 + 1.6 * random());
      otherCaps.push(cap);
    }
  }
  const other = apportion(Math.max(0, ratingTarget - hotRatings), otherWeights, otherCaps);
  ratingCount.set(other, HOT_ANSWERS);
  const ratings = hotRatings + other.reduce((a, b) => a + b, 0);

  return {
    ...input,
    members,
    memberSpecialty,
    memberSubspecialty,
    pools,
    writerIds,
    topics,
    status,
    topicSpecialties,
    topicSubspecialty,
    publish,
    expire,
    answers,
    comments,
    firstCommentId,
    answerStart,
    answerStride,
    ratingCount,
    answerIndex,
    totals: { answers: answerCount, comments: nextId - input.base.comment - answerCount, ratings },
  };
}

/** The newest moment content can have on a question: its expiry, or now while it is still open. */
export function contentEnd(plan: Plan, t: number): number {
  return Math.min(plan.expire[t]!, plan.now.getTime());
}

/** When answer j of question t was posted: spread evenly over the question's open time. */
export function answerTime(plan: Plan, t: number, j: number): number {
  const start = plan.publish[t]!;
  return start + Math.floor(((contentEnd(plan, t) - start) * (j + 1)) / (plan.answers[t]! + 1));
}

/** The author of answer j of question t: a distinct member of the question's first specialty. */
export function answerAuthor(plan: Plan, t: number, j: number): number {
  if (t === 0 && j === 0) return plan.demoMemberId;
  const pool = plan.pools[plan.topicSpecialties[t]![0]!]!;
  return pool[(plan.answerStart[t]! + j * plan.answerStride[t]!) % pool.length]!;
}

/** Position of answer j's author in its pool (the demo member is outside the pool; any start works). */
export function answerAuthorPosition(plan: Plan, t: number, j: number): number {
  const n = plan.pools[plan.topicSpecialties[t]![0]!]!.length;
  return (plan.answerStart[t]! + j * plan.answerStride[t]!) % n;
}
