import { findAges } from './ages';
import { type Candidate, candidate } from './finding';
import { findHolidays } from './holidays';
import { findOrdinalDays } from './ordinal-days';

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const DAY = '(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?';
const YEAR = "(?:(?:19|20)\\d{2}|'\\d{2})";
const WEEKDAY = '(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?\\.?,?\\s+)?';

/** Written-out dates: "March 14th", "14 Mar 2024", "Jan 3, 2024", "the 14th of March", "20 of october", "Tuesday, April 9, 2024". */
const WORD_DATES = [
  new RegExp(`\\b${WEEKDAY}${MONTH}\\s+${DAY}\\b(?:,?\\s+${YEAR})?(?![\\d/:])`, 'gi'),
  new RegExp(`\\b${WEEKDAY}${DAY}[\\s-]+${MONTH}(?:[\\s,-]+${YEAR})?\\b`, 'gi'),
  new RegExp(`\\b(?:the\\s+)?${DAY}\\s+of\\s+${MONTH}(?:,?\\s+${YEAR})?\\b`, 'gi'),
];
/** Month and year ("in March 2024") are more specific than a year, unless it names a publication ("the May 2023 ADA standards"). */
const MONTH_YEAR = new RegExp(
  `(?<!\\b(?:the|a|an)\\s+)\\b${MONTH}\\s+(?:of\\s+)?(?:19|20)\\d{2}\\b(?!\\s+(?:[A-Z]{2,}\\s+)?(?:guidelines?|standards?|update|edition|issue|version|consensus|statement|recommendations|meeting|conference|report))`,
  'gi',
);

/** Numeric dates with a year; parts are checked for a real month and day. */
const NUMERIC_FULL = /(?<![\d./-])(\d{1,4})([/.-])(\d{1,2})\2(\d{2,4})(?![\d/]|\.\d)/g;
/** Month/day without a year ("on 3/14"); checked in code for what comes before and after it. */
const MONTH_DAY = /(?<![\w/.-])(\d{1,2})\/(\d{1,2})(?![\d/]|\.\d)/g;
const SHORT_WEEKDAY =
  '(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\\.?,?';
/** Words that introduce a date: "on 3/14", "since 10/19", "adm 10/30", "SLNB done 10/21", "last Saturday (11/22)". */
const DATE_INTRO = new RegExp(
  `\\b(?:on|since|from|until|till|til|by|dated|again|admitted|adm|admit|readmit(?:ted)?|discharged|d\\/c|dc(?:'d)?|seen|visit|dob|d\\.o\\.b\\.|dod|dos|doa|doi|date\\s+of\\s+(?:birth|death|service|admission|discharge|surgery|injury|onset)|born|died|delivered|last|next|before|after|due|surgery|procedure|intubated|extubated|trach(?:ed)?|peg|done|placed|started|stopped|began|presented|diagnosed|dx(?:'d)?|ct|cta|mri|mra|pet|echo|tte|tee|ecg|ekg|eeg|cxr|xr|egd|colonoscopy|scope|cath|bx|biopsy|labs|(?:morning|night|evening|afternoon|day|week)\\s+of|${SHORT_WEEKDAY})\\s*:?\\s*(?:\\(\\s*)?$`,
  'i',
);
/** A fraction, a score or a dose, not a date: "4/5 strength", "2/6 murmur", "1/2 tab", "3/12 cores". */
const FRACTION_AFTER =
  /^\s*(?:strength|power|pain|murmur|nodes?|cores?|mg|tabs?|tablets?|pills?|doses?|bottles?|cultures?|sets?|criteria|points?|of\b|on\s+the|scale|score)/i;
/** "reduced by 1/3" is a share. */
const CHANGED_BY =
  /\b(?:reduc|decreas|increas|cut|drop|dropp|fell|rose|shr[ai]nk|improv|lower|rais)(?:e|ed|es|ing|s)?\s+by\s*$/i;
/** Day.month. as Europeans write it ("14.3.", "02.05."): only after words that introduce a date. */
const DAY_MONTH_DOT = /(?<![\w.,-])(\d{1,2})\.(\d{1,2})\.(?!\d)/g;
const EURO_INTRO =
  /\b(?:admitted|adm|readmitted|discharged|d\/c|seen|since|from|until|till|dated|intubated|born|died|surgery|operated|aufnahme|entlassung|vom|am|bis|seit|le|du|au)\s*:?\s*$/i;
/** Compact military-style dates: "14MAR2025", "04apr24". */
const COMPACT = /\b(?:0?[1-9]|[12]\d|3[01])(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)(?:19|20)?\d{2}\b/gi;
/** A date in a run of dates ("adm 10/30, d/c 11/4, readmit 11/9") needs no word of its own. */
const CHAIN_GAP = 32;

function validMonthDay(m: number, d: number) {
  return m >= 1 && m <= 12 && d >= 1 && d <= 31;
}

export function findDates(text: string): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number, kind: 'date' | 'age_over_89' = 'date') => {
    const c = candidate(text, s, e, kind);
    if (c) out.push(c);
  };
  for (const re of [...WORD_DATES, MONTH_YEAR])
    for (const m of text.matchAll(re)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);

  for (const m of text.matchAll(NUMERIC_FULL)) {
    const [a, sep, b, c] = [m[1], m[2], Number(m[3]), m[4]];
    let ok = false;
    if (a.length === 4)
      ok = sep !== '.' && validMonthDay(b, Number(c)) && c.length <= 2; // 2024-03-14, 2024/03/14
    else if (a.length <= 2 && (c.length === 2 || c.length === 4)) {
      // US m/d/y, or d/m/y / d.m.y when the first part cannot be a month.
      ok = validMonthDay(Number(a), b) || validMonthDay(b, Number(a));
      if (c.length === 4 && !/^(?:19|20)/.test(c)) ok = false;
    }
    if (ok) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  let lastEnd = -1;
  const chained = (s: number) => lastEnd >= 0 && s - lastEnd <= CHAIN_GAP && !/[.!?]\s/.test(text.slice(lastEnd, s));
  for (const m of text.matchAll(MONTH_DAY)) {
    const s = m.index ?? 0;
    const e = s + m[0].length;
    if (!validMonthDay(Number(m[1]), Number(m[2])) || FRACTION_AFTER.test(text.slice(e, e + 16))) continue;
    const before = text.slice(Math.max(0, s - 40), s);
    if ((!DATE_INTRO.test(before) || CHANGED_BY.test(before)) && !chained(s)) continue;
    add(s, e);
    lastEnd = e;
  }
  lastEnd = -1;
  for (const m of text.matchAll(DAY_MONTH_DOT)) {
    const s = m.index ?? 0;
    if (!validMonthDay(Number(m[2]), Number(m[1]))) continue;
    if (!EURO_INTRO.test(text.slice(Math.max(0, s - 24), s)) && !chained(s)) continue;
    add(s, s + m[0].length);
    lastEnd = s + m[0].length;
  }
  for (const m of text.matchAll(COMPACT)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  // Concatenated, not pushed as arguments: a long text can hold more findings than a call takes arguments.
  return out.concat(findOrdinalDays(text), findHolidays(text), findAges(text));
}
