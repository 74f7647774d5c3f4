import {
  type ConsensusData,
  type ConsensusQuote,
  type PeerChallengeData,
  type SummaryIssue,
  dropEmptyItems,
  summaryIssues,
} from '@pc/contracts';
import { markdownToHtml, plainText, sanitizeHtml } from '../../lib/rich-text.js';

/**
 * How a submitted document becomes the stored one: rich text (markdown) becomes sanitised HTML,
 * everything else stays plain text (readers escape it), and every address is checked, since a
 * reader's page turns it into a link or an image.
 */

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;
/** Images this server serves (`POST uploads/images` answers with such a path). */
const UPLOADED_IMAGE = /^\/api\/v1\/uploads\/[A-Za-z0-9._-]+$/;

export const isWebAddress = (url: string) => WEB_ADDRESS.test(url.trim());
export const isImageAddress = (url: string) =>
  url.trim() === '' || isWebAddress(url) || UPLOADED_IMAGE.test(url.trim());

type Issue = Pick<SummaryIssue, 'field' | 'message'>;

function addressIssues(data: ConsensusData): Issue[] {
  const issues: Issue[] = [];
  data.References.forEach((r, i) => {
    if (r.Url.trim() && !isWebAddress(r.Url)) {
      issues.push({
        field: `References.${i}.Url`,
        message: `Reference ${i + 1} Url must start with http:// or https://`,
      });
    }
  });
  const image = (field: string, name: string, url: string | undefined) => {
    if (url && !isImageAddress(url))
      issues.push({ field, message: `${name} must be an uploaded image or a web address` });
  };
  image('Author.AvatarImage.url', 'Author Image', data.Author.AvatarImage.url);
  image('SummaryTile.Image.url', 'Tile Image', data.SummaryTile.Image.url);
  const quoteLists: [string, string, ConsensusQuote[]][] = [
    ['ClinicalAnalysis.Quotes', 'Analysis Quote', data.ClinicalAnalysis.Quotes],
    ...data.Sections.map((s, i): [string, string, ConsensusQuote[]] => [
      `Sections.${i}.Quotes`,
      `Section ${i + 1} Quote`,
      s.Quotes,
    ]),
    ['Conclusion.Quotes', 'Conclusion Quote', data.Conclusion.Quotes],
  ];
  for (const [path, name, quotes] of quoteLists) {
    for (const [i, q] of quotes.entries()) {
      image(`${path}.${i}.AvatarImage.url`, `${name} ${i + 1} Image`, q.AvatarImage?.url);
    }
  }
  return issues;
}

/**
 * The rules of spec §5 (the same function and words as the wizard, from contracts), after empty
 * items are dropped as the wizard drops them, plus the server's own address checks.
 */
export function submissionIssues(data: ConsensusData): Issue[] {
  return [...summaryIssues(data), ...addressIssues(data)];
}

/** The submission as the author's source: empty rows dropped, plain fields cleaned, markdown kept. */
export function submittedSource(data: ConsensusData): ConsensusData {
  return mapText(dropEmptyItems(data), (markdown) => plainText(markdown));
}

/** The stored, served form of a source: markdown fields as sanitised HTML. */
export function storedData(source: ConsensusData): ConsensusData {
  return mapText(source, markdownToHtml);
}

const quote = (q: ConsensusQuote): ConsensusQuote => ({
  ...q,
  Quote: plainText(q.Quote),
  Author: plainText(q.Author),
  Specialty: plainText(q.Specialty),
  AvatarImage: q.AvatarImage ? { url: q.AvatarImage.url.trim() } : q.AvatarImage,
});

/** Applies `rich` to the markdown fields and cleans every plain one. */
function mapText(data: ConsensusData, rich: (markdown: string) => string): ConsensusData {
  const p = plainText;
  return {
    ...data,
    ConsensusTitle: p(data.ConsensusTitle),
    ConsensusTopic: p(data.ConsensusTopic),
    TopicSelection: p(data.TopicSelection),
    ConsensusOpinionStatement: rich(data.ConsensusOpinionStatement),
    PatientCases: data.PatientCases.map((c) => ({
      ...c,
      CaseText: rich(c.CaseText),
      View: p(c.View),
      PublishDate: p(c.PublishDate),
    })),
    ClinicalAnalysis: {
      AnalysisText: rich(data.ClinicalAnalysis.AnalysisText),
      Quotes: data.ClinicalAnalysis.Quotes.map(quote),
    },
    SectionLabel: p(data.SectionLabel),
    Sections: data.Sections.map((s) => ({
      ...s,
      Title: p(s.Title),
      Text: rich(s.Text),
      SectionTopic: p(s.SectionTopic),
      Quotes: s.Quotes.map(quote),
    })),
    Conclusion: {
      ConclusionTitle: p(data.Conclusion.ConclusionTitle),
      ConclusionText: rich(data.Conclusion.ConclusionText),
      Quotes: data.Conclusion.Quotes.map(quote),
    },
    Definitions: data.Definitions.map((d) => ({ Term: p(d.Term), Definition: p(d.Definition) })),
    References: data.References.map((r) => ({ Text: p(r.Text), Url: r.Url.trim(), LinkText: p(r.LinkText) })),
    Sources: data.Sources.map((s) => ({
      ...s,
      sourceType: p(s.sourceType),
      sourceContent: p(s.sourceContent),
      sourceDate: p(s.sourceDate),
    })),
    Author: {
      Name: p(data.Author.Name),
      Npi: p(data.Author.Npi),
      Specialty: p(data.Author.Specialty),
      Titles: p(data.Author.Titles),
      AvatarImage: { url: data.Author.AvatarImage.url.trim() },
    },
    SummaryTile: {
      Title: p(data.SummaryTile.Title),
      CtaText: p(data.SummaryTile.CtaText),
      AuthorName: p(data.SummaryTile.AuthorName),
      AuthorTitle: p(data.SummaryTile.AuthorTitle),
      Image: { url: data.SummaryTile.Image.url.trim() },
    },
    Program: data.Program ? { ProgramId: p(data.Program.ProgramId), Name: p(data.Program.Name) } : data.Program,
  };
}

