import { type Candidate, candidate, trimEnd } from './finding';
import { atWork, findLocalPlaces, ordinaryWords } from './local-places';
import { MORE_BIG_PLACES } from './place-words';
import { BIG_PLACES, EPONYMS, FUNCTION_WORDS, HEAD_NOUNS, US_STATE_ABBR } from './lexicon';

/**
 * A capitalized word, from the start of its run of letters, dots, hyphens and apostrophes only: starting at
 * each capital inside "A.B.C.D..." would rescan the rest of the run from every one of them.
 */
const CAPW = "(?<![\\p{L}\\p{M}'’.-])\\p{Lu}[\\p{L}\\p{M}'’.-]*";
const SUFFIX =
  '(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Circle|Cir|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Trail|Trl|Square|Sq|Loop|Row|Alley|Pike|Crescent|Close)';
const UNIT = '(?:Apt|Apartment|Suite|Ste|Unit|Room|Rm|#)\\.?\\s*(?:#\\s*)?[A-Za-z]?\\d+[A-Za-z]?';
const STREET = new RegExp(
  `(?:${UNIT},?\\s+)?\\b\\d{1,6}\\s+(?:[NSEW]\\.?\\s+)?(?:${CAPW}\\s+){1,3}${SUFFIX}\\b\\.?(?:,?\\s+${UNIT})?`,
  'gu',
);
/** A street named without a number needs the long suffix: "lives on Maple Hollow Road". */
const STREET_NAMED = new RegExp(
  `\\b(?:on|off|at|near)\\s+((?:${CAPW}\\s+){1,3}(?:Street|Avenue|Road|Lane|Drive|Boulevard|Court|Parkway|Highway|Terrace))\\b`,
  'gu',
);
const CITY_AFTER_ADDRESS = new RegExp(
  `^,\\s+(${CAPW}(?:\\s+${CAPW}){0,2})(?=\\s*(?:,|$|\\s+[A-Z]{2}\\b|\\s+ZIP|\\s+\\d{5}\\b))`,
  'u',
);
/** A rural route or post-office box: "RR 2 Box 118", "HC 64 Box 12", "PO Box 311". */
const BOX =
  /\b(?:RR|R\.R\.|Rural\s+Route|HC|Star\s+Route)\s*#?\d{1,3},?\s+Box\s+\d{1,5}\b|\bP\.?\s?O\.?\s+Box\s+\d{1,6}\b/g;
const COUNTY = new RegExp(`\\b(?:${CAPW}\\s+){1,3}(?:County|Parish|Borough)\\b`, 'gu');
const ZIP = /\b(?:zip(?:\s*code)?|postal\s+code|zipcode)\s*:?\s*\d{5}(?:-\d{4})?\b/gi;
const STATE_ZIP = /\b([A-Z]{2})\s+(\d{5}(?:-\d{4})?)\b/g;
const CITY_STATE = new RegExp(`\\b((?:${CAPW}\\s+){0,2}${CAPW}),\\s+([A-Z]{2})\\b`, 'gu');
const CITY_STATE_NAME = new RegExp(
  `\\b((?:${CAPW}\\s+){0,2}${CAPW}),\\s+(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)\\b`,
  'gu',
);
/** Words that say where a person lives or comes from; places follow a preposition in the same clause. */
const RESIDENCE =
  /\b(?:lives?|living|lived|resides?|residing|resident|moved|relocated|is from|'s from|are from|was from|came(?:\s+here)?\s+from|comes from|native of|grew up|hometown|home is|address|located|transferred from)\b[^.;\n]{0,80}/gi;
const PLACE_AFTER_PREP = new RegExp(
  `\\b(?:in|on|at|near|outside|to|from|of)\\s+((?:${CAPW})(?:\\s+${CAPW}){0,2})`,
  'gu',
);

function isSmallPlace(words: string): boolean {
  const ws = words.split(/\s+/).map((w) => trimEnd(w.toLowerCase(), ".'’"));
  if (ws.every((w) => BIG_PLACES.has(w) || MORE_BIG_PLACES.has(w))) return false;
  // An acronym after "at" or "in" is a test, a unit or a score ("fires at SIRS 2/4"); NYC is the one city so named.
  if (/(?:^|\s)\p{Lu}{2,}(?![\p{Ll}])/u.test(words) && !/\bNYC\b/.test(words)) return false;
  if (ws.some((w) => FUNCTION_WORDS.has(w) || HEAD_NOUNS.has(w)) || ordinaryWords(ws)) return false;
  return !(ws.length === 1 && EPONYMS.has(ws[0]));
}

export function findGeo(text: string): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number) => {
    const c = candidate(text, s, e, 'geo');
    if (c) out.push(c);
  };
  // The city right after a street address or a box: "1427 Larkspur Lane, Millbrook, ...", "RR 2 Box 118, Oakhurst",
  // and the ZIP right after that city: "1187 Wexford Ln, Oak Ridge 37830".
  const addressTail = (end: number) => {
    const city = CITY_AFTER_ADDRESS.exec(text.slice(end, end + 120));
    if (!city || !isSmallPlace(city[1])) return;
    add(end + city[0].length - city[1].length, end + city[0].length);
    const zip = /^\s+(\d{5}(?:-\d{4})?)\b/.exec(text.slice(end + city[0].length, end + city[0].length + 20));
    if (zip) add(end + city[0].length + zip[0].length - zip[1].length, end + city[0].length + zip[0].length);
  };
  for (const re of [STREET, BOX]) {
    for (const m of text.matchAll(re)) {
      const end = (m.index ?? 0) + m[0].length;
      add(m.index ?? 0, end);
      addressTail(end);
    }
  }
  for (const m of text.matchAll(STREET_NAMED)) {
    const s = (m.index ?? 0) + m[0].length - m[1].length;
    add(s, s + m[1].length);
  }
  for (const re of [COUNTY, ZIP]) for (const m of text.matchAll(re)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of text.matchAll(STATE_ZIP)) {
    if (US_STATE_ABBR.has(m[1])) add((m.index ?? 0) + m[0].length - m[2].length, (m.index ?? 0) + m[0].length);
  }
  for (const m of text.matchAll(CITY_STATE)) {
    if (US_STATE_ABBR.has(m[2]) && isSmallPlace(m[1]))
      add(m.index ?? 0, (m.index ?? 0) + m[1].length + 2 + m[2].length);
  }
  for (const m of text.matchAll(CITY_STATE_NAME)) {
    if (
      BIG_PLACES.has(m[2].split(/\s+/)[0].toLowerCase()) &&
      isSmallPlace(m[1]) &&
      !BIG_PLACES.has(m[1].toLowerCase())
    ) {
      add(m.index ?? 0, (m.index ?? 0) + m[1].length);
    }
  }
  for (const r of text.matchAll(RESIDENCE)) {
    for (const p of r[0].matchAll(PLACE_AFTER_PREP)) {
      if (!isSmallPlace(p[1])) continue;
      const s = (r.index ?? 0) + (p.index ?? 0) + p[0].length - p[1].length;
      if (!atWork(text, s, s + p[1].length)) add(s, s + p[1].length);
    }
  }
  out.push(...findLocalPlaces(text));
  return out;
}
