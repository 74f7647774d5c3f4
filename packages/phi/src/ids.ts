import { type Candidate, candidate, trimEnd } from './finding';
import { findCuedIds, findDescribedMarks, findSameShape, findStrProfiles } from './id-cues';
import type { PhiKind } from './kinds';

/**
 * Identifiers introduced by a label ("MRN 4471029", "plate 7ABC123", "serial # 77120AXQ"). The label decides
 * the kind; the value must hold digits, so "ID consult" or "group B strep" are not taken.
 */
type Label = { re: string; kind: PhiKind; minDigits?: number };

const LABELS: Label[] = [
  {
    re: 'licen[cs]e[ -]?plates?,?(?:\\s+(?:number|no\\.?|#))?|plates?,?(?:\\s+(?:number|no\\.?|#))?|tag(?:\\s+(?:number|no\\.?|#))?|vin(?:\\s+number)?|vehicle\\s+(?:id|identification\\s+number)|(?:(?:vehicle|car|bike|motorcycle|boat|hull|trailer)\\s+)?(?:registration|reg\\.)(?:\\s+(?:plate|number|no\\.?|#))?',
    kind: 'vehicle',
  },
  {
    re: "(?:last\\s*(?:four|4)(?:\\s+digits)?\\s+of\\s+(?:(?:his|her|the|their|pt'?s)\\s+)?)?(?:ssn|ss#|social\\s+security(?:\\s+(?:number|no\\.?|#))?|soc\\.?\\s*sec\\.?|social)(?:,(?=\\s*\\d))?",
    kind: 'ssn',
    minDigits: 4,
  },
  {
    re: 'mrns?|mr\\s?#|medical\\s+record(?:\\s+(?:number|no\\.?|#))?|med\\.?\\s*rec\\.?|record\\s+(?:no\\.?|number|#)|chart(?:\\s+(?:number|no\\.?|#)|\\s*#)|hospital\\s+(?:number|no\\.?|#)|unit\\s+number|patient\\s+id',
    kind: 'mrn',
  },
  { re: 'chart|unit\\s+(?:no\\.?|#)|medical\\s+records\\s+(?:number|no\\.?|#)', kind: 'mrn', minDigits: 5 },
  { re: '(?:plan\\s+)?member(?!\\s+number)', kind: 'health_plan', minDigits: 6 },
  {
    re: 'medicare(?:\\s+beneficiary)?(?:\\s+(?:id|identifier|number|no\\.?|#))?|medicaid(?:\\s+(?:id|number|no\\.?|#))?|medi-cal(?:\\s+cin)?|mbi|member(?:\\s+(?:id|no\\.?|#))|insurance(?:\\s+(?:id|member\\s+(?:id|number)|policy|number|card))?|policy(?:\\s+(?:number|no\\.?|#))?|subscriber(?:\\s+(?:id|number))?|beneficiary(?:\\s+(?:id|number))?|plan\\s+(?:id|number|no\\.?)|group(?:\\s+(?:number|no\\.?|#|id))?|(?:aetna|cigna|humana|bcbs|blue\\s+cross|blue\\s+shield|uhc|unitedhealthcare|kaiser|tricare|anthem)(?:\\s+(?:member|beneficiary|subscriber))?(?:\\s+(?:id|number|#))?',
    kind: 'health_plan',
    minDigits: 4,
  },
  {
    re: '(?:(?:billing|bank|guarantor|financial|hsa|encounter|hospital|patient|direct\\s+deposit)\\s*)?(?:accounts?|accts?)\\.?(?:\\s+(?:number|no\\.?|#|id))?|har|credit\\s+card(?:\\s+ending)?|card\\s+ending|routing(?:\\/account)?',
    kind: 'account',
    minDigits: 4,
  },
  {
    re: "driver'?s?\\s+licen[cs]e(?:\\s+(?:number|no\\.?|#))?|driving\\s+licen[cs]e|driver\\s+lic\\.?|dl\\s?#?|cdl|lic(?:\\.|\\s*#|\\s+(?:no\\.?|number))|(?:death\\s+)?cert\\.?\\s+(?:no\\.?|number|#)|lmt|lpn|cna|emt|rn|licen[cs]e(?!\\s*plate)(?:\\s+(?:number|no\\.?|#))?|certificate(?!\\s+of\\s+death)|permit|card",
    kind: 'license',
    minDigits: 4,
  },
  { re: 'serial(?:\\s+(?:number|no\\.?|#))?|s\\/n|sn|device\\s+(?:id|identifier|serial)|udi', kind: 'device' },
  {
    re: 'finger\\s?prints?|thumb\\s?prints?|voice\\s?prints?|retina(?:l)?\\s+scan|iris(?:\\s+(?:scan|code))?|palm\\s+(?:vein|print)(?:\\s+scan)?|hand\\s?prints?|face\\s+id|facial\\s+recognition|gait\\s+signature|dna\\s+profile|biometric(?:\\s+id)?',
    kind: 'biometric',
  },
  {
    re: 'employee(?:\\s+(?:id|number|no\\.?|#))?|subject(?:\\s+(?:id|number|no\\.?|#))?|study\\s+id|case(?:\\s+(?:number|no\\.?|#|id))?|claim(?:\\s+(?:number|no\\.?|#))?|passport(?:\\s+(?:number|no\\.?|#))?|student\\s+id|inmate(?:\\s+(?:number|id|#))?|military\\s+id|(?:military\\s+)?service\\s+(?:number|no\\.?|#)|visa(?:\\s+(?:number|#))?|badge(?:\\s+(?:number|#))?|member\\s+number|certificate\\s+of\\s+death\\s+number|death\\s+certificate(?:\\s+number)?|registry\\s+id|user\\s?name|prisoner\\s+id|docket(?:\\s+number)?|tax\\s+id|ein|green\\s+card(?:\\s+number)?|(?:participant|enrollee|enrollment|confirmation|reference|ticket|order|booking|id)\\s+(?:id|number|no\\.?|#)|id|identifier',
    kind: 'other_id',
    minDigits: 3,
  },
];

