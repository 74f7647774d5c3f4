import { isReferenceUrl } from './citations';
import { type Candidate, candidate } from './finding';

/** An e-mail's local part (one character) and, from right after its "@", its domain. */
const EMAIL_LOCAL = /[A-Za-z0-9._%+-]/;
const EMAIL_DOMAIN = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/y;
const URL_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Common top-level domains, plus the ones reserved for examples and tests (RFC 2606). */
const TLD = '(?:com|org|net|edu|gov|int|io|co|us|info|health|me|ly|app|uk|ca|example|test)';
const URL_BARE = new RegExp(`(?<![@\\w.-])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.${TLD}\\b(?:\\/[^\\s<>"'\`]*)?`, 'gi');
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`(?<![\\d.])${OCTET}(?:\\.${OCTET}){3}(?![\\d.]*\\d)`, 'g');
const IPV6 = /(?<![\w:])(?:[0-9A-Fa-f]{1,4}:){1,7}(?::|(?::?[0-9A-Fa-f]{1,4}){1,7})(?![\w:])/g;

/** US phone numbers: (555) 012-3456, 555-012-3456, 555.012.3456, +1 555 012 3456, 555-0123, +15550123456. */
const PHONE_10 =
  /(?<![\w.+–-])(?:\+?1[\s.–-]?)?(?:\(\d{3}\)[\s.–-]?|\d{3}[\s.–-])\d{3}[\s.–-]\d{4}(?:,?\s?(?:ext\.?|x|extension)\s?\d{1,5}(?!\d))?(?![\w–-]|\.\d)/g;
/** International numbers: "+44 20 7946 0958", "+49 (30) 1234-5678": a plus, a country code, 8 to 15 digits. */
const PHONE_INTL = /(?<![\w+])\+\d{1,3}(?:[\s.-]\(?\d{1,5}\)?){2,5}(?![\w-])/g;
/** Slashes between the groups: 404/555/0155 (three groups of 3, 3 and 4 digits are no date). */
const PHONE_SLASHED = /(?<![\w/])\d{3}\/\d{3}\/\d{4}(?![\w/])/g;
const PHONE_PLUS = /(?<![\w.+-])\+1\d{10}\b/g;
/**
 * A local number. Not one whose first group starts with 1 (no North American exchange does, and lab
 * ranges mostly do: "Platelets 150-4000"), nor one followed by a unit ("Ferritin 300-1200 ng/mL"). A unit
 * is a whole word: "555-0142 ngozi" or "555-0142 kgosi" is a number followed by a name.
 * A leading 0 stays a phone (a made-up "014-2231" is still written as one; no range starts with 0).
 */
const PHONE_7 =
  /(?<![\w./–-])[02-9]\d{2}[-–]\d{4}(?![\w–-]|\.\d)(?!\s*(?:(?:mg|mcg|ng|pg|ml|mmol|µmol|umol|iu|units?|cells|copies|kg|g|l)(?![a-zµ])|%|\/|x\s?10))/gi;
/** "555 0152" or ten bare digits count only after a phone or fax word. */
const PHONE_7_SPACED =
  /\b(?:phone|tel|telephone|cell|mobile|call|text|fax|reach|at|number|line)\b[^\d\n]{0,15}?(?<![\d.])(\d{3}[ .]\d{4})(?!\d|\.\d)/gi;
