import { POSITIONS_MAX, POSITIONS_MIN, type PositionProposal } from '@pc/contracts';
import { latentVectors } from './position-lsa.js';
import { answerWords, NOT } from './position-terms.js';

/**
 * A first grouping of a thread's answers into the positions a consensus author named (issue 24), for
 * the author to accept or correct: TF-IDF vectors of each answer's words and word pairs, reduced to a
 * few latent dimensions (LSA, position-lsa.ts), then spherical k-means (cosine similarity) with
 * k-means++ seeding from a fixed seed, the best of many restarts.
 * Answers without usable words, or too unlike every group, are left "other / unclear". Pure and
 * deterministic: the same answers (in any order) give the same proposal. Method and measured figures:
 * docs/position-grouping.md.
 */

export interface ThreadAnswer {
  id: number;
  text: string;
}

/** An answer whose cosine similarity to its group's centre is below this is left unplaced. */
export const MIN_SIMILARITY = 0.1;
const SEED = 24;
const MAX_ITERATIONS = 40;
/**
 * Restarts are cheap in the latent space (n x 4k numbers) and the best of many avoids merging two
 * positions (measured, 300 answers and 4 positions: 31% to move with 10 restarts, 23% with 60); fewer
 * on big threads, where each costs more and the groups are steadier (1,000 answers: 30).
 */
const restartsFor = (n: number) => Math.max(10, Math.min(60, Math.round(30_000 / n)));
/** Latent dimensions per position asked for: 8 to 24 (measured against 3, 5, 8 and 10). */
const LATENT_PER_POSITION = 4;
/** The most widespread terms, at most this many: centres stay small on huge threads. */
const MAX_VOCABULARY = 30_000;
const TERMS_PER_GROUP = 6;
const LABEL_TERMS = 3;

interface Vector {
  idx: Int32Array;
  w: Float64Array;
}

interface Vocabulary {
  vectors: (Vector | null)[];
  /** Display form of each term index. */
  labels: string[];
}

/** Mulberry32: a small seeded generator, so the same input always gives the same groups. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mostFrequent(counts: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [form, count] of counts) {
    if (count > bestCount || (count === bestCount && form < best)) [best, bestCount] = [form, count];
  }
  return best;
}

/** Sublinear-tf, smoothed-idf, l2-normalised vectors of each answer's words and adjacent word pairs. */
function vectorise(answers: readonly ThreadAnswer[]): Vocabulary {
  const n = answers.length;
  const surfaces = new Map<string, Map<string, number>>();
  const df = new Map<string, number>();
  const counts = answers.map(({ text }) => {
    const { stems, surfaces: written } = answerWords(text);
    const tf = new Map<string, number>();
    for (let i = 0; i < stems.length; i++) {
      const word = stems[i]!;
      if (word !== NOT) {
        tf.set(word, (tf.get(word) ?? 0) + 1);
        const forms = surfaces.get(word) ?? new Map<string, number>();
        forms.set(written[i]!, (forms.get(written[i]!) ?? 0) + 1);
        surfaces.set(word, forms);
      }
      const next = stems[i + 1];
      if (next !== undefined && next !== NOT && next !== word) {
        const pair = `${word} ${next}`;
        tf.set(pair, (tf.get(pair) ?? 0) + 1);
      }
    }
    for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    return tf;
  });
  // In a real thread a term on one answer only adds noise to the similarities; in a tiny one it is all there is.
  const minDf = n >= 10 ? 2 : 1;
  const kept = [...df]
    .filter(([, d]) => d >= minDf)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_VOCABULARY);
  const index = new Map<string, number>();
  const idf: number[] = [];
  for (const [term, d] of kept) {
    index.set(term, index.size);
    // Squared: rarer words (a drug, a device) weigh more against the case's common words (measured better).
    idf.push((Math.log((1 + n) / (1 + d)) + 1) ** 2);
  }
  const display = (stem: string) => (stem === NOT ? NOT : mostFrequent(surfaces.get(stem)!));
  const labels = kept.map(([term]) => term.split(' ').map(display).join(' '));
  const vectors = counts.map((tf) => {
    const entries: [number, number][] = [];
    for (const [term, count] of tf) {
      const j = index.get(term);
      if (j !== undefined) entries.push([j, (1 + Math.log(count)) * idf[j]!]);
    }
    if (entries.length === 0) return null;
    const norm = Math.sqrt(entries.reduce((s, [, w]) => s + w * w, 0));
    return { idx: Int32Array.from(entries, ([j]) => j), w: Float64Array.from(entries, ([, w]) => w / norm) };
  });
  return { vectors, labels };
}

