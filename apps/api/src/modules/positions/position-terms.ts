/**
 * The words of an answer that can tell one position from another: HTML, punctuation, numbers and
 * words every answer uses ("patient", "I think", "the") removed, plurals and -ing/-ed folded so
 * "anticoagulating" and "anticoagulated" count as one word. Used by position-grouping.ts.
 */

/** Negations stay in the stream (as "not") so "not anticoagulate" is a term; alone they say nothing. */
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'nor',
  'dont',
  'doesnt',
  'didnt',
  'wont',
  'wouldnt',
  'shouldnt',
  'cant',
  'cannot',
  'isnt',
  'arent',
  'wasnt',
  'without',
  'against',
]);

const ENGLISH = `a about above after again all almost already also although always am an and any anyone anything are
around as at be because been before being below between both but by can could did do does doing done down during each
either else enough etc even ever every few for from further get gets getting go going got had has have having he her
here hers herself him himself his how however i id if im in into is it its itself ive just know let lets like made make
makes many may maybe me might mine more most much must my myself need needs now of off often on once one only or other
others otherwise our ours ourselves out over own per perhaps quite rather re really said same say says see seem seems
she should since so some something still such sure than that thats the their theirs them themselves then there these
they theyre thing things this those though through thus to too under until up upon us use used using very via want was
way we well were what whatever when where whether which while who whom whose why will with within would yes yet you
your youre yours yourself`;

/** Words of any clinical answer, whatever the position: they would only pull every group together. */
const CLINICAL = `agree agreed answer approach assess base based care case cases clear clinic clinical clinically colleague
colleagues consider considered considering consult data decision definitely depend depends dr discuss discussed doctor
evidence experience fine follow generally good great hi honestly hospital important indeed interesting issue look lot
manage management md mostly note option options patient patients personally physician physicians point post practice
probably pt pts question reasonable recommend recommendation reply right situation strongly suggest take thank thanks
therapy think thought treat treatment typically usually view year years yo old`;

const STOP = new Set([...ENGLISH.split(/\s+/), ...CLINICAL.split(/\s+/)]);

/** Light suffix folding, not a full stemmer: enough to merge the forms people write in one thread. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|ys)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length >= 5) w = w.slice(0, -2);
  return w;
}

export interface AnswerWords {
  /** Folded words in order; negations as "not". */
  stems: string[];
  /** The word as written for each stem, to show in labels. */
  surfaces: string[];
}

export const NOT = 'not';

/** The content words of one answer's text (which may hold HTML from the editor). */
export function answerWords(text: string): AnswerWords {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '');
  const stems: string[] = [];
  const surfaces: string[] = [];
  for (const raw of plain.split(/[^a-z0-9]+/)) {
    if (raw.length < 2 || /^\d+$/.test(raw)) continue;
    if (NEGATIONS.has(raw)) {
      stems.push(NOT);
      surfaces.push(NOT);
      continue;
    }
    if (STOP.has(raw)) continue;
    const folded = stem(raw);
    if (STOP.has(folded)) continue;
    stems.push(folded);
    surfaces.push(raw);
  }
  return { stems, surfaces };
}
