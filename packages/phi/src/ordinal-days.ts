import { type Candidate, candidate } from './finding';

/**
 * Days of the month written as ordinals without a month: "Monday the 9th", "October the 28th", "admitted on
 * the 3rd". "the 3rd" alone is as often a count ("the 3rd dose", "the 5th metatarsal", "the 2nd time"), so a
 * bare ordinal counts only after a word that introduces a date and when no noun follows it.
 */
const ORDINAL = '(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)';
const WEEKDAY = '(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\\.?';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const TIME_OF_DAY = '(?:morning|afternoon|evening|night)';

/** "Monday the 9th", "Sat 1st", "last Tuesday the 14th", "Friday night the 21st", "October the 28th, 2024". */
const ANCHORED = new RegExp(
  `\\b(?:(?:last|this|next|past)\\s+)?(?:${WEEKDAY}(?:\\s+${TIME_OF_DAY})?|${MONTH}),?\\s+(?:the\\s+)?${ORDINAL}\\b(?:,?\\s+(?:19|20)\\d{2}\\b)?`,
  'gi',
);
/** "the 19th" on its own, or "3rd" as some write it ("admitted on 3rd"). */
const BARE = new RegExp(`\\b(?:the\\s+)?${ORDINAL}\\b`, 'gi');
/** Words that introduce a date right before "the 14th". */
const INTRODUCED =
  /\b(?:on|since|from|until|till|til|by|before|after|dated|admitted|readmitted|discharged|seen|died|born|delivered|intubated|extubated|operated|started|stopped|began|presented|and|or|to|through|thru|&)\s+$/i;
/** What may follow a day: punctuation, the end, or a word that is not a noun the ordinal counts. */
const DAY_END =
  /^(?:\s*$|\s*[.,;:!?)\]—–]|\s+-\s|\s+(?:and|or|at|when|while|with|w\/|but|then|so|because|around|about|in|she|he|they|we|i|after|before|until|till|til|to|through|thru|for|via|morning|afternoon|evening|night|was|were|is|had|has|did|so|if|without|showed|shows)\b)/i;

const CHAIN_GAP = 32;

export function findOrdinalDays(text: string): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number) => {
    const c = candidate(text, s, e, 'date');
    if (c) out.push(c);
  };
  let lastEnd = -1;
  for (const m of text.matchAll(ANCHORED)) {
    add(m.index ?? 0, (m.index ?? 0) + m[0].length);
    lastEnd = (m.index ?? 0) + m[0].length;
  }
  for (const m of text.matchAll(BARE)) {
    const s = m.index ?? 0;
    const e = s + m[0].length;
    // A day in a run of days ("discharged the 5th, back in the ED the 8th") needs no word of its own.
    const chained = lastEnd >= 0 && lastEnd <= s && s - lastEnd <= CHAIN_GAP && !/[.!?]\s/.test(text.slice(lastEnd, s));
    const before = text.slice(Math.max(0, s - 16), s);
    if (!chained && !INTRODUCED.test(before)) continue;
    // Without "the", "and 5th" is as often a street ("Elm and 5th"): only a word that dates introduces it.
    if (!/^the/i.test(m[0]) && !chained && /\b(?:and|or|to|through|thru|&)\s+$/i.test(before)) continue;
    if (!DAY_END.test(text.slice(e, e + 16))) continue;
    add(s, e);
    lastEnd = e;
  }
  return out;
}