function dot(v: Vector, centre: Float64Array): number {
  let s = 0;
  for (let j = 0; j < v.idx.length; j++) s += v.w[j]! * centre[v.idx[j]!]!;
  return s;
}

function normalise(centre: Float64Array): void {
  let s = 0;
  for (let t = 0; t < centre.length; t++) s += centre[t]! * centre[t]!;
  if (s === 0) return;
  const inv = 1 / Math.sqrt(s);
  for (let t = 0; t < centre.length; t++) centre[t]! *= inv;
}

function dense(v: Vector, size: number): Float64Array {
  const centre = new Float64Array(size);
  for (let j = 0; j < v.idx.length; j++) centre[v.idx[j]!] = v.w[j]!;
  return centre;
}

/** k-means++: each next centre drawn with probability proportional to its squared cosine distance. */
function seedCentres(docs: Vector[], size: number, k: number, random: () => number): Float64Array[] {
  const centres = [dense(docs[Math.floor(random() * docs.length)]!, size)];
  const distance = docs.map((d) => Math.max(0, 1 - dot(d, centres[0]!)));
  while (centres.length < k) {
    const total = distance.reduce((s, d) => s + d * d, 0);
    // Every answer is already a centre's twin: fewer distinct answers than positions.
    if (total <= 1e-12) break;
    let r = random() * total;
    let pick = 0;
    while (pick < docs.length - 1 && (r -= distance[pick]! ** 2) > 0) pick++;
    const centre = dense(docs[pick]!, size);
    centres.push(centre);
    for (let i = 0; i < docs.length; i++) distance[i] = Math.min(distance[i]!, Math.max(0, 1 - dot(docs[i]!, centre)));
  }
  return centres;
}

interface Clustering {
  assign: Int32Array;
  similarity: Float64Array;
  centres: Float64Array[];
  inertia: number;
}

/** Each answer to its most similar centre (ties to the lower index); returns how many moved. */
function assignAll(docs: Vector[], c: Clustering): number {
  let moved = 0;
  c.inertia = 0;
  for (let i = 0; i < docs.length; i++) {
    let best = -1;
    let bestSim = Number.NEGATIVE_INFINITY;
    for (let g = 0; g < c.centres.length; g++) {
      const sim = dot(docs[i]!, c.centres[g]!);
      if (sim > bestSim + 1e-12) [best, bestSim] = [g, sim];
    }
    if (c.assign[i] !== best) moved++;
    c.assign[i] = best;
    c.similarity[i] = bestSim;
    c.inertia += 1 - bestSim;
  }
  return moved;
}

/** Each group's centre: the normalised sum of its answers' vectors. */
function meanCentres(
  docs: Vector[],
  assign: Int32Array,
  k: number,
  size: number,
): { centres: Float64Array[]; members: Int32Array } {
  const members = new Int32Array(k);
  const centres = Array.from({ length: k }, () => new Float64Array(size));
  for (let i = 0; i < docs.length; i++) {
    const centre = centres[assign[i]!]!;
    const d = docs[i]!;
    members[assign[i]!]!++;
    for (let j = 0; j < d.idx.length; j++) centre[d.idx[j]!]! += d.w[j]!;
  }
  for (const centre of centres) normalise(centre);
  return { centres, members };
}

function updateCentres(docs: Vector[], c: Clustering, size: number): void {
  const { centres, members } = meanCentres(docs, c.assign, c.centres.length, size);
  c.centres = centres;
  for (let g = 0; g < c.centres.length; g++) {
    if (members[g]! > 0) continue;
    // An emptied group restarts from the answer that fits its own group worst.
    let worst = -1;
    for (let i = 0; i < docs.length; i++) {
      if (members[c.assign[i]!]! > 1 && (worst < 0 || c.similarity[i]! < c.similarity[worst]!)) worst = i;
    }
    if (worst < 0 || c.similarity[worst]! > 1 - 1e-9) continue;
    members[c.assign[worst]!]!--;
    c.assign[worst] = g;
    c.similarity[worst] = 1;
    c.centres[g] = dense(docs[worst]!, size);
  }
}

function kMeans(docs: Vector[], size: number, k: number, random: () => number): Clustering {
  const c: Clustering = {
    assign: new Int32Array(docs.length).fill(-1),
    similarity: new Float64Array(docs.length),
    centres: seedCentres(docs, size, k, random),
    inertia: 0,
  };
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    if (assignAll(docs, c) === 0) return c;
    updateCentres(docs, c, size);
  }
  assignAll(docs, c);
  return c;
}

