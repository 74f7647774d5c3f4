import { COMMON_WORDS_TEXT } from './lists/common-words';

/**
 * The safe list behind "a name-shaped word nobody would write as an ordinary word is a name" (Philter's idea:
 * list the ordinary and clinical words, not every name of every origin). Lowercase words only.
 */
const COMMON = new Set(COMMON_WORDS_TEXT.split(' '));

/** Inflections the generated list leaves out because they follow from a listed stem. */
const INFLECTIONS: [string, string][] = [
  ['ies', 'y'],
  ['es', ''],
  ['s', ''],
  ['ed', ''],
  ['ed', 'e'],
  ['ing', ''],
  ['ing', 'e'],
  ['ly', ''],
  ['ers', ''],
  ['er', ''],
];

/** An ordinary English word (or an inflection of one): "rose", "frank", "swelling". */
export function commonWord(lw: string): boolean {
  if (COMMON.has(lw)) return true;
  for (const [suf, rep] of INFLECTIONS)
    if (lw.endsWith(suf) && lw.length - suf.length >= 3 && COMMON.has(lw.slice(0, -suf.length) + rep)) return true;
  return false;
}

/**
 * Endings of drug names, diagnoses, procedures and lab words that names of any origin hardly ever have:
 * "apixaban", "osimertinib", "pancreatitis", "enterography". Checked on the lowercased word.
 */
const CLINICAL_ENDING =
  /(?:mab|nib|pril|sartan|olol|statin|azole|mycin|micin|cillin|cycline|floxacin|ovir|gliptin|gliflozin|parin|xaban|gatran|platin|taxel|rubicin|sone|olone|semide|thiazide|dipine|afil|oxetine|zepam|zolam|tidine|prazole|setron|triptan|lukast|terol|tropium|caine|phylline|profen|fenac|coxib|cept|glutide|tide|amine|idine|azine|itis|osis|emia|aemia|uria|algia|ectomy|otomy|ostomy|plasty|scopy|graphy|gram|pathy|penia|cytosis|trophy|plegia|paresis|megaly|ology|ologist|iatric|iatrics|genic|lytic|ase|ocyte|ocytes|philia|phobia|rrhea|rrhoea|uresis|ectasia|sclerosis|stasis|lysis|tomy|coccus|cocci|bacter|bacillus|monas|myces|bacterium)$/;

export const clinicalWord = (lw: string) => lw.length >= 5 && CLINICAL_ENDING.test(lw);

/**
 * Right after a name: an age or age and sex ("58M", ", 84,", " is 19 and", " (63M)", ", aged 90", " 93yo").
 * Tested on at most 40 characters after the name, so it stays linear in the text.
 */
const AGE_UNIT = String.raw`[ \t]?(?:[MF](?![\p{L}\d])|yo(?!\p{L})|y\/o|y\.o\.|-?years?(?!\p{L})|-?yrs?(?!\p{L})|-?(?:months?|mos?|weeks?|wks?|days?)[ -]old|-year-old)`;
const AGE_AFTER = new RegExp(
  [
    // ", 84," ", 58M" ", aged 90" ", ~50M"
    String.raw`^[ \t]*,[ \t]*(?:aged?[ \t]+)?~?\d{1,3}(?:${AGE_UNIT}|[ \t]*[,;)]|[ \t]+and\b)`,
    // " is 19 and", " is a 61M", " was 39,"
    String.raw`^[ \t]+(?:is|was)[ \t]+(?:an?[ \t]+)?~?\d{1,3}(?:${AGE_UNIT}|[ \t]*[,;]|[ \t]+and\b)`,
    // " (63M)", " (6yo)", " 58M", " 93yo", " aged 90"
    String.raw`^(?:[ \t]*\([ \t]*|[ \t]+(?:aged?[ \t]+)?)~?\d{1,3}${AGE_UNIT}`,
    String.raw`^[ \t]+aged?[ \t]+\d{1,3}`,
    // ", aged ninety"
    String.raw`^[ \t]*,[ \t]*aged[ \t]+\p{L}`,
  ].join('|'),
  'u',
);

export const ageAfter = (text: string, end: number) => AGE_AFTER.test(text.slice(end, end + 40));