const PHONE_LABELLED = /\b(?:phone|tel|telephone|cell|mobile|call|text|fax)(?:\s*(?:#|no\.?|number|:))*\s*(\d{10})\b/gi;

/**
 * A number read aloud or typed in words: "six one seven, five five five, oh one four two", "(208) five five
 * five - 0 1 7 3". Seven or ten digits (eleven with a leading one), at least three of them as words.
 */
const DIGIT = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\\d)';
const PHONE_WORDS = new RegExp(
  `(?<![\\w-])(?:\\(\\d{3}\\)\\s*)?${DIGIT}(?:[\\s,.–-]{1,3}${DIGIT}){6,10}(?![\\w-])`,
  'gi',
);
const DIGIT_WORD = /\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/gi;

function isSpokenPhone(s: string): boolean {
  const words = s.match(DIGIT_WORD)?.length ?? 0;
  const digits = s.replace(DIGIT_WORD, '0').replace(/\D/g, '').length;
  return words >= 3 && (digits === 7 || digits === 10 || (digits === 11 && /^(?:one|1)\b/i.test(s)));
}

/**
 * E-mail addresses written to dodge harvesters: "jdoe at example dot com", "jdoe[at]example[dot]org",
 * "p.nguyen (at) example.test". A bare " at " needs a spelled-out " dot " too, so "seen at home.com" stays a URL.
 */
const AT = '(?:\\s*[\\[({]at[\\])}]\\s*|\\s+at\\s+)';
const DOT = '(?:\\s*[\\[({]dot[\\])}]\\s*|\\s+dot\\s+|\\.)';
const EMAIL_SPELLED = new RegExp(
  `(?<![\\w.%+-])[\\w.%+-]+${AT}[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}${TLD}(?![\\w.-])`,
  'gi',
);

function phoneKind(text: string, start: number): 'phone' | 'fax' {
  const before = text.slice(Math.max(0, start - 40), start);
  const words = [...before.matchAll(/\b(fax(?:ed)?|f:|phone|tel|telephone|cell|mobile|call|text|p:|home|work)/gi)];
  const last = words[words.length - 1]?.[1].toLowerCase();
  return last?.startsWith('fax') || last === 'f:' ? 'fax' : 'phone';
}

/**
 * E-mail addresses, as the leftmost-first scan of `local+@domain` would find them, in one pass: from each "@",
 * back over the local part (never past the previous "@" or address) and forward over the domain (never past
 * the next "@"). A pattern starting with the local part would rescan a long run of letters from each of its
 * characters.
 */
function findEmails(text: string): [number, number][] {
  const out: [number, number][] = [];
  let last = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > last && EMAIL_LOCAL.test(text[start - 1])) start--;
    if (start === at) continue;
    EMAIL_DOMAIN.lastIndex = at + 1;
    const domain = EMAIL_DOMAIN.exec(text);
    if (!domain) continue;
    last = at + 1 + domain[0].length;
    out.push([start, last]);
  }
  return out;
}

/** `referenceHosts`: more hosts whose addresses cite literature and are not flagged (see citations.ts). */
export type ContactOptions = { referenceHosts?: readonly string[] };

export function findContacts(text: string, options: ContactOptions = {}): Candidate[] {
  const out: Candidate[] = [];
  const add = (s: number, e: number, kind: Candidate['kind']) => {
    const c = candidate(text, s, e, kind);
    if (c) out.push(c);
  };
  for (const [s, e] of findEmails(text)) add(s, e, 'email');
  for (const m of text.matchAll(EMAIL_SPELLED)) {
    if (/[[({]at[\])}]|\sdot\s|[[({]dot[\])}]/i.test(m[0])) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'email');
  }
  for (const re of [URL_SCHEME, URL_BARE])
    for (const m of text.matchAll(re)) {
      if (isReferenceUrl(m[0], options.referenceHosts)) continue;
      add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'url');
    }
  for (const m of text.matchAll(IPV4)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'ip');
  for (const m of text.matchAll(IPV6)) {
    // Needs a hex letter or "::" so clock times (14:20:33) stay out.
    if ((/[a-f]/i.test(m[0]) || m[0].includes('::')) && (m[0].match(/:/g)?.length ?? 0) >= 2) {
      add(m.index ?? 0, (m.index ?? 0) + m[0].length, 'ip');
    }
  }
  for (const m of text.matchAll(PHONE_WORDS)) {
    if (isSpokenPhone(m[0])) add(m.index ?? 0, (m.index ?? 0) + m[0].length, phoneKind(text, m.index ?? 0));
  }
  for (const m of text.matchAll(PHONE_INTL)) {
    const digits = m[0].replace(/\D/g, '').length;
    if (digits >= 8 && digits <= 15) add(m.index ?? 0, (m.index ?? 0) + m[0].length, phoneKind(text, m.index ?? 0));
  }
  for (const re of [PHONE_10, PHONE_PLUS, PHONE_7, PHONE_SLASHED]) {
    for (const m of text.matchAll(re)) add(m.index ?? 0, (m.index ?? 0) + m[0].length, phoneKind(text, m.index ?? 0));
  }
  for (const m of [...text.matchAll(PHONE_LABELLED), ...text.matchAll(PHONE_7_SPACED)]) {
    const s = (m.index ?? 0) + m[0].length - m[1].length;
    add(s, s + m[1].length, phoneKind(text, s));
  }
  return out;
}
