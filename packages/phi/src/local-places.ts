import { type Candidate, candidate } from './finding';
import { GIVEN_NAMES_TEXT, SURNAMES_TEXT } from './lists/names-data';
import { BIG_PLACES, EPONYMS, FUNCTION_WORDS, HEAD_NOUNS, MONTHS, WEEKDAYS } from './lexicon';
import {
  DIRECTIONS,
  DRUG_ENDINGS,
  GENERIC_PLACE_WORDS,
  INSTITUTIONS,
  MORE_BIG_PLACES,
  NOT_NEIGHBOURHOOD,
  NOT_PLACE_WORDS,
  OUTDOOR_HEADS,
  PLACE_HEADS,
  PLACE_OPENERS,
  TOWN_ENDINGS,
} from './place-words';

/**
 * Places named in running text rather than in an address: a town after a place cue ("drove in from Bemidji"),
 * a named place ("Pine Hollow Care Center", "Lake Nokomis"), a road ("Route 9", "on Grand Ave"), a corner
 * ("Elm and 5th") and informal lowercase neighbourhoods ("lives in east flatbush").
 */

/** A capitalized word, from the start of its run only (see geo.ts); a hyphen must lead to another capital. */
const CAPW = "(?<![\\p{L}\\p{M}'’.-])\\p{Lu}[\\p{Ll}\\p{M}'’.]*(?:-\\p{Lu}[\\p{Ll}\\p{M}'’.]*)?";
/** Either case of a head word's first letter: "Quarry" and "quarry". */
const eitherCase = (phrase: string) =>
  phrase
    .split(' ')
    .map((w) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`)
    .join('\\s+');
const HEADS = [...PLACE_HEADS]
  .sort((a, b) => b.length - a.length)
  .map((h) =>
    OUTDOOR_HEADS.has(h)
      ? eitherCase(h)
      : h.replace(/(^| )(\p{Ll})/gu, (_, sp, c) => sp + c.toUpperCase()).replace(/ /g, '\\s+'),
  )
  .join('|');
const NAMED_PLACE = new RegExp(`((?:${CAPW}\\s+){1,4})(?:${HEADS})(?![\\p{L}\\p{M}])`, 'gu');
const OPENERS = PLACE_OPENERS.map((w) => w.replace('.', '\\.')).join('|');
const OPENED_PLACE = new RegExp(`\\b(?:${OPENERS})\\s+${CAPW}(?:\\s+${CAPW})?`, 'gu');

const SHORT_SUFFIX = '(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Court|Ct|Parkway|Pkwy|Way|Pl)';
const ROAD_ID =
  '(?:Route|Rte\\.?|Highway|Hwy\\.?|Interstate|I-|FM|County\\s+Road|State\\s+Route|State\\s+Road)\\s*\\d{1,4}\\b(?![-/.]\\d)';
const ORDINAL_STREET = `\\d{1,3}(?:st|nd|rd|th)\\b(?:\\s+${SHORT_SUFFIX}\\b\\.?)?`;
const ROAD = new RegExp(ROAD_ID, 'g');
/** A street named without a number, after a preposition: "on Delancey Ave", "from Bellaire Blvd area". */
const STREET_AFTER_PREP = new RegExp(
  `\\b(?:on|off|at|near|from|of|down|along|by)\\s+((?:${CAPW}\\s+){1,3}${SHORT_SUFFIX}\\b(?<!(?:St|Dr)(?=\\.?\\s*\\p{Lu}\\p{Ll})))`,
  'gu',
);
/** A numbered street after a preposition: "the shelter on 3rd St", "lives off 5th Avenue". */
const ORDINAL_AFTER_PREP = new RegExp(
  `\\b(?:on|off|at|near|from|along)\\s+(\\d{1,3}(?:st|nd|rd|th)\\s+${SHORT_SUFFIX}\\b)`,
  'g',
);
/** A corner: "on Elm and 5th", "at Main St and 3rd Ave", "Route 9 and Old Mill Rd". */
const CORNER_TAIL = new RegExp(
  `^\\s+(?:and|&)\\s+(?:${ROAD_ID}|${ORDINAL_STREET}|(?:${CAPW}\\s+){1,3}${SHORT_SUFFIX}\\b)`,
  'u',
);
const CORNER = new RegExp(
  `\\b(?:on|at|of|near)\\s+((?:${CAPW}\\s+){1,2}(?:${SHORT_SUFFIX}\\s+)?(?:and|&)\\s+${ORDINAL_STREET})`,
  'gu',
);

/** Where a place follows: "from", "in", "at", "near", "outside (of)", "past", "around", "based out of". */
const CUE_PLACE = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:from|in|at|near|outside(?:\\s+of)?|past|around|based\\s+out\\s+of|of)\\s+(the\\s+)?(${CAPW}(?:\\s+${CAPW}){0,2})`,
  'gu',
);
/** A place named as an area: "(Little Saigon area)", "the Five Points neighborhood". */
const AREA = new RegExp(`(${CAPW}(?:\\s+${CAPW}){0,2})\\s+(?:area|neighborhood|neighbourhood)\\b`, 'gu');
/** Lowercase places after the same cues, in informal writing: "lives in east flatbush", "from south bend". */
const CUE_LOWER = /(?<![\p{L}\p{M}])(?:from|in|near|outside)\s+(\p{Ll}+(?:\s+\p{Ll}+)?)/gu;
/** Lowercase nouns that follow a place name ("the Riverbend dialysis center", "near Brazos bridge"). */
const PLACE_NOUN_AFTER =
  /^\s+(?:dialysis\s+center|center|area|neighborhood|neighbourhood|bridge|quarry|campground|shelter|park|lake|mall|colonia|apartments|complex|plant|factory|mill|mine|farm|reservation|exit|trailhead)\b/;