/**
 * Filler between a label and its value: "number", "#", "no.", "ID", ":", "is", "(", "template", ... Each filler
 * owns the spaces before it, so a run of spaces splits one way only (two `\\s*` side by side would try every
 * split of a long run, again for each filler).
 */
const GAP =
  '(?:\\s*(?:#|:|\\(|number|no\\.?|id|identifier|code|template|record|sample|enrollment|scan|data|hash|key|reference|ref|is|was|of|ending|last\\s*(?:four|4))){0,4}';
/** A value: optional short capital prefix ("SN ", "MCD "), then chunks with digits. */
const VALUE =
  '((?:[A-Z][A-Z-]{0,5}\\s)?\\(?#?(?=[A-Za-z0-9().:#/_+·-]*\\d)[A-Za-z0-9][A-Za-z0-9().:#/_+·-]*(?:(?:\\s|\\s?\\/\\s?)(?=[A-Za-z0-9-]*\\d)[A-Za-z0-9][A-Za-z0-9-]*)*)';

const COMPILED = LABELS.map((l) => ({
  ...l,
  rx: new RegExp(`(?<![\\w/])(?:${l.re})(?![A-Za-z])(?:\\s*[#:])?${GAP}\\s*${VALUE}`, 'gi'),
  // The label a few words before the value: "the plate on his motorcycle was MC 7712".
  far: new RegExp(
    `(?<![\\w/])(?:${l.re})(?![A-Za-z])[^.;\\n\\d]{1,30}?\\b(?:is|was|were|reads|read|shows|as|like|:)\\s+${VALUE}`,
    'gi',
  ),
  // After a comma ("a second account, BAD-DEBT-00441"): only a value with letters or hyphens and 4+ digits.
  comma: new RegExp(`(?<![\\w/])(?:${l.re})(?![A-Za-z]),\\s*${VALUE}`, 'gi'),
}));
const STRONG_VALUE = /^(?=.*[A-Za-z-])(?:\D*\d){4}/;

