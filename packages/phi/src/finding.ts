import type { PhiFinding, PhiKind } from './kinds';

/** A candidate from one rule; `rank` breaks overlaps (higher wins, then longer). */
export type Candidate = PhiFinding & { rank: number };

/** Rank per kind: the more specific a pattern, the more it should win an overlap. */
const RANK: Record<PhiKind, number> = {
  email: 90,
  url: 85,
  ip: 80,
  ssn: 70,
  vehicle: 66,
  device: 66,
  biometric: 66,
  mrn: 65,
  health_plan: 65,
  account: 64,
  license: 64,
  other_id: 55,
  fax: 60,
  phone: 60,
  age_over_89: 52,
  date: 50,
  geo: 40,
  name: 30,
};

export function candidate(text: string, start: number, end: number, kind: PhiKind): Candidate | null {
  // Trim spaces and trailing punctuation the patterns may have swallowed.
  while (end > start && /[\s.,;:!?]/.test(text[end - 1])) {
    // Keep the dot of an initial ("J.S."): a capital right before it, starting the span or after a non-letter.
    if (text[end - 1] === '.' && endsWithInitial(text, start, end - 1)) break;
    end--;
  }
  while (start < end && /\s/.test(text[start])) start++;
  if (text[end - 1] === ')' && !text.slice(start, end).includes('(')) end--;
  if (end <= start) return null;
  return { start, end, kind, text: text.slice(start, end), rank: RANK[kind] };
}

/**
 * Whether `text.slice(start, end)` ends with a lone capital. Looks at the last two code points only (at most
 * four code units), so trimming a long run of dots stays linear.
 */
function endsWithInitial(text: string, start: number, end: number): boolean {
  const from = Math.max(start, end - 4);
  return (from === start ? /(?:^|[^\p{L}])\p{Lu}$/u : /[^\p{L}]\p{Lu}$/u).test(text.slice(from, end));
}

/**
 * `s` without the run of `chars` at its end. A loop from the end: `s.replace(/[.,]+$/, '')` would rescan the
 * rest of the string from every character of a long run.
 */
export function trimEnd(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1])) end--;
  return s.slice(0, end);
}

/**
 * Keeps the best of overlapping candidates and returns findings sorted by start. `taken` marks the characters
 * of kept candidates: each candidate is checked and marked over its own span, so the work is the sum of the
 * spans (each rule's matches do not overlap one another), never candidates times kept findings.
 */
export function resolve(cands: Candidate[]): PhiFinding[] {
  const sorted = [...cands].sort((a, b) => b.rank - a.rank || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken = new Uint8Array(sorted.reduce((max, c) => Math.max(max, c.end), 0));
  const kept: Candidate[] = [];
  for (const c of sorted) {
    if (taken.subarray(c.start, c.end).includes(1)) continue;
    taken.fill(1, c.start, c.end);
    kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start).map(({ start, end, kind, text }) => ({ start, end, kind, text }));
}