/**
 * Someone in particular: a pronoun, a relative, an age with sex ("62M", "9 yo"). A place after a loose cue counts
 * only in a text about someone; "common in Leadville" in a text about no one is general knowledge.
 */
const SOMEONE =
  /\b(?:he|she|his|her|him|pt|patient|mr|mrs|ms|family|son|daughter|wife|husband|mom|dad|mother|father|grandson|granddaughter|niece|nephew|kid|baby|infant|boy|girl|guy|lives|lived|born|aged|admitted|transferred|referred|sent|found|farmer|worker|student|driver|teacher|\d{1,3}\s*(?:yo|y\/o|y\.o\.|[MF])\b|\d{1,3}\s*(?:days?|wks?|weeks?|mos?|months?|years?)\s+old)/i;
/** A place cue after a verb of switching takes a drug ("switched from Coumadin"), not a town. */
const SWITCHING =
  /(?:switch|chang|transition|convert|wean|taper|titrat|cross|swap|mov(?:e|ed|ing)\s+(?:him|her|them))\w*\b[^.;\n]{0,30}$/i;

const GIVEN = new Set(GIVEN_NAMES_TEXT.split(' '));
const SURNAMES = new Set(SURNAMES_TEXT.split(' '));

/**
 * A workplace is the employer, not where someone lives: "works at Acme Plumbing", "pastor at Grace Tabernacle",
 * "injured at Copper Ridge Cabinetry where he works". The name rules take employers.
 */
const WORK_BEFORE =
  /(?:\bwork(?:s|ed|ing)?|employ(?:ed|ee)|\bjob|pastor|minister|teacher|cook|clerk|cashier|manager|owner|mechanic|janitor|custodian|nurse|aide|welder|driver|guard)(?:\s+(?:part-time|full-time|nights|days|evenings))?\s+(?:at|for|by|with)\s+(?:the\s+)?$/i;
const WORK_AFTER = /^[\s,]+(?:where|which)\s+(?:he|she|they|I)\s+works?\b/i;
export const atWork = (text: string, s: number, e: number) =>
  WORK_BEFORE.test(text.slice(Math.max(0, s - 45), s)) || WORK_AFTER.test(text.slice(e, e + 30));

/**
 * A person after "from": "a note from Ruth Abramowitz", "sample from Kalani, 14F". A name followed by an age is a
 * person; so is a given name followed by a surname.
 */
const AGE_AFTER = /^,\s*(?:aged?\s+\w|\d{1,3}\s*(?:[MF]\b|y|wks?\b|weeks?\b|mos?\b|months?\b|days?\b))/;
function personName(words: string[], text: string, e: number): boolean {
  if (AGE_AFTER.test(text.slice(e, e + 20))) return true;
  const [first, second] = words.map(lower);
  return words.length === 2 && GIVEN.has(first) && SURNAMES.has(second);
}

/** Cuts a run of capitalized words at a sentence's end: "Fairview Packing. Steroid" is "Fairview Packing". */
function sentenceCut(name: string): string {
  const m = /^.*?\p{Ll}{2,}\.(?=\s)/u.exec(name);
  return m && !/(?:^|\s)(?:St|Mt|Ft)\.$/.test(m[0]) ? m[0].slice(0, -1) : name;
}

