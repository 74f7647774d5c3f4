import { type Candidate, candidate } from './finding';

/**
 * Ages over 89 and birth years that imply one. A number of 90 or more is far more often a measurement (HR 92,
 * SpO2 95%, 90 mg, BP 150/95) than an age, so a bare number counts only with a person around it: an age word
 * ("93-year-old", "91 yo", "aged 97"), a person as its subject ("she is 96", "Mrs. Kaye was 91", "a woman of
 * 99") or a name it stands beside ("Ruth Bernal, 97, NSTEMI"). Numbers in words ("ninety-four") are ages
 * unless a unit follows them.
 */
const AGE = '(9\\d|1[0-2]\\d)';
// Spaces with at most one dash among them ("93 - year", "93-year"), matched one way only: `\\s*-?\\s*`
// would try every split of a long run of spaces.
const SPACE_DASH = '\\s*(?:-\\s*)?';
const UNIT_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
const NINETY = `ninety(?:[\\s-]+${UNIT_WORD})?`;
const ORDINAL_WORD = '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)';

/** Patterns that are ages by their own words. */
const AGE_PATTERNS = [
  new RegExp(`\\b${AGE}\\+?${SPACE_DASH}(?:years?|yrs?|y)\\.?${SPACE_DASH}(?:old|o\\.?)\\b`, 'gi'),
  new RegExp(`\\b${AGE}\\s*(?:years?|yrs?)\\s+of\\s+age\\b`, 'gi'),
  new RegExp(`\\b${AGE}\\s*(?:yo|y\\/o|y\\.o\\.?)(?:[MF]\\b)?`, 'gi'),
  new RegExp(`\\b${AGE}\\s?(?:[MF])\\b`, 'g'),
  new RegExp(`\\b(?:age|aged|ages|turned|turns|turning)\\s*(?::\\s*)?${AGE}\\b`, 'gi'),
  new RegExp(`\\b${NINETY}[\\s-]*(?:years?|yrs?)[\\s-]*old\\b`, 'gi'),
  new RegExp(
    `\\b(?:age|aged|turned|turns|turning)\\s+(?:${NINETY}|(?:one\\s+)?hundred(?:[\\s-]+and[\\s-]+\\w+)?)\\b`,
    'gi',
  ),
  /\b(?:one[\s-]+)?hundred(?:[\s-]+and)?(?:[\s-]+\w+)?[\s-]+years?[\s-]+old\b/gi,
  /\b(?:nonagenarian|centenarian|supercentenarian)s?\b/gi,
  // Birthdays: "her 101st birthday", "100th birthday", "ninetieth birthday", "ninety-first birthday".
  new RegExp(
    `\\b(?:(?:9\\d|1[0-2]\\d)(?:st|nd|rd|th)|ninetieth|ninety[\\s-]+${ORDINAL_WORD}|(?:one\\s+)?hundredth|(?:one\\s+)?hundred(?:\\s+and)?[\\s-]+${ORDINAL_WORD})\\s+birthday\\b`,
    'gi',
  ),
  // A decade of life held by one person: "in his mid-90s", "in her late nineties" ("their 90s" is a group).
  /\b(?:in\s+)?(?:his|her)\s+(?:(?:early|mid|late)[\s-]?)?(?:90'?s|nineties)\b/gi,
];

/**
 * What follows a number that makes it a measurement, a count or a duration rather than an age. A unit is
 * a whole word: "is 67 Mina" is not "67 min".
 */
const UNIT_AFTER =
  /^\s*(?:%|°|(?:percent|kg|lbs?|pounds|mm|cm|mg|mcg|g|ml|mmol|units?|beats|bpm|mmhg|mins?|minutes|hours?|hrs?|days?|weeks?|months?|seconds?|secs?|degrees?|times|patients|people|cases|of)(?![a-z])|on\s+(?:ra\b|room|\d|nc\b|[a-z]*pap|hfnc|nrb|vent|mask|nasal|o2|oxygen)|th\b|st\b|nd\b|rd\b|\/|-\s*(?:day|hour|minute|second|degree|percent)|\.\d|,\d)/i;
/** "ninety years ago" is a span of time, "ninety years old" an age. */
const YEARS_NOT_AGE = /^[\s-]*(?:years?|yrs?)\b(?![\s-]*old)/i;

/** People a bare number can be the age of: "she is 96", "grandma was 91", "Mrs. Kaye is 93". */
const PERSON_SUBJECT =
  /(?:\b(?:s?he|pt|patient|resident|grand(?:ma|pa|mother|father)|(?:great-)?grand(?:ma|pa)|mom|mother|dad|father|wife|husband|aunt|uncle|lady|gentleman|widow(?:er)?|veteran|(?:mr|mrs|ms|miss)\.?\s+[\p{L}'’-]+)\s+(?:is|was|is\s+now|was\s+then|turned|just\s+turned)|\b(?:s?he)['’]s)\s+$/iu;
/** "a woman of 99", "a gentleman of 92". */
const PERSON_OF =
  /\b(?:woman|man|lady|gentleman|gent|patient|female|male|widow(?:er)?|veteran|grand(?:mother|father)|person|resident)\s+of\s+$/i;
/**
 * A name right before: "Ruth Bernal, 97," "Mr. Ostrowski (96)", "Joseph Wirtanen), 98,". A first and last
 * name, or a title and a name: one Title Case word alone is as often a place or a trial ("Boston, 95").
 */
const NAME_BEFORE =
  /(?:(?:^|[^\p{L}])(?!(?:The|A|An|In|On|At|For|Per|See|And|Or|But|With|From|To)\s)\p{Lu}[\p{Ll}'’]+\s+\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)*|\b(?:[Pp]t|[Pp]atient|[Mm](?:r|rs|s|x|iss))\.?\s+[\p{L}'’-]+)\)?\s*(?:,|\()\s*$/u;
/** A person named by who they are: "the patient, 94, refused", "her dad (92)". */
const PERSON_NOUN_BEFORE =
  /\b(?:patient|pt|dad|mom|father|mother|husband|wife|grand(?:ma|pa|mother|father)|aunt|uncle|sister|brother|widow(?:er)?|resident|gentleman|lady|woman|man|veteran)\s*(?:,|\()\s*$/i;
/** Title Case words that label a value rather than name a person ("Weight, 95"). */
const LABEL_BEFORE =
  /\b(?:weight|wt|height|glucose|sugar|sodium|chloride|pulse|rate|rhythm|sats?|saturation|pressure|score|temp|temperature|level|count|dose|range|goal|target|page|step|day|week|cycle|grade|class|stage|total|mean|median|max|min|potassium|iron|ferritin|platelets)\s*\)?\s*(?:,|\()\s*$/i;
/** After an appositive age comes a comma, a bracket, a dash or the end of the clause. */
const APPOSITIVE_END = /^\s*(?:[,;)—–]|-\s|$|\?)/;

/** A bare number, or a decade of life ("mid-nineties"), that needs a person around it to be an age. */
const BARE_AGE = /(?<![\d.,/:])\b(?:9\d|1[0-2]\d|(?:early|mid|late)[\s-]?(?:90'?s|nineties))\b(?![.,/:]\d)/gi;
const WORD_AGE = new RegExp(`\\b${NINETY}\\b`, 'gi');
/** "at 95?": an age only where the text talks about age. */
const AT_BEFORE = /\bat\s+$/i;
/** "sats at 92?", "HR at 95?": a measurement held at a value. */
const MEASURE_AT =
  /\b(?:sats?|spo2|o2|hr|pulse|rate|bp|sbp|dbp|map|glucose|sugars?|bg|temps?|level|count|hgb|hb|plt|weight|wt)\s+(?:\w+\s+)?at\s+$/i;
const AGE_TALK = /\b(?:(?:his|her|this|that)\s+age|elderly|old|older|oldest)\b/i;

export function findAges(text: string, now = new Date()): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number) => {
    const c = candidate(text, s, e, 'age_over_89');
    if (c) out.push(c);
  };
  for (const re of AGE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const end = (m.index ?? 0) + m[0].length;
      if (m[1] && UNIT_AFTER.test(text.slice(end, end + 24)) && !/(?:old|o\.?|yo|y\/o|[MF])$/i.test(m[0])) continue;
      add(m.index ?? 0, end);
    }
  }
  const byWords = out.length > 0;
  for (const m of text.matchAll(BARE_AGE)) {
    const s = m.index ?? 0;
    const e = s + m[0].length;
    const after = text.slice(e, e + 24);
    if (UNIT_AFTER.test(after)) continue;
    const before = text.slice(Math.max(0, s - 40), s);
    const byPerson = PERSON_SUBJECT.test(before) || PERSON_OF.test(before);
    const byName =
      (PERSON_NOUN_BEFORE.test(before) || (NAME_BEFORE.test(before) && !LABEL_BEFORE.test(before))) &&
      APPOSITIVE_END.test(after);
    const byTalk =
      AT_BEFORE.test(before) && !MEASURE_AT.test(before) && /^\s*[?!]/.test(after) && (byWords || AGE_TALK.test(text));
    if (byPerson || byName || byTalk) add(s, e);
  }
  for (const m of text.matchAll(WORD_AGE)) {
    const e = (m.index ?? 0) + m[0].length;
    const after = text.slice(e, e + 24);
    if (UNIT_AFTER.test(after) || YEARS_NOT_AGE.test(after)) continue;
    add(m.index ?? 0, e);
  }
  return out.concat(findBirthYears(text, now));
}

/** Birth years: "born in 1929", "born '28", "b. 1930", "YOB 1931", when they make the person over 89 now. */
const BORN =
  /\b(?:born(?:\s+in)?|b\.|yob|year of birth|dob)\s*(?::\s*)?(?:'(\d{2})|((?:18|19|20)\d{2}))\b(?![/.-]\d)/gi;

function findBirthYears(text: string, now: Date): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(BORN)) {
    const year = m[2] ? Number(m[2]) : 1900 + Number(m[1]);
    if (now.getFullYear() - year < 90) continue;
    const s = (m.index ?? 0) + m[0].length - (m[2] ?? `'${m[1]}`).length;
    const c = candidate(text, s, (m.index ?? 0) + m[0].length, 'age_over_89');
    if (c) out.push(c);
  }
  return out;
}