/** The group's terms that weigh most in its centre over the other centres' mean, a pair's words not repeated. */
function distinctiveTerms(centres: Float64Array[], g: number, labels: string[]): string[] {
  const centre = centres[g]!;
  const others = centres.filter((_, h) => h !== g);
  const scored: [number, number][] = [];
  for (let t = 0; t < centre.length; t++) {
    if (centre[t]! <= 0) continue;
    const mean = others.length === 0 ? 0 : others.reduce((s, o) => s + o[t]!, 0) / others.length;
    if (centre[t]! - mean > 0) scored.push([t, centre[t]! - mean]);
  }
  scored.sort((a, b) => b[1] - a[1] || (labels[a[0]]! < labels[b[0]]! ? -1 : 1));
  const terms: string[] = [];
  const shown = new Set<string>();
  for (const [t] of scored) {
    const words = labels[t]!.split(' ');
    if (words.every((w) => shown.has(w) || w === NOT)) continue;
    terms.push(labels[t]!);
    for (const w of words) shown.add(w);
    if (terms.length === TERMS_PER_GROUP) break;
  }
  return terms;
}

/** The first terms that share no word with each other ("Appendage, occlusion", not "Burden, burden device"). */
function labelOf(terms: string[]): string {
  const chosen: string[] = [];
  const used = new Set<string>();
  for (const term of terms) {
    const words = term.split(' ');
    if (words.some((w) => used.has(w))) continue;
    chosen.push(term);
    for (const w of words) used.add(w);
    if (chosen.length === LABEL_TERMS) break;
  }
  const label = chosen.join(', ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Proposes `count` groups (2-6) of a thread's answers; groups come largest first, empty ones last. */
export function proposePositions(answers: readonly ThreadAnswer[], count: number): PositionProposal {
  if (!Number.isInteger(count) || count < POSITIONS_MIN || count > POSITIONS_MAX) {
    throw new RangeError(`count must be an integer from ${POSITIONS_MIN} to ${POSITIONS_MAX}, not ${count}.`);
  }
  // By id, so the order the answers arrive in does not change the proposal.
  const sorted = [...answers].sort((a, b) => a.id - b.id);
  const { vectors, labels } = vectorise(sorted);
  const usable = sorted.flatMap((a, i) => (vectors[i] ? [{ id: a.id, vector: vectors[i]! }] : []));
  const unplaced = sorted.filter((_, i) => !vectors[i]).map((a) => a.id);
  const groups: { ids: number[]; centre: Float64Array }[] = [];
  if (usable.length > 0) {
    const docs = usable.map((u) => u.vector);
    const random = seededRandom(SEED);
    const space = latentVectors(docs, labels.length, LATENT_PER_POSITION * count, random);
    const spaceSize = space[0]!.idx.length;
    const k = Math.min(count, docs.length);
    let best: Clustering | null = null;
    for (let r = 0; r < restartsFor(docs.length); r++) {
      const run = kMeans(space, spaceSize, k, random);
      if (!best || run.inertia < best.inertia - 1e-9) best = run;
    }
    const assign = best!.assign;
    // Whether an answer belongs is judged on its words: its similarity to its group's TF-IDF centre.
    let centres = meanCentres(docs, assign, k, labels.length).centres;
    const similarity = docs.map((d, i) => dot(d, centres[assign[i]!]!));
    const placed = similarity.map((s) => s >= MIN_SIMILARITY);
    // Centres again without the strays, so they do not shape the groups' terms.
    centres = meanCentres(
      docs.filter((_, i) => placed[i]),
      assign.filter((_, i) => placed[i]),
      k,
      labels.length,
    ).centres;
    for (const centre of centres) groups.push({ ids: [], centre });
    usable.forEach((u, i) => {
      if (placed[i]) groups[assign[i]!]!.ids.push(u.id);
      else unplaced.push(u.id);
    });
  }
  const centres = groups.filter((g) => g.ids.length > 0).map((g) => g.centre);
  const proposal = groups
    .filter((g) => g.ids.length > 0)
    .sort((a, b) => b.ids.length - a.ids.length || a.ids[0]! - b.ids[0]!)
    .map((g) => {
      const terms = distinctiveTerms(centres, centres.indexOf(g.centre), labels);
      return { suggestedLabel: labelOf(terms), terms, answerIds: g.ids };
    });
  while (proposal.length < count) proposal.push({ suggestedLabel: '', terms: [], answerIds: [] });
  return { groups: proposal, unplaced: unplaced.sort((a, b) => a - b) };
}
