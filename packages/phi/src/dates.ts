import { type Candidate, candidate } from './finding';

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const DAY = '(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?';
const YEAR = "(?:(?:19|20)\\d{2}|'\\d{2})";
const WEEKDAY = '(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?\\.?,?\\s+)?';

/** Written-out dates: "March 14th", "14 Mar 2024", "Jan 3, 2024", "the 14th of March", "Tuesday, April 9, 2024". */
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
/** Month/day without a year, only after words that introduce a date ("on 3/14", "since 10/19"). */
const NUMERIC_SHORT =
  /\b(?:on|since|from|until|till|by|dated|again|admitted|discharged|seen|visit|dob|d\.o\.b\.|born|last|next|before|after|due|surgery|procedure|(?:mon|tues|wednes|thurs|fri|satur|sun)day,?)\s+(\d{1,2})\/(\d{1,2})(?![\d/]|\.\d)(?!\s*(?:strength|power|pain|murmur|nodes?|cores?|mg|tabs?))/gi;

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
  for (const m of text.matchAll(NUMERIC_SHORT)) {
    if (!validMonthDay(Number(m[1]), Number(m[2]))) continue;
    const s = (m.index ?? 0) + m[0].length - `${m[1]}/${m[2]}`.length;
    add(s, s + `${m[1]}/${m[2]}`.length);
  }
  out.push(...findAges(text));
  return out;
}

const UNIT_AFTER =
  /^\s*(?:%|percent|kg|lbs?|pounds|mm|cm|mg|mcg|g\b|ml|units?|beats|bpm|mmhg|min|minutes|hours?|days?|th\b|st\b|nd\b|rd\b|\/|-day|-hour|\.\d)/i;

/** Ages over 89 and birth years that imply one. Ages of 90+ may only appear as "90 or older". */
export function findAges(text: string, now = new Date()): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number) => {
    const c = candidate(text, s, e, 'age_over_89');
    if (c) out.push(c);
  };
  const AGE = '(9\\d|1[0-2]\\d)';
  // Spaces with at most one dash among them ("93 - year", "93-year"), matched one way only: `\\s*-?\\s*`
  // would try every split of a long run of spaces.
  const SPACE_DASH = '\\s*(?:-\\s*)?';
  const patterns = [
    new RegExp(`\\b${AGE}${SPACE_DASH}(?:years?|yrs?|y)\\.?${SPACE_DASH}(?:old|o\\.?)\\b`, 'gi'),
    new RegExp(`\\b${AGE}\\s*(?:yo|y\\/o|y\\.o\\.?)(?:[MF]\\b)?`, 'gi'),
    new RegExp(`\\b${AGE}\\s?(?:[MF])\\b`, 'g'),
    new RegExp(`\\b(?:age|aged|ages|turned|turns|turning)\\s*(?::\\s*)?${AGE}\\b`, 'gi'),
    new RegExp(`\\b(?:s?he|pt|patient)\\s+(?:is|was)\\s+(?:now\\s+)?${AGE}\\b`, 'gi'),
    /\bninety(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?[\s-]*(?:years?|yrs?)[\s-]*old\b/gi,
    /\b(?:age|aged|turned|turns|turning)\s+(?:ninety(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|(?:one\s+)?hundred(?:[\s-]+and[\s-]+\w+)?)\b/gi,
    /\b(?:one[\s-]+)?hundred(?:[\s-]+and)?(?:[\s-]+\w+)?[\s-]+years?[\s-]+old\b/gi,
    /\b(?:nonagenarian|centenarian|supercentenarian)s?\b/gi,
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const end = (m.index ?? 0) + m[0].length;
      if (m[1] && UNIT_AFTER.test(text.slice(end)) && !/(?:old|o\.?|yo|y\/o|[MF])$/i.test(m[0])) continue;
      add(m.index ?? 0, end);
    }
  }
  // Birth years: "born in 1929", "born '28", "b. 1930", "YOB 1931".
  const BORN =
    /\b(?:born(?:\s+in)?|b\.|yob|year of birth|dob)\s*(?::\s*)?(?:'(\d{2})|((?:18|19|20)\d{2}))\b(?![/.-]\d)/gi;
  for (const m of text.matchAll(BORN)) {
    const year = m[2] ? Number(m[2]) : 1900 + Number(m[1]);
    if (now.getFullYear() - year >= 90) {
      const s = (m.index ?? 0) + m[0].length - (m[2] ?? `'${m[1]}`).length;
      add(s, (m.index ?? 0) + m[0].length);
    }
  }
  return out;
}