/** A peer challenge's address problems (its tile's link and images). */
export function peerChallengeIssues(data: PeerChallengeData): Issue[] {
  const tile = data.ProgramTile;
  if (!tile) return [];
  const issues: Issue[] = [];
  if (tile.ctaUrl.trim() && !isWebAddress(tile.ctaUrl)) {
    issues.push({ field: 'data.ProgramTile.ctaUrl', message: 'Program Tile link must start with http:// or https://' });
  }
  if (!isImageAddress(tile.Image.url)) {
    issues.push({
      field: 'data.ProgramTile.Image.url',
      message: 'Program Tile Image must be an uploaded image or a web address',
    });
  }
  if (!isImageAddress(tile.backgroundImage.url)) {
    issues.push({
      field: 'data.ProgramTile.backgroundImage.url',
      message: 'Program Tile Background Image must be an uploaded image or a web address',
    });
  }
  return issues;
}

/** A peer challenge as stored: its HTML fields sanitised, the rest plain text. */
export function storedPeerChallenge(data: PeerChallengeData): PeerChallengeData {
  const p = plainText;
  const optional = (value: string | null | undefined) => (typeof value === 'string' ? p(value) : value);
  return {
    ...data,
    programId: optional(data.programId),
    assetId: optional(data.assetId),
    title: p(data.title),
    ProgramTile: data.ProgramTile
      ? {
          title: p(data.ProgramTile.title),
          CtaText: p(data.ProgramTile.CtaText),
          ctaUrl: data.ProgramTile.ctaUrl.trim(),
          Image: { url: data.ProgramTile.Image.url.trim() },
          backgroundImage: { url: data.ProgramTile.backgroundImage.url.trim() },
        }
      : data.ProgramTile,
    Topics: data.Topics.map((t) => ({
      id: t.id,
      title: p(t.title),
      anchorText: p(t.anchorText),
      description: sanitizeHtml(t.description),
      question: optional(t.question),
      summaryOfResponses: sanitizeHtml(t.summaryOfResponses),
    })),
    Sources: data.Sources.map((s) => ({
      ...s,
      sourceType: p(s.sourceType),
      sourceContent: p(s.sourceContent),
      sourceDate: p(s.sourceDate),
    })),
  };
}

/**
 * The texts of a submission checked for patient identifiers (issue 14), by body path. Rich-text
 * (markdown) fields are checked as the reader sees them (phi.service `richTextForCheck`). Left out:
 * the fields that name the physicians behind the document by design (Author, SummaryTile author,
 * each quote's Author and Specialty), References (a citation names its authors and its date) and
 * Sources (a source is a case number and a date), addresses, image links and the publication dates
 * of cases: metadata, not prose about a patient.
 */
export function consensusTexts(source: ConsensusData, rich: (markdown: string) => string): Record<string, string> {
  const texts: Record<string, string> = {};
  const add = (path: string, value: string | null | undefined) => {
    if (value) texts[`data.${path}`] = value;
  };
  const quotes = (path: string, list: ConsensusQuote[]) => {
    for (const [i, q] of list.entries()) add(`${path}.${i}.Quote`, q.Quote);
  };
  add('ConsensusTitle', source.ConsensusTitle);
  add('ConsensusTopic', source.ConsensusTopic);
  add('ConsensusOpinionStatement', rich(source.ConsensusOpinionStatement));
  source.PatientCases.forEach((c, i) => {
    add(`PatientCases.${i}.CaseText`, rich(c.CaseText));
    add(`PatientCases.${i}.View`, c.View);
  });
  add('ClinicalAnalysis.AnalysisText', rich(source.ClinicalAnalysis.AnalysisText));
  quotes('ClinicalAnalysis.Quotes', source.ClinicalAnalysis.Quotes);
  add('SectionLabel', source.SectionLabel);
  source.Sections.forEach((s, i) => {
    add(`Sections.${i}.Title`, s.Title);
    add(`Sections.${i}.Text`, rich(s.Text));
    add(`Sections.${i}.SectionTopic`, s.SectionTopic);
    quotes(`Sections.${i}.Quotes`, s.Quotes);
  });
  add('Conclusion.ConclusionTitle', source.Conclusion.ConclusionTitle);
  add('Conclusion.ConclusionText', rich(source.Conclusion.ConclusionText));
  quotes('Conclusion.Quotes', source.Conclusion.Quotes);
  source.Definitions.forEach((d, i) => {
    add(`Definitions.${i}.Term`, d.Term);
    add(`Definitions.${i}.Definition`, d.Definition);
  });
  add('SummaryTile.Title', source.SummaryTile.Title);
  add('SummaryTile.CtaText', source.SummaryTile.CtaText);
  return texts;
}
