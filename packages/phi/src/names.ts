import { AMBIGUOUS_NAMES_TEXT, GIVEN_NAMES_TEXT, LOWERCASE_WORD_NAMES_TEXT, SURNAMES_TEXT } from './lists/names-data';
import { type Candidate, candidate } from './finding';
import {
  BIG_PLACES,
  BUSINESS_WORDS,
  CLINICAL_NAMES,
  EPONYMS,
  FUNCTION_WORDS,
  HEAD_NOUNS,
  JOURNAL_WORDS,
  KIN_WORDS,
  MONTHS,
  NAME_PARTICLES,
  PLACE_WORDS,
  WEEKDAYS,
} from './lexicon';
import { ageAfter, clinicalWord, commonWord } from './name-shapes';

const GIVEN = new Set(GIVEN_NAMES_TEXT.split(' '));
const AMBIGUOUS = new Set(AMBIGUOUS_NAMES_TEXT.split(' '));
const SURNAMES = new Set(SURNAMES_TEXT.split(' '));
const LOWERCASE_WORDS = new Set(LOWERCASE_WORD_NAMES_TEXT.split(' '));
/** Given names that are also clinical abbreviations or drugs when written in lowercase. */
const LOWER_COLLISIONS = new Set(
  'ana tia eva ali sal val don jan lyme lupe addie gene vera ace ella mia ira bili cath chem lytes trop sats vanc keppra'.split(
    ' ',
  ),
);

type Tok = {
  w: string;
  lw: string;
  start: number;
  end: number;
  cap: boolean;
  lower: boolean;
  /** All capitals, two letters or more: "PALMER", "MRN". */
  upper: boolean;
  /** Written with a possessive "'s". */
  poss: boolean;
};