/** The next value of a list right after a value: ", 3318821", " and 3318821" (sticky: it starts there). */
const LIST_NEXT = /(?:\s*(?:,|and|or|\/))+\s*([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)/iy;

/** Code systems whose numbers are not identifiers of a person. */
const CODE_BEFORE =
  /\b(?:icd(?:-?10|-?9)?(?:-cm)?|cpt|hcpcs|ndc|loinc|snomed(?:\s+ct)?|pmid|pmcid|nct|doi|isbn|issn|rxnorm|drg|model|version|lot|catalog|ref)\s*[#:]?\s*$/i;

export function findIds(text: string): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number, kind: PhiKind) => {
    const c = candidate(text, s, e, kind);
    if (c) out.push(c);
  };
  const labelled: Candidate[] = [];
  for (const l of COMPILED) {
    const commaValues = [...text.matchAll(l.comma)].filter((m) => STRONG_VALUE.test(m[1]));
    for (const m of [...text.matchAll(l.rx), ...text.matchAll(l.far), ...commaValues]) {
      const value = trimEnd(m[1], '.,:;');
      // The value regex is case-insensitive: keep a lowercase word out of the prefix ("in 4471").
      if (/^[a-z]/.test(value) && !/\d/.test(value.split(/\s/)[0])) continue;
      if ((value.match(/\d/g)?.length ?? 0) < (l.minDigits ?? 2) && !(l.kind === 'vehicle' && vanityPlate(value)))
        continue;
      // A decimal is a measurement or a dose ("plate was 3.5 mm"), never an identifier.
      if (/^\d{1,4}[.,]\d{1,3}$/.test(value)) continue;
      const s = (m.index ?? 0) + m[0].length - m[1].length;
      add(s, s + value.length, l.kind);
      const c = candidate(text, s, s + value.length, l.kind);
      if (c) labelled.push(c);
      // Lists: "MRNs 3318820 and 3318821".
      LIST_NEXT.lastIndex = s + value.length;
      const rest = LIST_NEXT.exec(text);
      if (rest && (rest[1].match(/\d/g)?.length ?? 0) >= 4) {
        const s2 = s + value.length + rest[0].length - rest[1].length;
        add(s2, s2 + rest[1].length, l.kind);
      }
    }
  }
  findUnlabelled(text, add);
  findSameShape(text, labelled, add);
  findCuedIds(text, add);
  findStrProfiles(text, add);
  findDescribedMarks(text, add);
  return out;
}

/** A vanity or short plate ("HOG-5", "CHRCH 1", "ASTHMA1"): capitals with a digit, no lowercase. */
function vanityPlate(value: string): boolean {
  return /^[A-Z0-9][A-Z0-9 ·-]{1,7}$/.test(value) && (value.match(/[A-Z]/g)?.length ?? 0) >= 2 && /\d/.test(value);
}

const VIN = /\b(?=[A-HJ-NPR-Z0-9]*\d)(?=[A-HJ-NPR-Z0-9]*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}\b/g;
const UDI = /\(01\)\d{14}(?:\(\d{2}\)[A-Za-z0-9]+)*/g;
const MBI =
  /\b[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}\b/g;
const SSN = /(?<![\w-])\d{3}([- ])\d{2}\1\d{4}(?![\w-])/g;
/** A masked SSN showing its last four ("***-**-6621", "XXX-XX-6621") or one typed with spaced digits. */
const SSN_MASKED = /(?<![\w*-])(?:\*{3}|[xX]{3})-(?:\*{2}|[xX]{2})-\d{4}(?![\w-])/g;
const SSN_SPACED = /(?<![\w-])\d(?: ?\d){2} ?- ?\d ?\d ?- ?\d(?: ?\d){3}(?![\w-])/g;
const CARD = /(?<![\d-])(?:\d{4}[ -]){3}\d{4}(?![\d-])/g;
/** Seven or more digits, maybe after a letter prefix ("E00982113"); trial ids (NCT...) are not a person's. */
const LONG_NUMBER = /(?<![\w.,/-])(?!NCT|ISRCTN|PMC)(?:[A-Z]{1,3}-?)?\d{7,}(?![\w.,/-]*\d)/g;

function findUnlabelled(text: string, add: (s: number, e: number, kind: PhiKind) => void) {
  for (const m of text.matchAll(VIN)) add(m.index ?? 0, (m.index ?? 0) + 17, 'vehicle');
  for (const m of text.matchAll(UDI)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'device');
  for (const m of text.matchAll(MBI)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'health_plan');
  for (const re of [SSN_MASKED, SSN_SPACED])
    for (const m of text.matchAll(re)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'ssn');
  for (const m of text.matchAll(SSN)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'ssn');
  for (const m of text.matchAll(CARD)) if (luhn(m[0])) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'account');
  // Any other long number is likely someone's record, account or case number, unless a code system names it.
  for (const m of text.matchAll(LONG_NUMBER)) {
    if (CODE_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 20), m.index))) continue;
    add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'other_id');
  }
}

function luhn(s: string): boolean {
  const d = s.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}
