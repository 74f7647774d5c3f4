import { PHI_CONTEXT_LENGTH, type PhiConfirmationItem, type PhiSubjectType } from '@pc/contracts';
import { ApiError } from '../../../../lib/api-client';
import { IMAGE_KIND_LABELS } from '../../../uploads/utils/image-refusal';

/**
 * The words of the moderators' list of confirmed patient identifiers (issue 14): what a stored
 * finding is in, where in it, the context around it, and what a failed action tells the moderator.
 */

/** What each kind of subject is called in a sentence ("Delete this answer?"). */
export const SUBJECT_WORDS: Record<PhiSubjectType, string> = {
  answer: 'answer',
  comment: 'comment',
  question: 'question',
  report: 'report',
  consensus: 'consensus summary',
  campaign: 'e-mail campaign',
  image: 'uploaded image',
};

/** What deleting each kind of subject does, as the API does it (docs/phi.md "Moderators"). */
export const DELETE_EFFECTS: Record<PhiSubjectType, string> = {
  answer: 'The answer is marked deleted in its thread; its comments stay.',
  comment: 'The comment is removed from its thread.',
  question: 'The question is deleted, with its answers.',
  report: 'The report is removed.',
  consensus: 'The consensus summary is deleted.',
  campaign: 'The e-mail campaign is deleted.',
  // The API refuses (409): an image is removed where it is used.
  image: 'The image is removed where it is used, not from here.',
};

/** Only an answer's or comment's text is edited here; the other subjects have their own forms. */
export const isEditableHere = (type: PhiSubjectType): type is 'answer' | 'comment' =>
  type === 'answer' || type === 'comment';

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * A body field in words: `text` stays `text`; a consensus path loses its `data.` and counts its list
 * items from 1 (`data.Sections.0.Text` → `Sections 1 › Text`).
 */
export function fieldWords(field: string): string {
  const parts: string[] = [];
  for (const part of field.replace(/^data\./, '').split('.')) {
    if (/^\d+$/.test(part) && parts.length > 0) parts[parts.length - 1] += ` ${Number(part) + 1}`;
    else parts.push(part);
  }
  return parts.join(' › ');
}

/**
 * Where the finding is: "Answer, text", "Consensus summary, Sections 1 › Text"; an image has one
 * field (`image`), so "Uploaded image" alone.
 */
export const placeWords = (item: Pick<PhiConfirmationItem, 'subjectType' | 'field'>) =>
  item.subjectType === 'image'
    ? capitalised(SUBJECT_WORDS.image)
    : `${capitalised(SUBJECT_WORDS[item.subjectType])}, ${fieldWords(item.field)}`;

/** An image's faces (kind `face`, issue 23): marked on the image, with no text around them. */
export const isFace = (item: Pick<PhiConfirmationItem, 'kind'>) => item.kind === 'face';

/** The thumbnail's text alternative: what it is and what is marked on it. */
export const imageAlt = (item: Pick<PhiConfirmationItem, 'text' | 'kind'>) =>
  isFace(item)
    ? `${capitalised(SUBJECT_WORDS.image)}, faces marked`
    : `${capitalised(SUBJECT_WORDS.image)}, finding “${item.text}” marked`;

/** The finding and its kind in a sentence: "“Jane Doe” looks like a name", or the faces of an image. */
export const findingWords = (item: Pick<PhiConfirmationItem, 'text' | 'kind'>) =>
  isFace(item) ? 'Faces, marked on the image' : `“${item.text}” ${IMAGE_KIND_LABELS[item.kind]}`;

/**
 * Why an image's confirmation has no Delete: the API refuses it (409), since an image is
 * content-addressed and may be shown in several places; it is taken down where it is used.
 */
export const IMAGE_NOT_DELETED_HERE =
  'An image is not deleted from this list: it may be used in several places. Replace it where it is used (a consensus summary’s or an ad’s form).';

export const authorName = (item: Pick<PhiConfirmationItem, 'author'>) =>
  `${item.author.firstName} ${item.author.lastName}`.trim();

/**
 * The finding in its stored context, with "…" where the context was cut: a side as long as the API
 * keeps did not reach the start or end of the text (one that ends there by chance gets "…" too).
 */
export function contextPieces(item: Pick<PhiConfirmationItem, 'before' | 'text' | 'after'>) {
  return {
    before: item.before.length >= PHI_CONTEXT_LENGTH ? `…${item.before}` : item.before,
    text: item.text,
    after: item.after.length >= PHI_CONTEXT_LENGTH ? `${item.after}…` : item.after,
  };
}

/**
 * What an action's buttons act on, for their accessible names when many are on the page: "the answer
 * by Wren Ode with “555-0142”".
 */
export const subjectPhrase = (item: Pick<PhiConfirmationItem, 'subjectType' | 'author' | 'text' | 'kind'>) =>
  `the ${SUBJECT_WORDS[item.subjectType]} by ${authorName(item)} with ${isFace(item) ? 'faces' : `“${item.text}”`}`;

/**
 * The toast of a failed delete or edit. The API's refusals say why in words (404: the text or the
 * confirmation is already gone; 403 or 409: a rule of the subject, such as a consensus's reviewer
 * rule); anything else is the generic failure.
 */
export function actionFailure(
  error: unknown,
  type: PhiSubjectType,
  action: 'deleted' | 'changed',
): { title: string; message?: string } {
  const title = `The ${SUBJECT_WORDS[type]} could not be ${action}.`;
  if (!(error instanceof ApiError)) return { title };
  if (error.status === 404) {
    return { title, message: `${error.message || 'It is gone.'} The list now shows what is left.` };
  }
  if ((error.status === 403 || error.status === 409) && error.message) return { title, message: error.message };
  return { title };
}

/** The server's message for the edited text (a text rule such as a minimum length), if it refused one. */
export function textError(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.errors?.find((e) => e.path === 'text' || e.path.endsWith('.text'))?.message ?? null;
}

/** The page in the address (`?page=`): a whole number from 1, 1 when missing or odd. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 1 ? page : 1;
}
