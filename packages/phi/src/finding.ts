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
    // Keep the dot of an initial ("J.S.").
    if (text[end - 1] === '.' && /(?:^|[^\p{L}])\p{Lu}$/u.test(text.slice(start, end - 1))) break;
    end--;
  }
  while (start < end && /\s/.test(text[start])) start++;
  if (text[end - 1] === ')' && !text.slice(start, end).includes('(')) end--;
  if (end <= start) return null;
  return { start, end, kind, text: text.slice(start, end), rank: RANK[kind] };
}

/** Keeps the best of overlapping candidates and returns findings sorted by start. */
export function resolve(cands: Candidate[]): PhiFinding[] {
  const sorted = [...cands].sort((a, b) => b.rank - a.rank || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Candidate[] = [];
  for (const c of sorted) {
    if (kept.some((k) => k.start < c.end && c.start < k.end)) continue;
    kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start).map(({ start, end, kind, text }) => ({ start, end, kind, text }));
}
