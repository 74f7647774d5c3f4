import type { PositionProposal } from '@pc/contracts';
import type { ThreadAnswer } from './position-grouping.js';

/**
 * A synthetic thread with known positions, for the grouping's tests and `npm run bench:grouping`.
 * The case: device-detected atrial fibrillation in a 78-year-old (CHA2DS2-VASc 4). Each answer mixes
 * one or two sentences of its position (several phrasings, not one fixed vocabulary) with the case's
 * shared vocabulary, hedges, a sometimes-rejected other position, typos and editor HTML; some answers
 * are off topic or say nothing ("Agree."). Position sizes are uneven, as in real threads.
 */

const POSITIONS: string[][] = [
  [
    'I would start apixaban now.',
    'Anticoagulation is indicated with a CHA2DS2-VASc of 4.',
    'ARTESiA showed fewer strokes with apixaban in device-detected AF.',
    'Start a DOAC, the stroke risk clearly outweighs the bleeding risk.',
    'A six hour episode is real AF, treat it like clinical AF and anticoagulate.',
    'Apixaban 5 mg twice daily, renal function permitting.',
    'Her score alone justifies oral anticoagulation.',
    'I anticoagulate these patients; a stroke is far worse than a GI bleed.',
    'Full-dose DOAC, no reason to wait.',
    'Edoxaban or apixaban would both be fine, just start one.',
  ],
  [
    'I would hold off on anticoagulation for now.',
    'NOAH-AFNET 6 found no benefit and more major bleeding with edoxaban.',
    'Subclinical episodes carry a much lower stroke rate than clinical AF.',
    'Watch and wait, repeat the device interrogation in three months.',
    'The bleeding risk at her age tips me against treating.',
    'Low burden device-detected AF does not need a blood thinner.',
    'Observation only, and revisit if she develops symptoms.',
    'I would not expose her to a bleeding risk for a marginal benefit.',
    'Reassure her and recheck at the next remote transmission.',
    'Conservative management, no DOAC unless it progresses.',
  ],
  [
    'It depends on the burden; over 24 hours I would treat.',
    'Get an extended monitor to quantify the AF burden first.',
    'Look at the longest episode duration on the device log.',
    'Burden thresholds matter: episodes over 24 hours behave like clinical AF.',
    'A 30-day event monitor or loop recorder data would settle it.',
    'Trend the daily burden over a few months before deciding.',
    'Short episodes under an hour I ignore, long ones I act on.',
    'Check the electrograms to confirm the episodes are true AF and not noise.',
    'Quantify total burden per day, then decide.',
    'Set the device alert at six minutes and review the burden trend.',
  ],
  [
    'With her fall history a Watchman is the better answer.',
    'Refer for left atrial appendage occlusion.',
    'If bleeding risk is the concern, appendage closure avoids lifelong anticoagulation.',
    'LAAO gives stroke protection without the long-term bleeding.',
    'The structural team could assess her for a Watchman device.',
    'Her prior GI bleed makes me think of appendage occlusion.',
    'Percutaneous occlusion of the appendage is a good compromise here.',
    'Amulet or Watchman, both reasonable in a frail faller.',
  ],
  [
    'Low-dose aspirin is enough at this burden.',
    'I would give aspirin 81 mg and leave it there.',
    'An antiplatelet is a middle ground, though the data are weak.',
    'Aspirin plus a statin for her vascular risk, no anticoagulant.',
    'Single antiplatelet therapy, given her coronary disease anyway.',
    'Continue her clopidogrel and skip the DOAC.',
  ],
  [
    'Refer to electrophysiology and let her decide with them.',
    'This is a shared decision; lay out stroke versus bleeding numbers with her and her family.',
    'Use a decision aid and respect her preferences.',
    'Her goals of care should drive this, ask what matters to her.',
    'Let the EP clinic weigh in, they see these alerts daily.',
    'Talk it through with the family, a values-based conversation.',
  ],
];

/** One sentence per position that an answer of another position may use to reject it. */
const REJECTIONS = [
  'I would not start a DOAC yet.',
  'Doing nothing seems wrong to me.',
  'Waiting for more monitoring data just delays the decision.',
  'A Watchman seems like overkill here.',
  'Aspirin does not prevent AF strokes.',
  'Referring her on just passes the buck.',
];