const TOKEN = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  for (const m of text.matchAll(TOKEN)) {
    let w = m[0];
    const poss = /['’]s$/.test(w);
    if (poss) w = w.slice(0, -2);
    const start = m.index ?? 0;
    out.push({
      w,
      lw: w.toLowerCase(),
      start,
      end: start + w.length,
      // Capitalized like a name: "Okafor", "O'Malley", "McDonald"; not "QTc" or "ED".
      cap: /^\p{Lu}['’]?\p{Lu}?\p{Ll}/u.test(w) && !/^\p{Lu}{2,}\p{Ll}?$/u.test(w),
      lower: /^\p{Ll}/u.test(w),
      upper: /^\p{Lu}{2,}$/u.test(w),
      poss,
    });
  }
  return out;
}

/** Only spaces (or a single line-internal space run) between two tokens. */
const adjacent = (text: string, a: Tok, b: Tok) => /^[ \t]+$/.test(text.slice(a.end, b.start));

function plainWord(t: Tok): boolean {
  return (
    FUNCTION_WORDS.has(t.lw) ||
    MONTHS.has(t.lw) ||
    WEEKDAYS.has(t.lw) ||
    HEAD_NOUNS.has(t.lw) ||
    JOURNAL_WORDS.has(t.lw)
  );
}

/** Two-letter English words, which the generated word list (3+ letters) leaves out: "follow-up", "x-ray". */
const SHORT_WORDS = new Set(
  'up in on at to by go do no so of or if is it be me we us an as am ok ex re my he uh oh'.split(' '),
);

/** In the name lists (a hyphenated name by its first part): "Harold", "Okafor"? No; "Whitcombe"? No. */
const knownName = (lw: string) => GIVEN.has(lw.split('-')[0]) || SURNAMES.has(lw);

/** Not an ordinary English word, clinical word, eponym or big place: a hyphenated word by each of its parts. */
function unusualWord(lw: string): boolean {
  if (
    commonWord(lw) ||
    clinicalWord(lw) ||
    EPONYMS.has(lw) ||
    BIG_PLACES.has(lw) ||
    PLACE_WORDS.has(lw) ||
    CLINICAL_NAMES.has(lw) ||
    LOWER_COLLISIONS.has(lw)
  )
    return false;
  return lw
    .split('-')
    .some((p) => p.length >= 2 && !commonWord(p) && !clinicalWord(p) && !EPONYMS.has(p) && !SHORT_WORDS.has(p));
}

/**
 * A capitalized word shaped like a name of any origin that is no ordinary or clinical word: "Oyelaran",
 * "Tatsuya", "Ji-woo", "Æsgeirsson". Only counts with context (an age after it, a name next to it).
 */
const nameShaped = (t: Tok) => t.cap && t.w.length >= 2 && !plainWord(t) && unusualWord(t.lw);

/** A capitalized word that can be a given name or surname: in the lists or name-shaped. */
const nameWord = (t: Tok) => t.cap && !plainWord(t) && !EPONYMS.has(t.lw) && (knownName(t.lw) || nameShaped(t));

/** Capitalized token that can be part of a name once context says a name is coming. */
const capNameish = (t: Tok) => t.cap && !plainWord(t) && !BIG_PLACES.has(t.lw) && !brandCompound(t.w);

/** Two ordinary words run together with a capital inside: a brand ("HeartMate", "FreeStyle"), unlike "MaryBeth". */
function brandCompound(w: string): boolean {
  const m = /^(\p{Lu}\p{Ll}{2,})(\p{Lu}\p{Ll}{2,})$/u.exec(w);
  return !!m && commonWord(m[1].toLowerCase()) && commonWord(m[2].toLowerCase());
}

const TRIGGERS = new Set(
  `pt patient named name husband wife son daughter mother father mom mum dad brother sister partner boyfriend girlfriend
  fiance fiancé fiancee fiancée spouse neighbor neighbour uncle aunt grandfather grandmother grandpa grandma grandson
  granddaughter niece nephew cousin guardian proxy caregiver friend roommate nickname stepson stepdaughter widow widower
  baby infant newborn twin toddler kid child grad auntie granny nana twins sons daughters parents siblings brothers
  sisters grandchildren grandkids kids children`
    .trim()
    .split(/\s+/),
);
/** Triggers that also start ordinary phrases ("baby aspirin", "child abuse"): only a name-shaped word follows. */
const WEAK_TRIGGERS = new Set('baby infant newborn twin toddler kid child grad'.split(' '));
const DOTTED_ABBREVIATIONS = new Set(
  'U.S. U.K. M.D. D.O. R.N. P.A. N.P. P.S. N.B. A.M. P.M. B.S. M.S. B.A. M.A. E.R. O.R. I.V. P.O. Q.D. B.I.D. T.I.D. Q.I.D. H.S. P.R.N. D.C. I.M. S.C. S.L. O.D. O.S. O.U. A.D. A.S. A.U. E.U. U.N. W.H.O. C.D.C. F.D.A. D.N.R. N.P.O.'.split(
    ' ',
  ),
);
/** Titles before a name: courtesy, clergy and military ranks ("Rev. Okoye", "Cpl. Nkechi Obi"). */
const HONORIFICS = new Set(
  `mr mrs ms miss mx mister sister dame sir rev reverend fr pastor rabbi imam deacon sgt cpl pvt lt capt ssgt coach
  señor senor señora senora señorita senorita sr sra srta doña dona mme mlle madame monsieur herr frau`.split(/\s+/),
);
const LOWERCASE_HONORIFICS = new Set(['mr', 'mrs', 'ms', 'mx']);
const FILLERS = new Set(['is', 'was', 'named', 'called', 'name']);
const PERSON_VERBS = new Set(
  'said says called calls asked asks wants wanted reports reported told came comes presented presents complains denies refuses refused agreed agrees brought'.split(
    ' ',
  ),
);
/** Words right before a nickname: "goes by Billy", "calls him Tiny", "known as Lola", "aka Big Mike". */
const NICKNAME_CUES = new Set('by as aka calls call called him her them nicknamed'.split(' '));
/** What a person's possessive is followed by: "Kenji's parents", "Wendell's fingerprint". */
const PERSON_POSSESSIONS = new Set(
  `parents mom mother dad father wife husband son daughter brother sister family kids children grandmother grandfather
  labs chart record records sample samples blood urine exome genome dna consent fingerprint insurance pharmacy meds
  medications doctor pcp school teacher caregiver guardian case story symptoms room`
    .trim()
    .split(/\s+/),
);
/** A lowercase word after a capitalized genus ("Bartonella quintana", "Candida auris") is a species, not a name. */
const GENUS = /^\p{Lu}\p{Ll}{3,}(?:a|us|um|ae|ia|is|es|ella|ii)$/u;
/** A date or a "#" number right after a name in capitals: "04/02/1988", "4-2-88", "#7390184". */
const LABEL_DATE_OR_NUMBER = /^[ \t]+(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?!\d)|#)/;
/** The labels of a record's identifiers, which end a name written before them. */
const RECORD_LABEL = /^(?:MRN|MR|DOB|DOS|ACCT|AGE|SEX|ID|FIN|CSN|ACC|DX)$/;
/** After a name, an identifier label: "Dale, MRN 4471", "Okafor, Chidi | 62M", "Haddad, Samir (4471)". */
const RECORD_AFTER = /^(?:[ \t]*[|(\n]|[ \t]*$|[ \t]{2}|[ \t]*,?[ \t]*(?:MRN|DOB|MR#|DOS|Acct|ACCT|Age|AGE)\b)/;

/**
 * Extends a name from token i over following capitalized name-ish tokens (max 4 in all: "María José Fernández
 * Ortega"), and over a particle or lone initial between two of them ("Ó Súilleabháin", "van der Berg", "Arthur J Lee").
 */
function capRun(text: string, toks: Tok[], i: number): number {
  let j = i;
  while (j + 1 < toks.length && j - i < 3 && adjacent(text, toks[j], toks[j + 1])) {
    const n = toks[j + 1];
    if (capNameish(n)) j++;
    else if (
      (NAME_PARTICLES.has(n.w) || /^\p{Lu}$/u.test(n.w)) &&
      j + 2 < toks.length &&
      adjacent(text, n, toks[j + 2]) &&
      capNameish(toks[j + 2])
    )
      j += 2;
    else break;
  }
  return j;
}

/**
 * The end of a name written in capitals from token k: up to four capitalised words, a comma after the first
 * ("DOE, JANE") and one-letter initials allowed, at least one of them a listed name or shaped like one, and
 * none a clinical word ("Pt: DNR DNI" is no name). -1 when it is not such a name.
 */
function upperNameRun(text: string, toks: Tok[], k: number): number {
  let j = k;
  while (j + 1 < toks.length && j - k < 3) {
    const n = toks[j + 1];
    const gap = text.slice(toks[j].end, n.start);
    // A record label ends the name: "LOPEZ MARIA DOB 03/14/1950", "GARCIA, ANA F  MRN".
    if (RECORD_AFTER.test(text.slice(toks[j].end, toks[j].end + 12))) break;
    if (!(n.upper || /^\p{Lu}$/u.test(n.w)) || !(/^[ \t]+$/.test(gap) || (j === k && /^,[ \t]*$/.test(gap)))) break;
    j++;
  }
  const run = toks.slice(k, j + 1).filter((t) => t.w.length > 1);
  if (run.some((t) => clinicalWord(t.lw) || plainWord(t))) return -1;
  const listed = (t: Tok) => GIVEN.has(t.lw) || SURNAMES.has(t.lw) || AMBIGUOUS.has(t.lw);
  // An unlisted word counts when it is shaped like a name, not a 3-letter abbreviation ("DNR", "NPO").
  if (!run.some((t) => listed(t) || (t.w.length >= 4 && unusualWord(t.lw)))) return -1;
  return toks[j].end;
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
    const prev = i > 0 ? toks[i - 1] : undefined;
    const next = toks[i + 1];

    // 1. Context: honorific or patient/relative word, then the name (capitalized, initials, or a lowercase given name).
    // "480 ms despite...": after a number, "ms" is milliseconds, not Ms. "MR enterography" is magnetic resonance.
    const isHonorific =
      HONORIFICS.has(t.lw) &&
      // "near miss", "fr the ED": only the short courtesy titles are honorifics in lowercase too.
      (t.cap || LOWERCASE_HONORIFICS.has(t.lw)) &&
      !(t.upper && !(next?.cap && nameWord(next))) &&
      !(t.lw === 'ms' && /\d$/.test(lastBefore(text, t.start)));
    // "daughter-in-law", "step-son" count as the relative word.
    const trigWord = t.lw.replace(/-in-law$/, '').replace(/^step-?/, '');
    const trigger = TRIGGERS.has(trigWord);
    // A capitalized trigger inside a line is Title Case ("Submit Patient Case", "Patient Portal"),
    // where every word is capitalized: the next word is a name only if it is a known name.
    const titleCase = trigger && t.cap && /[\p{L}\d,]$/u.test(lastBefore(text, t.start));
    if (t.lw === 'baby' && next && /^(?:girl|boy)$/i.test(next.w) && adjacent(text, t, next)) {
      // "Baby Girl Whitfield": a newborn's name before the given name is chosen.
      const s = toks[i + 2];
      if (s?.cap && adjacent(text, next, s)) add(t.start, toks[capRun(text, toks, i + 2)].end);
    } else if (isHonorific || trigger) {
      let k = i + 1;
      if (k < toks.length && FILLERS.has(toks[k].lw) && /^[\s,:.]*$/.test(text.slice(t.end, toks[k].start))) k++;
      const gap = text.slice(toks[k - 1].end, toks[k]?.start ?? text.length);
      // A full stop ends a relative word's sentence ("EOB will go to mom. Options?"); it only follows a title or "pt".
      const stop = gap.includes('.') && !isHonorific && t.lw !== 'pt';
      if (k < toks.length && /^\.?[ \t]*[,:(]?[ \t]*$/.test(gap) && gap.length <= 4 && !stop) {
        const init = INITIALS.exec(text.slice(toks[k].start, toks[k].start + 40));
        const n = toks[k];
        const j = n.cap ? capRun(text, toks, k) : k;
        if (init && init[0].length > 1) {
          add(n.start, n.start + init[0].length);
        } else if (isHonorific && /^\p{Lu}\.?$/u.test(text.slice(n.start, n.end + 1).trim()) && n.w.length === 1) {
          // "Mrs. R.": a title and an initial.
          add(t.start, n.end + (text[n.end] === '.' ? 1 : 0));
        } else if (isHonorific && n.cap && !(t.lw === 'sister' && commonWord(n.lw) && !knownName(n.lw))) {
          // After "Mr."/"Mrs." any capitalized word is a name, even "Will" or "May".
          if (!followedByHeadNoun(text, toks, j)) add(n.start, toks[j].end);
        } else if (WEAK_TRIGGERS.has(trigWord)) {
          // "baby Tristan" but not "baby Aspirin" or "Child Pugh".
          if (nameWord(n) && !commonWord(n.lw) && !followedByHeadNoun(text, toks, j)) add(n.start, toks[j].end);
        } else if (
          capNameish(n) &&
          !(AMBIGUOUS.has(n.lw) && t.lw === 'pt' && j === k && !ageAfter(text, n.end)) &&
          !(titleCase && !GIVEN.has(n.lw) && !SURNAMES.has(n.lw))
        ) {
          if (!followedByHeadNoun(text, toks, j) && !(j === k && EPONYMS.has(n.lw) && !isHonorific)) {
            add(n.start, toks[j].end);
            // "her sons Tomasz and Pavel", "parents Ngozi and Emeka": a second name joined by "and".
            const a = toks[j + 1];
            const b = toks[j + 2];
            if (a?.lw === 'and' && b && adjacent(text, a, b) && (nameWord(b) || AMBIGUOUS.has(b.lw)) && !plainWord(b))
              add(b.start, toks[capRun(text, toks, j + 2)].end);
          }
        } else if (n.upper && gap.includes(':') && !isHonorific) {
          // A record's label, then its value in capitals: "Name: LOPEZ MARIA", "PATIENT: DOE, JANE R".
          const e = upperNameRun(text, toks, k);
          if (e >= 0) add(n.start, e);
        } else if (n.lower && (lowerGiven(n) || (isHonorific && !plainWord(n)))) {
          add(n.start, lowerRun(text, toks, k));
        } else if (n.lower && !plainWord(n)) {
          // "my pt autumn birchwood, 19 yo", "pt dawn riggs 54 yo": a lowercase name before an age.
          const e = lowerRun(text, toks, k);
          if (ageAfter(text, e) && !clinicalWord(n.lw)) add(n.start, e);
          // "grandma pearl": a relative's given name, even one that is also a word.
          else if (KIN_WORDS.has(trigWord) && AMBIGUOUS.has(n.lw) && !verbAfter(toks, k)) add(n.start, n.end);
        }
      }
    }

    // 1b. Nicknames: "goes by Billy", "calls him Tiny", "known as Lola".
    if (
      NICKNAME_CUES.has(t.lw) &&
      next?.cap &&
      nicknameCue(toks, i) &&
      /^[ \t]*["“']?$/.test(text.slice(t.end, next.start))
    )
      if (!plainWord(next) && !EPONYMS.has(next.lw)) add(next.start, toks[capRun(text, toks, i + 1)].end);

    // 2. A known given name followed by a capitalized surname: "Harold Whitcombe", "Luis Ángel Martínez".
    if (t.cap && GIVEN.has(t.lw.split('-')[0]) && !EPONYMS.has(t.lw)) {
      const j = capRun(text, toks, i);
      if (j > i && !followedByHeadNoun(text, toks, j) && !EPONYMS.has(toks[j].lw)) add(t.start, toks[j].end);
      else if (j === i && next && adjacent(text, t, next) && PERSON_VERBS.has(next.lw)) add(t.start, t.end);
    }

    // 2a. In capitals, as labels, wristbands and face sheets print it: a listed given name and a listed or unusual
    // surname on a line of their own or before a number, date or record label ("JOHN SMITH 03/14/1950"). A surname
    // that is also a word ("SMITH", "BAKER") only after a given name that is no word ("GRACE PERIOD" is none), and
    // then only before a date, a "#" or a record label, not any number ("TIMI RISK 3" is a score).
    if (
      t.upper &&
      GIVEN.has(t.lw) &&
      next?.upper &&
      adjacent(text, t, next) &&
      !clinicalWord(next.lw) &&
      !plainWord(next)
    ) {
      const plainSurname = !SURNAMES.has(next.lw) && commonWord(next.lw);
      const after = text.slice(next.end, next.end + 14);
      const labelled = RECORD_AFTER.test(after) || LABEL_DATE_OR_NUMBER.test(after);
      if (
        !RECORD_LABEL.test(next.w) &&
        (plainSurname ? !AMBIGUOUS.has(t.lw) && !commonWord(t.lw) && labelled : labelled || /^[ \t]+\d/.test(after))
      )
        add(t.start, next.end);
    }

    // 2b. A given name that is also a word, or a name-shaped word, before a name-shaped surname: "Rose Tillingham",
    // "Zainab Oyelaran", "Priya Venkatesan's".
    if (
      t.cap &&
      !plainWord(t) &&
      next &&
      adjacent(text, t, next) &&
      nameShaped(next) &&
      !EPONYMS.has(t.lw) &&
      !PLACE_WORDS.has(t.lw) &&
      !BIG_PLACES.has(t.lw)
    ) {
      const first = AMBIGUOUS.has(t.lw) || knownName(t.lw) || nameShaped(t);
      const j = capRun(text, toks, i);
      if (first && !followedByHeadNoun(text, toks, j) && !EPONYMS.has(toks[j].lw) && !sentenceAfterBrand(text, toks, i))
        add(t.start, toks[j].end);
    }

    // 2c. Possessive of a person: "Kenji's parents", "Ravi's labs".
    if (t.poss && t.cap && next && (GIVEN.has(t.lw) || nameShaped(t)) && PERSON_POSSESSIONS.has(next.lw.split('-')[0]))
      if (!EPONYMS.has(t.lw) && !(prev?.cap && adjacent(text, prev, t))) add(t.start, t.end);

    // 2d. "Frank and Ruby Oyelaran-Marsh": a given name joined to a full name.
    if (t.cap && (GIVEN.has(t.lw) || AMBIGUOUS.has(t.lw)) && !plainWord(t) && next?.lw === 'and') {
      const f = toks[i + 2];
      if (f?.cap && (GIVEN.has(f.lw) || AMBIGUOUS.has(f.lw)) && toks[i + 3] && adjacent(text, f, toks[i + 3]))
        if (nameShaped(toks[i + 3]) || SURNAMES.has(toks[i + 3].lw)) add(t.start, t.end);
    }

    // 3. A lowercase given name that is not also an ordinary word: "saw maria delgado-ruiz today".
    if (
      t.lower &&
      lowerGiven(t) &&
      !plainWord(t) &&
      t.w.length >= 4 &&
      !LOWERCASE_WORDS.has(t.lw) &&
      !(prev && GENUS.test(prev.w) && adjacent(text, prev, t))
    )
      add(t.start, lowerRun(text, toks, i));

    // 3b. A lowercase word that is no English or clinical word, right before an age and sex: "heights, yitzchak, 11M".
    // Not after a count ("17 meds, 76M").
    if (
      t.lower &&
      t.w.length >= 4 &&
      !plainWord(t) &&
      unusualWord(t.lw) &&
      !/\d[ \t]*$/.test(lastBefore(text, t.start))
    )
      if (/^,[ \t]*\d{1,3}[ \t]?(?:[MF]\b|yo\b|y\/o)/.test(text.slice(t.end, t.end + 12))) add(t.start, t.end);

    // 4. "Last, First": "Pennington, Arthur", "O'Malley, Siobhan", "Okafor, Chidi | 62M", "PALMER, JUNE".
    if (next && /^,[ \t]?$/.test(text.slice(t.end, next.start))) lastFirst(text, toks, i, add);

    // 5. A name followed by an age or sex: "Tran Van Duc, 67M", "Kwame Asante-Boateng 58M", "Tatsuya, 12M",
    // "Will Okonkwo, 45M", "Jun Takahashi (63M)".
    if (t.cap && !(prev?.cap && adjacent(text, prev, t) && !plainWord(prev) && !TRIGGERS.has(prev.lw))) {
      let j = capRun(text, toks, i);
      // A short last part that is also a word: "Nguyen Van An 62M", "Tran Thi Be, 70F".
      const short = toks[j + 1];
      if (j > i && short?.cap && short.w.length <= 3 && adjacent(text, toks[j], short) && ageAfter(text, short.end))
        j++;
      if (ageAfter(text, toks[j].end)) {
        const canStart =
          !plainWord(t) ||
          AMBIGUOUS.has(t.lw) ||
          GIVEN.has(t.lw) ||
          (j > i && (MONTHS.has(t.lw) || WEEKDAYS.has(t.lw)));
        const ok =
          j > i
            ? toks.slice(i, j + 1).some((x) => nameWord(x))
            : knownName(t.lw) || AMBIGUOUS.has(t.lw) || nameShaped(t);
        if (canStart && ok && !(t.lw === 'pt' || t.lw === 'patient')) add(t.start, toks[j].end);
      }
    }

    // 5c. "Deepika and her husband": a name joined to a relative of theirs.
    if (
      t.cap &&
      next?.lw === 'and' &&
      /^(?:his|her|their)$/.test(toks[i + 2]?.lw ?? '') &&
      KIN_WORDS.has(toks[i + 3]?.lw ?? '') &&
      (GIVEN.has(t.lw) || nameShaped(t)) &&
      !EPONYMS.has(t.lw)
    )
      add(t.start, t.end);

    // 5b. A name followed by who they are to the patient or by a record label: "Obi, the son of", "Dale, MRN 4471",
    // "Björk (the patient's mother)".
    if (
      t.cap &&
      next &&
      /^[ \t]*[,(][ \t]*$/.test(text.slice(t.end, next.start)) &&
      (GIVEN.has(t.lw) || nameShaped(t))
    ) {
      const k = ['the', 'our', 'my', 'his', 'her', 'their'].includes(next.lw) ? i + 2 : -1;
      const rel = k > 0 && (KIN_WORDS.has(toks[k]?.lw) || KIN_WORDS.has(toks[k + 1]?.lw ?? ''));
      if ((rel || /^,[ \t]*(?:MRN|DOB|MR#)\b/.test(text.slice(t.end, t.end + 12))) && !EPONYMS.has(t.lw))
        add(t.start, t.end);
    }

    // 8b. Businesses by their last word: "Copper Ridge Cabinetry", "Malhotra Sweets", "Riverbend Freight Logistics".
    if (t.cap && BUSINESS_WORDS.has(t.lw) && prev?.cap && adjacent(text, prev, t) && !plainWord(prev)) {
      let s = i - 1;
      while (s > 0 && i - s < 3 && toks[s - 1].cap && adjacent(text, toks[s - 1], toks[s]) && !plainWord(toks[s - 1]))
        s--;
      add(toks[s].start, t.end);
    }
  }

  // 6. Words marked as the patient: "benedict okoro (pt)".
  // From the start of a word only: from inside a long run of letters the pattern would rescan the run's rest.
  for (const m of text.matchAll(/(?<![\p{L}'’-])((?:[\p{L}'’-]+[ \t]+){0,2}[\p{L}'’-]+)[ \t]*\((?:pt|patient)\)/giu)) {
    const words = m[1].split(/[ \t]+/);
    const keep = words.slice(words.findLastIndex((w) => FUNCTION_WORDS.has(w.toLowerCase())) + 1).join(' ');
    if (keep) add((m.index ?? 0) + m[1].length - keep.length, (m.index ?? 0) + m[1].length);
  }

  // 6b. A nickname in quotes inside a full name: 'Dolores "Lola" Hinojosa-Vega', '"Big Mike" Delgado'.
  for (const m of text.matchAll(/["“](\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?)["”][ \t]+(\p{Lu}[\p{L}'’-]+)/gu)) {
    const surname = m[2].toLowerCase();
    if (SURNAMES.has(surname) || unusualWord(surname)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }

  // 7. Initials on their own: "J.S.", "G.H." (not U.S., M.D., P.O., B.I.D. ...).
  for (const m of text.matchAll(/(?<![\p{L}.])\p{Lu}\.[ \t]?\p{Lu}\.(?:[ \t]?\p{Lu}\.)?(?![\p{L}])/gu)) {
    if (!DOTTED_ABBREVIATIONS.has(m[0].replace(/[ \t]/g, '').toUpperCase()))
      add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }

  // 8. Employers: "works at Acme Plumbing", "employer, Northgate Logistics", "works as a welder at Delta Fabrication".
  const EMPLOYER =
    /\b(?:[Ww]orks?|[Ww]orking|[Ww]orked|[Ee]mployed|[Ee]mployee|[Jj]ob|[Ee]mployer)(?:[ \t]+(?:part-time|full-time|nights|days))?(?:[ \t]+as[ \t]+an?(?:[ \t]+\p{Ll}+){1,3}[ \t]+at|[ \t]+(?:at|for|by|with)|,|[ \t]+is|[ \t]*\()[ \t]*(?:the[ \t]+)?((?:\p{Lu}[\p{L}'’&.-]*)(?:[ \t]+(?:(?:and|of|&)[ \t]+)?\p{Lu}[\p{L}'’&.-]*)*)/gu;
  for (const m of text.matchAll(EMPLOYER)) {
    const s = (m.index ?? 0) + m[0].length - m[1].length;
    // "works with the G6": a device model, not a business.
    if (/\p{Ll}/u.test(m[1]) && !/^[ \t]*\d/.test(text.slice(s + m[1].length, s + m[1].length + 4)))
      add(s, s + m[1].length);
  }
  return out;
}

/** "Last, First" at token i (a comma after it): mixed case with a name-shaped or listed given name, or all capitals. */
function lastFirst(text: string, toks: Tok[], i: number, add: (s: number, e: number) => void) {
  const t = toks[i];
  const nx = toks[i + 1];
  if (EPONYMS.has(t.lw) || plainWord(t) || BIG_PLACES.has(t.lw)) return;
  if (t.cap && nx.cap && GIVEN.has(nx.lw) && !/^,[ \t]*(?:\p{Lu}|and\b|or\b)/u.test(text.slice(nx.end, nx.end + 8))) {
    add(t.start, nx.end);
    return;
  }
  const after = text.slice(nx.end, nx.end + 12);
  if (t.cap && nx.cap && (knownName(t.lw) || nameShaped(t)) && nameShaped(nx) && RECORD_AFTER.test(after)) {
    add(t.start, nx.end);
    return;
  }
  // "PALMER, JUNE  DOB", "WILLOUGHBY, ARTHUR J  MRN": a face sheet's name field, with its middle initial.
  if (
    t.upper &&
    nx.upper &&
    t.w.length >= 3 &&
    (GIVEN.has(nx.lw) || AMBIGUOUS.has(nx.lw)) &&
    (knownName(t.lw) || !commonWord(t.lw))
  ) {
    const mid = toks[i + 2];
    const end = mid && mid.w.length === 1 && /^\p{Lu}$/u.test(mid.w) && adjacent(text, nx, mid) ? mid.end : nx.end;
    // Or a date or a "#" number right after it, as a wristband prints them: "ORTIZ, CAMILA 04/02/1988"
    // (not any number: "NSTEMI, TIMI 3" is a diagnosis and its score).
    if (RECORD_AFTER.test(text.slice(end, end + 12)) || LABEL_DATE_OR_NUMBER.test(text.slice(end, end + 14)))
      add(t.start, end);
  }
}

/** The word before token i cues a nickname: "goes by", "known as", "calls him", "aka". */
function nicknameCue(toks: Tok[], i: number): boolean {
  const w = toks[i].lw;
  const p = toks[i - 1]?.lw ?? '';
  if (w === 'by') return /^(?:goes|go|going|went)$/.test(p);
  if (w === 'as') return /^(?:known|nicknamed)$/.test(p);
  if (w === 'him' || w === 'her' || w === 'them') return /^(?:calls?|called|call)$/.test(p);
  if (w === 'calls' || w === 'call' || w === 'called')
    return /^(?:everyone|everybody|all|family|friends|they|we|who)$/.test(p);
  return w === 'aka' || w === 'nicknamed';
}

/** A participle follows token k ("her mom rose crying"): token k is then a word, not a relative's name. */
function verbAfter(toks: Tok[], k: number): boolean {
  const n = toks[k + 1];
  return !!n && /(?:ed|ing)$/.test(n.lw);
}

/**
 * A sentence-initial brand or drug name followed by another one ("Omnipod Dash", "Keytruda Opdivo"): two
 * name-shaped words at the start of a sentence count only when a person cue (age, possessive) follows.
 */
function sentenceAfterBrand(text: string, toks: Tok[], i: number): boolean {
  const t = toks[i];
  if (knownName(t.lw) || AMBIGUOUS.has(t.lw)) return false;
  const startOfSentence = i === 0 || /[.!?:;\n][ \t"“(]*$/.test(text.slice(Math.max(0, t.start - 4), t.start));
  if (!startOfSentence) return false;
  const j = capRun(text, toks, i);
  return !(ageAfter(text, toks[j].end) || toks[j].poss || /^[ \t]*,/.test(text.slice(toks[j].end, toks[j].end + 3)));
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
