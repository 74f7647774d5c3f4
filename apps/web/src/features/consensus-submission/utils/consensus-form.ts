import {
  type ConsensusCase,
  type ConsensusData,
  type ConsensusQuote,
  type ConsensusSection,
  type CurrentUser,
  DEFAULT_SECTION_LABEL,
  emptyQuote,
  withMinimumRows,
} from '@pc/contracts';

/**
 * The wizard's form model is the contract's consensus data with every default filled in
 * (`ConsensusData`), rich text as the author types it (markdown). It is what is submitted, after
 * `dropEmptyItems` and the summary tile (submission.ts).
 */
export type ConsensusForm = ConsensusData;

/** An answer of the case, as 'add HCP consult' offers it. */
export type CaseAnswer = ConsensusCase['answers'][number];

/** The quote an answer becomes: its text, its author's name and specialty, and where it came from. */
export function quoteFromAnswer(answer: CaseAnswer): ConsensusQuote {
  return {
    Quote: answer.text.trim(),
    Author: answer.authorName,
    Specialty: answer.specialty,
    KeyOpinionLeader: false,
    CommentId: answer.id,
  };
}

/** The author of a new summary: the signed-in moderator (their titles, e.g. 'MD', are typed in the form). */
export function authorFromUser(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'npi' | 'specialty'> | null) {
  return {
    Name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    Npi: user?.npi ?? '',
    Specialty: user?.specialty?.name ?? '',
    Titles: '',
    AvatarImage: { url: '' },
  };
}

/** The publication date of the case as YYYY-MM-DD (the source line shows month and year). */
const dateOnly = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : iso);

/**
 * A new summary of `found` (spec §4: the form is pre-filled from the case): the case's question as
 * the patient case, its first specialty as the filing (none when the case has none: the author then
 * chooses, rather than the summary being filed under the moderator's own specialty unasked), the
 * moderator as author, and one blank row in every list the form always shows.
 */
export function formFromCase(
  found: ConsensusCase,
  user: Pick<CurrentUser, 'firstName' | 'lastName' | 'npi' | 'specialty'> | null,
): ConsensusForm {
  const author = authorFromUser(user);
  return withMinimumRows<ConsensusForm>({
    ConsensusTitle: '',
    ConsensusTopic: found.title,
    TopicSelection: found.specialties[0] ?? '',
    ConsensusOpinionStatement: '',
    ConsensusType: 'Community',
    PatientCases: [
      {
        CaseNumber: found.id,
        CaseText: found.description,
        View: 'Full',
        PublishDate: dateOnly(found.publishDate),
        ResponseCount: found.responseCount,
      },
    ],
    ClinicalAnalysis: { AnalysisText: '', Quotes: [] },
    SectionLabel: DEFAULT_SECTION_LABEL,
    Sections: [],
    Conclusion: { ConclusionTitle: '', ConclusionText: '', Quotes: [] },
    Definitions: [],
    References: [],
    Sources: [],
    Author: author,
    SummaryTile: { Title: '', CtaText: '', AuthorName: '', AuthorTitle: '', Image: { url: '' } },
    Program: null,
  });
}

/** A returned summary opened again: what the author submitted, with the form's blank rows back. */
export function formFromSource(data: ConsensusData): ConsensusForm {
  return withMinimumRows<ConsensusForm>(data);
}

/** A new differing-consults section, with an id no other section of the summary has. */
export function newSection(sections: readonly ConsensusSection[]): ConsensusSection {
  const id = sections.reduce((max, s) => Math.max(max, s.id), 0) + 1;
  return { id, Title: '', Text: '', SectionTopic: '', Quotes: [emptyQuote()] };
}

/**
 * Adds the picked answer as a quote: into the first blank row when there is one (the row the form
 * always shows), otherwise as a new row. An answer already quoted in that list is not added twice.
 */
export function addAnswerQuote(quotes: readonly ConsensusQuote[], answer: CaseAnswer): ConsensusQuote[] {
  if (quotes.some((q) => q.CommentId === answer.id)) return [...quotes];
  const quote = quoteFromAnswer(answer);
  const blank = quotes.findIndex((q) => !q.Quote.trim() && !q.Author.trim() && !q.Specialty.trim());
  if (blank === -1) return [...quotes, quote];
  return quotes.map((q, i) => (i === blank ? quote : q));
}
