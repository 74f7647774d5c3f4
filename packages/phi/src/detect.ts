import { findContacts } from './contact';
import { findDates } from './dates';
import { type Candidate, resolve } from './finding';
import { findGeo } from './geo';
import { findIds } from './ids';
import type { PhiFinding } from './kinds';
import { findNames } from './names';

/**
 * Finds text that looks like one of the 18 Safe Harbor identifiers. Pure rules and word lists: no network,
 * no model, small enough for the browser. Findings are sorted by start and never overlap.
 */
export function detectPhi(text: string): PhiFinding[] {
  if (!text) return [];
  const cands: Candidate[] = [
    ...findContacts(text),
    ...findIds(text),
    ...findDates(text),
    ...findGeo(text),
    ...findNames(text),
  ];
  return resolve(cands);
}