/** The case's context, told differently by each answer: templates with {slots} filled at random. */
const SHARED = [
  'She is {age} with {condition} and {condition}.',
  'Her CHA2DS2-VASc is {score} and HAS-BLED is {low}.',
  '{Organ} function is {state} and she takes {drug}.',
  'The {device} was placed for {indication}.',
  '{Concern} and {concern} both matter at {age}.',
  'The {body} guidance is {vague} on device-detected episodes.',
  'Echo showed a {size} left atrium.',
  'We see this {often} in our {place}.',
  'Make sure her {condition} is controlled.',
  'These alerts are {often} seen.',
  'Document the discussion in the {record}.',
  'Check her {lab} and {lab}.',
  '{Concern} is always part of the picture at {age}.',
];

const SLOTS: Record<string, string[]> = {
  age: ['78', 'her age', 'this age', 'seventy-eight', 'eighty'],
  condition: ['hypertension', 'diabetes', 'blood pressure', 'heart failure', 'sugars', 'CKD', 'obesity'],
  score: ['4', 'four', 'at least 4'],
  low: ['2', 'two', 'low', 'moderate'],
  organ: ['renal', 'kidney', 'liver', 'hepatic'],
  state: ['normal', 'fine', 'stable', 'preserved', 'okay'],
  drug: ['a statin', 'metformin', 'lisinopril', 'amlodipine', 'nothing else'],
  device: ['pacemaker', 'dual-chamber pacer', 'device', 'PPM'],
  indication: ['sick sinus syndrome', 'heart block', 'sinus node dysfunction', 'bradycardia'],
  concern: ['stroke', 'bleeding', 'frailty', 'falls', 'cognition', 'quality of life'],
  body: ['AHA/ACC', 'ESC', 'society', 'current'],
  vague: ['unclear', 'vague', 'silent', 'evolving', 'not definitive'],
  size: ['mildly dilated', 'normal sized', 'moderately enlarged', 'slightly large'],
  often: ['often', 'all the time', 'weekly', 'frequently', 'a lot'],
  place: ['device clinic', 'practice', 'group', 'department', 'remote monitoring service'],
  record: ['chart', 'note', 'EHR', 'record'],
  lab: ['creatinine', 'CBC', 'hemoglobin', 'platelets', 'eGFR', 'TSH'],
};

function fill(template: string, pick: <T>(list: readonly T[]) => T): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const word = pick(SLOTS[slot.toLowerCase()]!);
    return slot[0] === slot[0]!.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
}

const HEDGES = [
  'I think',
  'Honestly,',
  'In my experience,',
  'Tough one.',
  'Interesting case.',
  'Probably',
  'Not sure, but',
  'FWIW',
  'Hmm,',
  'Good question.',
];

const OFF_TOPIC = [
  'Does anyone have a good CME course on device interrogation?',
  'Our EHR makes remote monitoring reports impossible to find.',
  'Off topic, but is anyone else having trouble with prior authorizations lately?',
  'Can someone share the link to the conference slides?',
  'How do you bill for remote monitoring visits?',
  'We are hiring a nurse practitioner for our clinic, message me.',
  'The new scheduling system at our hospital is a disaster.',
  'Anyone going to the meeting in Chicago next month?',
];

const EMPTY = ['Agree.', '+1', 'Same here.', '<p><br></p>', 'Following this thread.', 'Thanks!'];

/** Relative sizes of the positions: the first is the largest, as a thread's majority. */
const SIZES = [0.3, 0.24, 0.18, 0.12, 0.09, 0.07];

export const THREAD_POSITIONS_MAX = POSITIONS.length;

export interface ThreadOptions {
  answers: number;
  positions: number;
  seed?: number;
  /** Share of answers about something else; default 0.05. */
  offTopic?: number;
  /** Share of answers with no content ("Agree."); default 0.03. */
  empty?: number;
  /** Chance that a word of four letters or more carries a typo; default 0.03. */
  typos?: number;
}

