import { type ContactOptions, findContacts } from './contact';
import { findDates } from './dates';
import { type Candidate, resolve } from './finding';
import { findGeo } from './geo';
import { findIds } from './ids';
import type { PhiFinding } from './kinds';
import { findNames } from './names';

/** `referenceHosts`: hosts whose addresses cite literature, besides the built-in list (citations.ts). */
export type DetectOptions = ContactOptions;

/**
 * Finds text that looks like one of the 18 Safe Harbor identifiers. Pure rules and word lists: no network,
 * no model, small enough for the browser. Findings are sorted by start and never overlap.
 */
export function detectPhi(text: string, options: DetectOptions = {}): PhiFinding[] {
  if (!text) return [];
  const cands: Candidate[] = [
    ...findContacts(text, options),
    ...findIds(text),
    ...findDates(text),
    ...findGeo(text),
    ...findNames(text),
  ];
  return resolve(cands);
}
