import type { PhiKind } from './kinds';

type Add = (s: number, e: number, kind: PhiKind) => void;

/**
 * Words that introduce identifiers of one kind, wherever the identifiers follow in the same sentence:
 * "serial numbers: pump 1104-88291, CGM receiver 50A7-31K9", "the face-recognition template (FRT-2025-000817)",
 * "Path accession S25-18832". Only strongly id-shaped tokens are taken (see `idShaped`), so the sentence's
 * doses, scores and gene names stay out.
 */
const CUES: { kind: PhiKind; re: RegExp; pureDigits: number; shortCodes?: boolean }[] = [
  {
    kind: 'biometric',
    re: /(?<![\w-])(?:(?:finger|thumb|palm|hand|voice)[\s-]?prints?|retina(?:l)?|iris|palm[\s-]?vein|face[\s-]?(?:id|recognition|template|scan)|facial\s+(?:recognition|template|scan)|voice\s+(?:template|sample|id|enrol?ment|enrollment)|gait\s+signature|biometric|dna|y-str|str\s+profile|haplotype|genome|genomic|exome|biobank|genetic\s+sample|(?:enrol?ment|enrollment)\s+(?:id|template))(?![\w])/gi,
    pureDigits: 6,
  },
  {
    kind: 'device',
    re: /(?<![\w-])(?:serials?(?:\s+(?:numbers?|nos?\.?|#))?|s\/n|transmitters?|sensor\s+(?:id|serial)|device\s+(?:id|identifier|serial)|udi|(?:pacemaker|icd|defibrillator|pump|implant|hearing\s+aids?|cgm|sensor|receiver|generator|stimulator|processor)\s+(?:ids?|numbers?|nos?\.?|#))(?![\w])/gi,
    pureDigits: 5,
    shortCodes: true,
  },
  {
    kind: 'other_id',
    re: /(?<![\w-])(?:accession(?:\s+(?:numbers?|nos?\.?|#))?|specimen(?:\s+(?:numbers?|nos?\.?|#|id))?|surg(?:ical)?\s+path(?:ology)?|(?:path(?:ology)?|cytology|histology|lab|autopsy|biopsy|slide|block)\s+(?:numbers?|nos?\.?|#|ids?|case)|service\s+(?:numbers?|no\.?|#)|badge|prisoner|inmate|booking\s+(?:number|no\.?|#)|passport|subj(?:ect)?|participant|enrollee|randomi[sz]ation\s+(?:number|no\.?|#|id)|screening\s+(?:number|no\.?|#|id))(?![\w])/gi,
    pureDigits: 4,
  },
];

/** How far past a cue its identifiers may be: the rest of the sentence, at most this many characters. */
const REACH = 140;
/** A token that may be an identifier: capitals and digits, maybe joined by hyphens or a middle dot. */
const TOKEN = /(?<![\w-])#?(?=[A-Z0-9·-]*\d)[A-Z0-9]+(?:[-·][A-Z0-9]+)*(?![\w-])/g;
const YEAR = /^(?:19|20)\d\d$/;
/** ISO dates and year ranges are dates, not identifiers. */
const DATE_LIKE = /^(?:19|20)\d\d-(?:\d\d-\d\d|(?:19|20)?\d\d)$/;

/** A unit after a number makes it a measurement or a dose ("1200 mg", "250 ng", "40 %"). */
const UNIT_AFTER = /^\s?(?:mg|mcg|µg|ug|ng|g|kg|ml|mL|l|L|mm|cm|m|iu|IU|u|units?|copies|cells|%|\/)(?![A-Za-z])/;
/** A short bare number (4 digits) counts only this close to its cue ("subj 0442"), not anywhere in the sentence. */
const NEAR = 30;

/** Whether a token is shaped like an identifier: letters with 4+ digits, hyphenated groups, or a long number. */
function idShaped(token: string, pureDigits: number, shortCodes = false): boolean {
  const digits = token.match(/\d/g)?.length ?? 0;
  const letters = token.match(/[A-Z]/g)?.length ?? 0;
  if (DATE_LIKE.test(token)) return false;
  if (letters === 0 && !token.includes('-') && !token.includes('·')) return digits >= pureDigits && !YEAR.test(token);
  if (digits >= 4) return true;
  // Short mixed codes like a CGM transmitter's "8NKR44", after a device word only (a gene is "CYP2C19").
  return shortCodes && token.length >= 6 && digits >= 2 && letters >= 2 && !token.includes('-');
}

/** End of the sentence that starts at `from`: a full stop, question or exclamation mark before a space, or a line. */
function sentenceEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + REACH);
  for (let i = from; i < limit; i++) {
    const ch = text[i];
    if (ch === '\n') return i;
    if ((ch === '.' || ch === '?' || ch === '!') && (i + 1 >= text.length || /\s/.test(text[i + 1]))) return i;
  }
  return limit;
}

export function findCuedIds(text: string, add: Add): void {
  for (const cue of CUES) {
    let scanned = 0;
    for (const m of text.matchAll(cue.re)) {
      const cueEnd = (m.index ?? 0) + m[0].length;
      const from = Math.max(scanned, cueEnd);
      const end = sentenceEnd(text, from);
      scanned = end;
      for (const t of text.slice(from, end).matchAll(TOKEN)) {
        const token = t[0].replace(/^#/, '');
        if (!idShaped(token, cue.pureDigits, cue.shortCodes)) continue;
        const s = from + (t.index ?? 0) + t[0].length - token.length;
        if (
          /^\d+$/.test(token) &&
          ((cue.pureDigits < 5 && s - cueEnd > NEAR) ||
            UNIT_AFTER.test(text.slice(s + token.length, s + token.length + 7)))
        )
          continue;
        add(s, s + token.length, cue.kind);
      }
    }
  }
}

/**
 * DNA STR profiles: a locus name with its alleles ("D8S1179 13,14; TH01 6,9.3"), two or more in a row. One
 * locus named alone, without alleles, is genetics talk, not a person's profile.
 */
const LOCUS =
  '(?:D\\d{1,2}S\\d{2,4}|DYS\\d{2,3}(?:[a-z](?:\\/[a-z])?|I{1,2})?|CSF1PO|TH01|TPOX|vWA|FGA|SE33|Penta\\s?[DE]|AMEL)';
const ALLELES = '\\d{1,2}(?:\\.\\d)?(?:\\s?,\\s?\\d{1,2}(?:\\.\\d)?(?![\\d.]))?';
const STR_PROFILE = new RegExp(
  `(?<![\\w-])${LOCUS}[\\s:=]{1,2}${ALLELES}(?:[;,]\\s?${LOCUS}[\\s:=]{1,2}${ALLELES})+`,
  'g',
);

export function findStrProfiles(text: string, add: Add): void {
  for (const m of text.matchAll(STR_PROFILE)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'biometric');
}

/**
 * Unique marks described in words: "a tattoo of a koi on the left calf", "a birthmark shaped like ...", "a scar
 * in the shape of ...". The description, up to the clause's end, is the identifier.
 */
const MARK =
  /\b(?:(?:tattoo|birth\s?mark)s?\s+(?:of|reading|that\s+(?:reads|says)|saying|spelling|covering|shaped\s+like|in\s+the\s+shape\s+of|with\s+the\s+words)|scars?\s+(?:shaped\s+like|in\s+the\s+shape\s+of))\s+([^.;!?\n,—–()]{3,120})/gi;

/**
 * Titles only one person holds: "the reigning state bull-riding champion", "the 2023 national ... champion",
 * "the only female smokejumper from her county", "the last surviving member of the 17th Signal Company".
 */
const TITLE =
  /\bthe\s+(?:reigning|defending|current|former|(?:19|20)\d\d)\s+(?:[\w'-]+\s+){0,5}?(?:champion|medal(?:l)?ist|olympian|record[\s-]holder|title[\s-]?holder)s?\b(?:\s+(?:in|of|at|for)\s+(?:her|his|their|the)\s+[\w-]+)?/gi;
const SOLE =
  /\bthe\s+(?:only|last(?:\s+surviving)?|first|oldest|youngest)\s+(?:[\w'-]+\s+){0,4}?(?:[a-z]+(?:er|or|ist|ian)|member|donor|survivor|champion|woman|man|veteran|twin)\s+(?:from|in|of|at|on|to)\s+[^.;!?\n]{0,60}?\b(?:county|town|city|village|state|island|tribe|company|regiment|battalion|squadron|platoon|team|class|center|centre|school|parish|reservation|country|nation|world|history)\b/gi;

export function findDescribedMarks(text: string, add: Add): void {
  for (const m of text.matchAll(MARK)) {
    const s = (m.index ?? 0) + m[0].length - m[1].length;
    add(s, s + m[1].length, 'other_id');
  }
  for (const re of [TITLE, SOLE])
    for (const m of text.matchAll(re)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'other_id');
}

/** A token's shape: capitals as A, small letters as a, digits as 9 ("A00-0094412" is "A99-9999999"). */
const shapeOf = (token: string) => token.replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a').replace(/\d/g, '9');
const WORD = /(?<![\w-])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?![\w-])/g;

/**
 * A second identifier written exactly like one a label introduced, elsewhere in the text ("accts like
 * A00-0094412; ... sent back with A00-0094421"): same letters, digits and hyphens in the same places. Only
 * shapes with letters or hyphens and 5+ digits, so years and plain numbers do not spread.
 */
export function findSameShape(text: string, labelled: { text: string; kind: PhiKind }[], add: Add): void {
  const kinds = new Map<string, PhiKind>();
  for (const f of labelled) {
    const digits = f.text.match(/\d/g)?.length ?? 0;
    if (digits >= 5 && /[A-Za-z-]/.test(f.text) && !DATE_LIKE.test(f.text)) kinds.set(shapeOf(f.text), f.kind);
  }
  if (kinds.size === 0) return;
  for (const m of text.matchAll(WORD)) {
    const kind = kinds.get(shapeOf(m[0]));
    if (kind) add(m.index ?? 0, (m.index ?? 0) + m[0].length, kind);
  }
}
