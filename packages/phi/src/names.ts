import { AMBIGUOUS_NAMES_TEXT, GIVEN_NAMES_TEXT, LOWERCASE_WORD_NAMES_TEXT, SURNAMES_TEXT } from './lists/names-data';
import { type Candidate, candidate } from './finding';
import { BIG_PLACES, EPONYMS, FUNCTION_WORDS, HEAD_NOUNS, MONTHS, WEEKDAYS } from './lexicon';

const GIVEN = new Set(GIVEN_NAMES_TEXT.split(' '));
const AMBIGUOUS = new Set(AMBIGUOUS_NAMES_TEXT.split(' '));
const SURNAMES = new Set(SURNAMES_TEXT.split(' '));
const LOWERCASE_WORDS = new Set(LOWERCASE_WORD_NAMES_TEXT.split(' '));
/** Given names that are also clinical abbreviations or drugs when written in lowercase. */
const LOWER_COLLISIONS = new Set(
  'ana tia eva ali sal val don jan lyme lupe addie gene vera ace ella mia ira'.split(' '),
);

type Tok = { w: string; lw: string; start: number; end: number; cap: boolean; lower: boolean };

const TOKEN = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  for (const m of text.matchAll(TOKEN)) {
    let w = m[0];
    if (/['’]s$/.test(w)) w = w.slice(0, -2); // possessive
    const start = m.index ?? 0;
    out.push({
      w,
      lw: w.toLowerCase(),
      start,
      end: start + w.length,
      // Capitalized like a name: "Okafor", "O'Malley", "McDonald"; not "QTc" or "ED".
      cap: /^\p{Lu}['’]?\p{Lu}?\p{Ll}/u.test(w) && !/^\p{Lu}{2,}\p{Ll}?$/u.test(w),
      lower: /^\p{Ll}/u.test(w),
    });
  }
  return out;
}

/** Only spaces (or a single line-internal space run) between two tokens. */
const adjacent = (text: string, a: Tok, b: Tok) => /^[ \t]+$/.test(text.slice(a.end, b.start));

function plainWord(t: Tok): boolean {
  return FUNCTION_WORDS.has(t.lw) || MONTHS.has(t.lw) || WEEKDAYS.has(t.lw) || HEAD_NOUNS.has(t.lw);
}

/** Capitalized token that can be part of a name once context says a name is coming. */
const capNameish = (t: Tok) => t.cap && !plainWord(t) && !BIG_PLACES.has(t.lw);

const TRIGGERS = new Set(
  `pt patient named name husband wife son daughter mother father mom mum dad brother sister partner boyfriend girlfriend
  fiance fiancé fiancee fiancée spouse neighbor neighbour uncle aunt grandfather grandmother grandpa grandma grandson
  granddaughter niece nephew cousin guardian proxy caregiver friend roommate nickname stepson stepdaughter widow widower`
    .trim()
    .split(/\s+/),
);
const DOTTED_ABBREVIATIONS = new Set(
  'U.S. U.K. M.D. D.O. R.N. P.A. N.P. P.S. N.B. A.M. P.M. B.S. M.S. B.A. M.A. E.R. O.R. I.V. P.O. Q.D. B.I.D. T.I.D. Q.I.D. H.S. P.R.N. D.C. I.M. S.C. S.L. O.D. O.S. O.U. A.D. A.S. A.U. E.U. U.N. W.H.O. C.D.C. F.D.A. D.N.R. N.P.O.'.split(
    ' ',
  ),
);
const HONORIFICS = new Set('mr mrs ms miss mx mister sister dame sir'.split(' '));
const FILLERS = new Set(['is', 'was', 'named', 'called', 'name']);
const PERSON_VERBS = new Set(
  'said says called calls asked asks wants wanted reports reported told came comes presented presents complains denies refuses refused agreed agrees brought'.split(
    ' ',
  ),
);

/** Extends a name from token i over following capitalized name-ish tokens (max 3 in all). */
function capRun(text: string, toks: Tok[], i: number): number {
  let j = i;
  while (j + 1 < toks.length && j - i < 2 && adjacent(text, toks[j], toks[j + 1]) && capNameish(toks[j + 1])) j++;
  return j;
}

function followedByHeadNoun(text: string, toks: Tok[], j: number): boolean {
  const next = toks[j + 1];
  return !!next && /^[ \t]*$/.test(text.slice(toks[j].end, next.start)) && HEAD_NOUNS.has(next.lw);
}

const INITIALS = /^(?:\p{Lu}\.[ \t]?\p{Lu}\.?|\p{Lu}\.[ \t]?\p{Lu}\p{Ll}+|\p{Ll}\.[ \t]?\p{Ll}{3,})/u;

export function findNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number) => {
    const c = candidate(text, s, e, 'name');
    if (c) out.push(c);
  };
  const toks = tokenize(text);

  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];

    // 1. Context: honorific or patient/relative word, then the name (capitalized, initials, or a lowercase given name).
    // "480 ms despite...": after a number, "ms" is milliseconds, not Ms.
    const isHonorific =
      HONORIFICS.has(t.lw) && (t.lw !== 'sister' || t.cap) && !(t.lw === 'ms' && /\d$/.test(lastBefore(text, t.start)));
    // "daughter-in-law", "step-son" count as the relative word.
    const trigger = TRIGGERS.has(t.lw.replace(/-in-law$/, '').replace(/^step-?/, ''));
    // A capitalized trigger inside a line is Title Case ("Submit Patient Case", "Patient Portal"),
    // where every word is capitalized: the next word is a name only if it is a known name.
    const titleCase = trigger && t.cap && /[\p{L}\d,]$/u.test(lastBefore(text, t.start));
    if (isHonorific || trigger) {
      let k = i + 1;
      if (k < toks.length && FILLERS.has(toks[k].lw) && /^[\s,:.]*$/.test(text.slice(t.end, toks[k].start))) k++;
      const gap = text.slice(toks[k - 1].end, toks[k]?.start ?? text.length);
      if (k < toks.length && /^\.?[ \t]*[,:(]?[ \t]*$/.test(gap) && gap.length <= 4) {
        const init = INITIALS.exec(text.slice(toks[k].start));
        const n = toks[k];
        if (init && init[0].length > 1) {
          add(n.start, n.start + init[0].length);
        } else if (isHonorific && n.cap) {
          // After "Mr."/"Mrs." any capitalized word is a name, even "Will" or "May".
          const j = capRun(text, toks, k);
          if (!followedByHeadNoun(text, toks, j)) add(n.start, toks[j].end);
        } else if (
          capNameish(n) &&
          !(AMBIGUOUS.has(n.lw) && t.lw === 'pt') &&
          !(titleCase && !GIVEN.has(n.lw) && !SURNAMES.has(n.lw))
        ) {
          const j = capRun(text, toks, k);
          if (!followedByHeadNoun(text, toks, j) && !(j === k && EPONYMS.has(n.lw) && !isHonorific))
            add(n.start, toks[j].end);
        } else if (n.lower && (lowerGiven(n) || (isHonorific && !plainWord(n)))) {
          add(n.start, lowerRun(text, toks, k));
        }
      }
    }

    // 2. A known given name followed by a capitalized surname: "Harold Whitcombe", "Luis Ángel Martínez".
    if (t.cap && GIVEN.has(t.lw.split('-')[0]) && !EPONYMS.has(t.lw)) {
      const j = capRun(text, toks, i);
      const next = toks[i + 1];
      if (j > i && !followedByHeadNoun(text, toks, j) && !EPONYMS.has(toks[j].lw)) add(t.start, toks[j].end);
      else if (j === i && next && adjacent(text, t, next) && PERSON_VERBS.has(next.lw)) add(t.start, t.end);
    }

    // 3. A lowercase given name that is not also an ordinary word: "saw maria delgado-ruiz today".
    if (t.lower && lowerGiven(t) && t.w.length >= 4 && !LOWERCASE_WORDS.has(t.lw))
      add(t.start, lowerRun(text, toks, i));

    // 4. "Last, First": "Pennington, Arthur", "O'Malley, Siobhan".
    const nx = toks[i + 1];
    if (
      t.cap &&
      nx &&
      /^,[ \t]?$/.test(text.slice(t.end, nx.start)) &&
      nx.cap &&
      GIVEN.has(nx.lw) &&
      !EPONYMS.has(t.lw) &&
      !plainWord(t) &&
      !BIG_PLACES.has(t.lw) &&
      !/^,[ \t]*(?:\p{Lu}|and\b|or\b)/u.test(text.slice(nx.end))
    ) {
      add(t.start, nx.end);
    }

    // 5. Capitalized words followed by an age/sex descriptor: "Tran Van Duc, 67M", "Dmitri Volkov is a 61M".
    if (
      t.cap &&
      !plainWord(t) &&
      !EPONYMS.has(t.lw) &&
      (i === 0 || !toks[i - 1].cap || !adjacent(text, toks[i - 1], t))
    ) {
      const j = capRun(text, toks, i);
      if (
        j > i &&
        /^(?:,|\s+is\s+an?|\s*\()\s*\d{1,3}(?:\s?(?:[MF]\b|yo\b|y\/o|-?year|years?\b)|,)/.test(text.slice(toks[j].end))
      ) {
        add(t.start, toks[j].end);
      }
    }
  }

  // 6. Words marked as the patient: "benedict okoro (pt)".
  // From the start of a word only: from inside a long run of letters the pattern would rescan the run's rest.
  for (const m of text.matchAll(/(?<![\p{L}'’-])((?:[\p{L}'’-]+[ \t]+){0,2}[\p{L}'’-]+)[ \t]*\((?:pt|patient)\)/giu)) {
    const words = m[1].split(/[ \t]+/);
    const keep = words.slice(words.findLastIndex((w) => FUNCTION_WORDS.has(w.toLowerCase())) + 1).join(' ');
    if (keep) add((m.index ?? 0) + m[1].length - keep.length, (m.index ?? 0) + m[1].length);
  }

  // 7. Initials on their own: "J.S.", "G.H." (not U.S., M.D., P.O., B.I.D. ...).
  for (const m of text.matchAll(/(?<![\p{L}.])\p{Lu}\.[ \t]?\p{Lu}\.(?:[ \t]?\p{Lu}\.)?(?![\p{L}])/gu)) {
    if (!DOTTED_ABBREVIATIONS.has(m[0].replace(/[ \t]/g, '').toUpperCase()))
      add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }

  // 8. Employers: "works at Acme Plumbing", "employer, Northgate Logistics".
  const EMPLOYER =
    /\b(?:[Ww]orks?|[Ww]orking|[Ww]orked|[Ee]mployed|[Ee]mployee|[Jj]ob|[Ee]mployer)(?:[ \t]+(?:part-time|full-time|nights|days))?(?:[ \t]+(?:at|for|by|with)|,|[ \t]+is|[ \t]*\()[ \t]*(?:the[ \t]+)?((?:\p{Lu}[\p{L}'’&.-]*)(?:[ \t]+(?:(?:and|of|&)[ \t]+)?\p{Lu}[\p{L}'’&.-]*)*)/gu;
  for (const m of text.matchAll(EMPLOYER)) {
    const s = (m.index ?? 0) + m[0].length - m[1].length;
    add(s, s + m[1].length);
  }
  return out;
}

/**
 * The last character (code point) before `end` and the spaces or tabs right before it, or "" at the start of the
 * text. Walks back over those spaces only, where `/x[ \t]*$/.test(text.slice(0, end))` would try every position
 * of the text before it.
 */
function lastBefore(text: string, end: number): string {
  let i = end;
  while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\t')) i--;
  return text.slice(Math.max(0, i - 2), i);
}

function lowerGiven(t: Tok): boolean {
  const parts = t.lw.split('-');
  return (
    parts.every((p) => GIVEN.has(p) || SURNAMES.has(p)) &&
    GIVEN.has(parts[0]) &&
    !AMBIGUOUS.has(t.lw) &&
    !LOWER_COLLISIONS.has(t.lw) &&
    !EPONYMS.has(t.lw)
  );
}

/** A lowercase name goes on over up to two lowercase words that are not ordinary short words. */
function lowerRun(text: string, toks: Tok[], i: number): number {
  let j = i;
  while (
    j + 1 < toks.length &&
    j - i < 2 &&
    adjacent(text, toks[j], toks[j + 1]) &&
    toks[j + 1].lower &&
    !plainWord(toks[j + 1]) &&
    !/(?:ed|ing|ly)$/.test(toks[j + 1].lw)
  )
    j++;
  return toks[j].end;
}