export interface SyntheticThread {
  answers: ThreadAnswer[];
  /** Each answer's planted position (0-based), null for off-topic and empty answers. */
  truth: Map<number, number | null>;
}

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateThread(o: ThreadOptions): SyntheticThread {
  const random = seeded(o.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const sizes = SIZES.slice(0, o.positions);
  const total = sizes.reduce((s, x) => s + x, 0);
  const typo = (word: string) => {
    if (word.length < 4 || random() >= (o.typos ?? 0.03)) return word;
    const at = between(1, word.length - 2);
    return random() < 0.5
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  const answers: ThreadAnswer[] = [];
  const truth = new Map<number, number | null>();
  for (let i = 0; i < o.answers; i++) {
    const id = 1000 + i * 3;
    const roll = random();
    if (roll < (o.empty ?? 0.03)) {
      answers.push({ id, text: pick(EMPTY) });
      truth.set(id, null);
      continue;
    }
    let sentences: string[];
    let position: number | null = null;
    if (roll < (o.empty ?? 0.03) + (o.offTopic ?? 0.05)) {
      sentences = [pick(OFF_TOPIC), ...(random() < 0.5 ? [fill(pick(SHARED), pick)] : [])];
    } else {
      let r = random() * total;
      position = 0;
      while (position < sizes.length - 1 && (r -= sizes[position]!) > 0) position++;
      const own = POSITIONS[position]!;
      sentences = [...new Set(Array.from({ length: between(1, 2) }, () => pick(own)))];
      for (let s = between(0, 3); s > 0; s--) sentences.push(fill(pick(SHARED), pick));
      if (random() < 0.2) {
        const other = between(0, o.positions - 1);
        if (other !== position) sentences.push(REJECTIONS[other]!);
      }
      // Shuffle, so the position is not always the first sentence.
      for (let s = sentences.length - 1; s > 0; s--) {
        const j = between(0, s);
        [sentences[s], sentences[j]] = [sentences[j]!, sentences[s]!];
      }
    }
    let text = sentences.join(' ').replace(/[A-Za-z-]+/g, typo);
    if (random() < 0.5) text = `${pick(HEDGES)} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    if (random() < 0.3) text = `<p>${text.replace('. ', '.</p><p>')}</p>`;
    answers.push({ id, text });
    truth.set(id, position);
  }
  return { answers, truth };
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, at) => [...p.slice(0, at), n - 1, ...p.slice(at)]),
  );
}

/**
 * How many answers the author must move to reach the planted positions: groups matched to positions
 * one to one so that most answers stay (all k! matchings, k <= 6), then every answer outside its
 * position's group, every placed off-topic answer and every unplaced on-topic answer counts once.
 */
export function answersToMove(proposal: PositionProposal, truth: Map<number, number | null>): number {
  const k = proposal.groups.length;
  const overlap = proposal.groups.map((g) => {
    const row = new Array<number>(k).fill(0);
    for (const id of g.answerIds) {
      const p = truth.get(id);
      if (p !== null && p !== undefined && p < k) row[p]!++;
    }
    return row;
  });
  let kept = 0;
  for (const match of permutations(k))
    kept = Math.max(
      kept,
      match.reduce((s, p, g) => s + overlap[g]![p]!, 0),
    );
  const rightlyUnplaced = proposal.unplaced.filter((id) => truth.get(id) === null).length;
  return truth.size - kept - rightlyUnplaced;
}

/** Adjusted Rand index of the proposal against the planted positions, "unplaced" and "none" as one more class each. */
export function adjustedRandIndex(proposal: PositionProposal, truth: Map<number, number | null>): number {
  const found = new Map<number, number>();
  proposal.groups.forEach((g, i) => {
    for (const id of g.answerIds) found.set(id, i);
  });
  const table = new Map<string, number>();
  const rows = new Map<number, number>();
  const cols = new Map<number, number>();
  for (const [id, p] of truth) {
    const a = found.get(id) ?? -1;
    const b = p ?? -1;
    table.set(`${a}:${b}`, (table.get(`${a}:${b}`) ?? 0) + 1);
    rows.set(a, (rows.get(a) ?? 0) + 1);
    cols.set(b, (cols.get(b) ?? 0) + 1);
  }
  const pairs = (x: number) => (x * (x - 1)) / 2;
  const sum = (m: Map<unknown, number>) => [...m.values()].reduce((s, x) => s + pairs(x), 0);
  const index = sum(table);
  const [a, b] = [sum(rows), sum(cols)];
  const expected = (a * b) / pairs(truth.size);
  const max = (a + b) / 2;
  return max === expected ? 1 : (index - expected) / (max - expected);
}