/** A state, country or region: never a place smaller than a state by itself. */
const big = (w: string) => BIG_PLACES.has(w) || MORE_BIG_PLACES.has(w);

const lower = (w: string) =>
  w
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/[.'’]+$/, '');

/** A capitalized word that can be part of a town's name: not ordinary writing, an acronym, a date or an eponym. */
function townWord(w: string): boolean {
  const l = lower(w);
  if (l.length < 4 && !/^(?:st|ft|mt)$/.test(l)) return false;
  if (/^\p{Lu}{2,}/u.test(w) || /\d/.test(w)) return false;
  if (/(?:ology|ologic|iatry|iatric|iatrics|ese|ish|ics|tion|sion|ment|ness|ism)$/.test(l) || DRUG_ENDINGS.test(l))
    return false;
  return ![FUNCTION_WORDS, HEAD_NOUNS, NOT_PLACE_WORDS, MONTHS, WEEKDAYS].some((s) => s.has(l));
}

/** A word of a street's name: short ones too ("Elm", "Oak"), but not an acronym, a date or ordinary writing. */
function streetWord(w: string): boolean {
  const l = lower(w);
  if (/^(?:st|ave|rd|dr|ln|blvd)$/.test(l)) return true;
  if (/^\p{Lu}{2,}/u.test(w) || /\d/.test(w)) return false;
  return ![FUNCTION_WORDS, HEAD_NOUNS, NOT_PLACE_WORDS, MONTHS, WEEKDAYS].some((set) => set.has(l));
}

/**
 * Whether a run of capitalized words holds ordinary writing ("Foster Care", "Section 8", "Labor and Delivery") or
 * names a kind of place ("Skilled Nursing").
 */
export function ordinaryWords(words: string[]): boolean {
  if (words.every((w) => GENERIC_PLACE_WORDS.has(lower(w)))) return true;
  return words.some((w) => NOT_PLACE_WORDS.has(lower(w)) || /\d/.test(w));
}

/** Whether the words after a cue name a place: town-shaped words, not only a state or country, no possessive. */
function looksLikeTown(words: string[]): boolean {
  if (/['’]s$/.test(words[words.length - 1])) return false;
  if (words.every((w) => big(lower(w)))) return false;
  // An eponym alone is a criterion or a city cited for its altitude ("Denver", "Ottawa"); "Garden City" is a town.
  if (words.length === 1 && EPONYMS.has(lower(words[0]))) return false;
  // "Skilled Nursing", "Assisted Living", "Urgent Care": a kind of place, not one place.
  if (words.every((w) => GENERIC_PLACE_WORDS.has(lower(w)))) return false;
  if (words.some((w) => INSTITUTIONS.has(lower(w))) || words.every((w) => EPONYMS.has(lower(w)))) return false;
  return words.every((w) => townWord(w) || big(lower(w)));
}

/** The next word, lowercased: a place followed by "score", "criteria" or "virus" is an eponym. */
function nextWord(text: string, end: number): string {
  const m = /^\s+([\p{L}'’-]+)/u.exec(text.slice(end, end + 40));
  return m ? lower(m[1]) : '';
}

/** Institutions cited for their studies and guidelines ("Mayo Clinic cohorts"), not as where a patient was. */
const CARE_HEAD = /^(?:clinic|hospital|medical|health|university|college|school|institute)/i;

function namedPlaceLead(lead: string, head: string): boolean {
  const ws = lead.trim().split(/\s+/).map(lower);
  // "The Lake", "Her Clinic"; but "Golden Years Manor" is a name even though "years" is a common word.
  if (
    FUNCTION_WORDS.has(ws[0]) ||
    ws.some((w) => (w.length <= 4 && FUNCTION_WORDS.has(w)) || MONTHS.has(w) || WEEKDAYS.has(w))
  )
    return false;
  if (CARE_HEAD.test(head) && ws.some((w) => EPONYMS.has(w) || INSTITUTIONS.has(w))) return false;
  if (ws.every((w) => big(w))) return false;
  return !ws.every((w) => GENERIC_PLACE_WORDS.has(w) || NOT_PLACE_WORDS.has(w) || HEAD_NOUNS.has(w));
}

function lowercasePlace(words: string[]): boolean {
  if (words.some((w) => FUNCTION_WORDS.has(w) || (big(w) && words.length === 1))) return false;
  if (words.every((w) => big(w))) return false;
  if (words.length === 2 && DIRECTIONS.has(words[0]))
    return !NOT_NEIGHBOURHOOD.has(words[1]) && !/(?:an|ans|ern|ward)$/.test(words[1]);
  const last = words[words.length - 1];
  return words.length === 2
    ? /^(?:heights|bend|hills|springs|falls|beach|park|valley|harbor|harbour|village|creek|ridge)$/.test(last) &&
        !HEAD_NOUNS.has(words[0])
    : TOWN_ENDINGS.test(last) && last.length >= 7;
}

export function findLocalPlaces(text: string): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number) => {
    const c = candidate(text, s, e, 'geo');
    if (c) out.push(c);
  };
  for (const m of text.matchAll(NAMED_PLACE)) {
    const s = m.index ?? 0;
    const e = s + m[0].length;
    if (namedPlaceLead(m[1], m[0].slice(m[1].length)) && !atWork(text, s, e) && !HEAD_NOUNS.has(nextWord(text, e)))
      add(s, e);
  }
  for (const m of text.matchAll(OPENED_PLACE)) {
    const s = m.index ?? 0;
    const e = s + m[0].length;
    const words = m[0].split(/\s+/).slice(1);
    if (words.every(townWord) && !words.some((w) => INSTITUTIONS.has(lower(w))) && !HEAD_NOUNS.has(nextWord(text, e)))
      add(s, e);
  }
  for (const m of text.matchAll(ROAD)) {
    const s = m.index ?? 0;
    let e = s + m[0].length;
    const corner = CORNER_TAIL.exec(text.slice(e, e + 80));
    if (corner) e += corner[0].length;
    add(s, e);
  }
  for (const m of text.matchAll(ORDINAL_AFTER_PREP)) {
    const s = (m.index ?? 0) + m[0].length - m[1].length;
    add(s, s + m[1].length);
  }
  for (const re of [STREET_AFTER_PREP, CORNER]) {
    for (const m of text.matchAll(re)) {
      const s = (m.index ?? 0) + m[0].length - m[1].length;
      const words = m[1].split(/\s+/);
      const named = words.slice(
        0,
        Math.max(
          1,
          words.findIndex((w) => w === 'and' || w === '&'),
        ),
      );
      if (named.slice(0, re === CORNER ? named.length : -1).some((w) => !streetWord(w))) continue;
      let e = s + m[1].length;
      const corner = re === STREET_AFTER_PREP ? CORNER_TAIL.exec(text.slice(e, e + 80)) : null;
      if (corner) e += corner[0].length;
      add(s, e);
    }
  }
  const aboutSomeone = SOMEONE.test(text);
  for (const m of text.matchAll(CUE_PLACE)) {
    const name = sentenceCut(m[2]);
    const s = (m.index ?? 0) + m[0].length - m[2].length;
    const e = s + name.length;
    const cue = m[0].slice(0, m[0].length - m[2].length).trim();
    if (!looksLikeTown(name.split(/\s+/))) continue;
    if (/^in\b/.test(cue) && !aboutSomeone) continue;
    if (atWork(text, s, e) || personName(name.split(/\s+/), text, e)) continue;
    const after = nextWord(text, e);
    if (HEAD_NOUNS.has(after)) continue;
    // "at the X" and "of X" are loose cues: take them only before a place noun ("at the Riverbend dialysis
    // center") or, for "of", between commas after a person ("Mrs. L, 58, of Stoughton, with ...").
    if (m[1] && !PLACE_NOUN_AFTER.test(text.slice(e, e + 40))) continue;
    if (
      cue === 'of' &&
      !(/,\s*of\s+$/.test(text.slice(Math.max(0, s - 8), s)) && /^\s*[,;(]/.test(text.slice(e, e + 2)))
    )
      continue;
    if (SWITCHING.test(text.slice(Math.max(0, s - 60), s))) continue;
    add(s, e);
  }
  for (const m of aboutSomeone ? text.matchAll(AREA) : []) {
    if (looksLikeTown(m[1].split(/\s+/)) && !atWork(text, m.index ?? 0, 0))
      add(m.index ?? 0, (m.index ?? 0) + m[1].length);
  }
  for (const m of aboutSomeone ? text.matchAll(CUE_LOWER) : []) {
    const words = m[1].split(/\s+/);
    // Only the words before a clause ends: "from south bend, rash since ..." or "lives in hillsboro and ...".
    const s = (m.index ?? 0) + m[0].length - m[1].length;
    for (let n = words.length; n >= 1; n--) {
      if (lowercasePlace(words.slice(0, n))) {
        add(s, n === words.length ? s + m[1].length : s + words[0].length);
        break;
      }
    }
  }
  return out;
}
