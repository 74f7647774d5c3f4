import {
  DEFAULT_QUESTION_DURATION_MS,
  type InternalTopic,
  type QuestionFormBody,
  formatNpiList,
  npiMapIssues,
  parseNpiList,
  questionDateIssues,
  questionFormSchema,
} from '@pc/contracts';
import { fromLocalInput, toLocalInput } from './local-date';

/** What the question form edits. Dates are `datetime-local` values in the moderator's time zone. */
export interface QuestionFormState {
  authorUserId: number | null;
  authorLabel: string;
  title: string;
  description: string;
  therapyArea: string;
  primaryIndication: string;
  secondaryIndication: string;
  stageProgression: string;
  initiatingTeam: string;
  publishDate: string;
  expirationDate: string;
  specialties: string[];
  subspecialties: string[];
  useNpiMap: boolean;
  npiText: string;
  personalized: boolean;
  hideAnswers: boolean;
  rewardEnabled: boolean;
}

export type QuestionField = Exclude<keyof QuestionFormState, 'authorLabel' | 'npiText'> | 'npiMap';

/** The dates the form started from: unchanged ones are sent exactly as they were (to the second). */
export interface SavedDates {
  publishDate: string;
  expirationDate: string;
}

/** A new question: publish now, expire in 7 days (spec §9). */
export function newQuestionState(now: Date): { state: QuestionFormState; saved: SavedDates } {
  const saved = {
    publishDate: now.toISOString(),
    expirationDate: new Date(now.getTime() + DEFAULT_QUESTION_DURATION_MS).toISOString(),
  };
  return {
    saved,
    state: {
      authorUserId: null,
      authorLabel: '',
      title: '',
      description: '',
      therapyArea: '',
      primaryIndication: '',
      secondaryIndication: '',
      stageProgression: '',
      initiatingTeam: '',
      publishDate: toLocalInput(saved.publishDate),
      expirationDate: toLocalInput(saved.expirationDate),
      specialties: [],
      subspecialties: [],
      useNpiMap: false,
      npiText: '',
      personalized: true,
      hideAnswers: true,
      rewardEnabled: true,
    },
  };
}

export const authorLabel = (a: { firstName: string; lastName: string; npi: string | null }) =>
  `${a.firstName} ${a.lastName}${a.npi ? ` (${a.npi})` : ''}`;

export function questionState(q: InternalTopic): { state: QuestionFormState; saved: SavedDates } {
  return {
    saved: { publishDate: q.publishDate, expirationDate: q.expirationDate },
    state: {
      authorUserId: q.author.id,
      authorLabel: authorLabel(q.author),
      title: q.title,
      description: q.description,
      therapyArea: q.therapyArea,
      primaryIndication: q.primaryIndication,
      secondaryIndication: q.secondaryIndication,
      stageProgression: q.stageProgression,
      initiatingTeam: q.initiatingTeam,
      publishDate: toLocalInput(q.publishDate),
      expirationDate: toLocalInput(q.expirationDate),
      specialties: q.specialties.map(String),
      subspecialties: q.subspecialties.map(String),
      useNpiMap: q.useNpiMap,
      npiText: formatNpiList(q.npiMap),
      personalized: q.personalized,
      hideAnswers: q.hideAnswers,
      rewardEnabled: q.rewardEnabled,
    },
  };
}

function dateValue(local: string, saved: string): string {
  if (local === toLocalInput(saved)) return saved;
  return fromLocalInput(local);
}

/** The request body, exactly what the server validates with the same schema. */
export function toBody(state: QuestionFormState, saved: SavedDates): QuestionFormBody {
  return {
    authorUserId: state.authorUserId ?? (undefined as unknown as number),
    title: state.title,
    description: state.description,
    therapyArea: state.therapyArea,
    primaryIndication: state.primaryIndication,
    secondaryIndication: state.secondaryIndication,
    stageProgression: state.stageProgression,
    initiatingTeam: state.initiatingTeam as QuestionFormBody['initiatingTeam'],
    publishDate: dateValue(state.publishDate, saved.publishDate),
    expirationDate: dateValue(state.expirationDate, saved.expirationDate),
    specialties: state.specialties.map(Number),
    subspecialties: state.subspecialties.map(Number),
    useNpiMap: state.useNpiMap,
    // The map is only sent while it is in use, so switching it off clears it.
    npiMap: state.useNpiMap ? parseNpiList(state.npiText).rows : [],
    personalized: state.personalized,
    hideAnswers: state.hideAnswers,
    rewardEnabled: state.rewardEnabled,
  };
}

export type FormErrors = Partial<Record<QuestionField, string>>;

/** Every rule of the form (the contract's schema plus the clock and NPI-row rules), one message per field. */
export function validateQuestion(
  state: QuestionFormState,
  context: { now: Date; saved: SavedDates; ownId: number | null },
): FormErrors {
  const body = toBody(state, context.saved);
  const errors: FormErrors = {};
  const add = (path: string, message: string) => {
    const field = path.split('.')[0] as QuestionField;
    errors[field] ??= message;
  };
  const parsed = questionFormSchema.safeParse(body);
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.map(String).join('.'), issue.message);
  for (const issue of questionDateIssues(body, { now: context.now, saved: context.saved }))
    add(issue.path, issue.message);
  if (state.useNpiMap) {
    const rows = parseNpiList(state.npiText);
    if (rows.errors.length) errors.npiMap = rows.errors.join('\n');
    else for (const issue of npiMapIssues(rows.rows, context.ownId)) add(issue.path, issue.message);
  }
  return errors;
}

/** The text of a field the server checks for patient identifiers (`title`, `description`), as it is sent. */
export function checkedText(state: QuestionFormState, field: string): string {
  return field === 'title' ? state.title : field === 'description' ? state.description : '';
}

/** Maps the server's field errors (`body.title`, `publishDate`, `npiMap.0`) onto the form's fields. */
export function serverErrors(errors: { path: string; message: string }[]): FormErrors {
  const result: FormErrors = {};
  for (const e of errors) {
    const field = e.path.replace(/^body\./, '').split('.')[0] as QuestionField;
    result[field] ??= e.message;
  }
  return result;
}
