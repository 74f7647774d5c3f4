import type { ConsensusData, PeerChallengeData } from '@pc/contracts';
import { markdownToHtml, sanitizeHtml } from '../../lib/rich-text.js';

/**
 * The rich-text fields of a consensus (spec §3) turned from the author's markdown into the sanitised
 * HTML readers get, as a submission is stored (modules/consensus/consensus-content.ts; a test there
 * checks that the two agree on these documents).
 */
export function storedConsensus(source: ConsensusData): ConsensusData {
  return {
    ...source,
    ConsensusOpinionStatement: markdownToHtml(source.ConsensusOpinionStatement),
    PatientCases: source.PatientCases.map((c) => ({ ...c, CaseText: markdownToHtml(c.CaseText) })),
    ClinicalAnalysis: {
      ...source.ClinicalAnalysis,
      AnalysisText: markdownToHtml(source.ClinicalAnalysis.AnalysisText),
    },
    Sections: source.Sections.map((s) => ({ ...s, Text: markdownToHtml(s.Text) })),
    Conclusion: { ...source.Conclusion, ConclusionText: markdownToHtml(source.Conclusion.ConclusionText) },
  };
}

export interface SeedConsensus {
  /** Who wrote it: a demo user's e-mail. */
  authorEmail: string;
  status: 'published' | 'in_review';
  /** The author's markdown, as the wizard submits it. */
  source: ConsensusData;
}

const quote = (Quote: string, Author: string, Specialty: string) => ({
  Quote,
  Author,
  Specialty,
  KeyOpinionLeader: false,
});

function consensusSource(
  o: { title: string; topic: string; specialty: string; type: ConsensusData['ConsensusType'] },
  patient: { caseText: string; caseNumber: number },
  author: { name: string; titles: string },
): ConsensusData {
  const { title, topic, specialty, type } = o;
  return {
    ConsensusTitle: title,
    ConsensusTopic: topic,
    TopicSelection: specialty,
    ConsensusOpinionStatement: `Most responding physicians favoured an **individualised approach** to ${topic.toLowerCase()}.`,
    ConsensusType: type,
    PatientCases: [
      {
        CaseText: patient.caseText,
        CaseNumber: patient.caseNumber,
        View: 'Full',
        PublishDate: '2026-10-01',
        ResponseCount: 14,
      },
    ],
    ClinicalAnalysis: {
      AnalysisText:
        'Respondents weighed three things:\n\n- guideline recommendations\n- comorbidities\n- patient preference',
      Quotes: [quote('Start low, go slow, and check labs early.', 'Dr. Priya Natarajan', specialty)],
    },
    SectionLabel: 'Differing consults',
    Sections: [
      {
        id: 1,
        Title: 'A conservative view',
        Text: 'A minority preferred *watchful waiting* with close follow-up.',
        SectionTopic: topic,
        Quotes: [],
      },
    ],
    Conclusion: {
      ConclusionTitle: 'Treat, with early monitoring',
      ConclusionText: 'The community leaned toward treatment with a defined monitoring plan in the first month.',
      Quotes: [quote('Shared decision-making made the difference for my patients.', 'Dr. Marcus Okafor', specialty)],
    },
    Definitions: [{ Term: 'eGFR', Definition: 'Estimated glomerular filtration rate.' }],
    References: [
      {
        Text: 'Society guideline, 2025 update',
        Url: 'https://guidelines.example.org/2025',
        LinkText: 'Read the guideline',
      },
    ],
    Sources: [
      {
        id: 1,
        sourceType: 'Community patient case',
        sourceContent: `#${patient.caseNumber}`,
        sourceDate: '2026-10-01',
      },
    ],
    Author: { Name: author.name, Npi: '', Specialty: specialty, Titles: author.titles, AvatarImage: { url: '' } },
    SummaryTile: {
      Title: title,
      CtaText: 'Read the consensus',
      AuthorName: author.name,
      AuthorTitle: author.titles,
      Image: { url: '' },
    },
    Program: { ProgramId: 'PRG-1001', Name: 'Heart Failure Update 2026' },
  };
}

const MODERATOR = { email: 'moderator@example.org', name: 'Morgan Moderator', titles: 'MD' };
const IQ_MODERATOR = { email: 'iqmoderator@example.org', name: 'Iris Quinn', titles: 'MD, MPH' };

/**
 * Demo consensus summaries in the content shapes of spec §3: three published by the moderator, and
 * one in review by the IQ moderator, so a reviewer (the moderator or the administrator) has one to
 * review. Their specialties are among the seeded ones.
 */
export function consensusDocuments(): SeedConsensus[] {
  const byModerator = (
    o: Parameters<typeof consensusSource>[0],
    patient: Parameters<typeof consensusSource>[1],
  ): SeedConsensus => ({
    authorEmail: MODERATOR.email,
    status: 'published',
    source: consensusSource(o, patient, MODERATOR),
  });
  return [
    byModerator(
      {
        title: 'SGLT2 inhibitors in HFpEF with CKD',
        topic: 'SGLT2 inhibitors in HFpEF',
        specialty: 'Cardiology',
        type: 'Community',
      },
      { caseText: 'A 74-year-old woman with HFpEF and eGFR 34.', caseNumber: 1001 },
    ),
    byModerator(
      {
        title: 'Anticoagulation after post-operative AF',
        topic: 'Post-operative atrial fibrillation',
        specialty: 'Cardiology',
        type: 'Clinical',
      },
      { caseText: 'A 66-year-old man with AF after CABG.', caseNumber: 1002 },
    ),
    byModerator(
      {
        title: 'Dupilumab non-response',
        topic: 'Atopic dermatitis after dupilumab',
        specialty: 'Dermatology',
        type: 'Expert On Call',
      },
      { caseText: 'A 29-year-old with severe atopic dermatitis.', caseNumber: 1003 },
    ),
    {
      authorEmail: IQ_MODERATOR.email,
      status: 'in_review',
      source: consensusSource(
        {
          title: 'Statin intolerance after ACS',
          topic: 'Lipid lowering after statin intolerance',
          specialty: 'Cardiology',
          type: 'Community',
        },
        { caseText: 'A 58-year-old man with myalgia on two statins, three months after an NSTEMI.', caseNumber: 1004 },
        IQ_MODERATOR,
      ),
    },
  ];
}

/** The demo peer challenge, published; its HTML fields sanitised as the API stores them. */
export function peerChallengeDocument(): PeerChallengeData {
  const doc: PeerChallengeData = {
    programId: 'PRG-1001',
    assetId: 'PC-2001',
    title: 'Peer Challenge: Heart Failure Therapies',
    ProgramTile: {
      title: 'Heart Failure Update 2026',
      CtaText: 'Join the program',
      ctaUrl: 'https://programs.example.org/prg-1001',
      Image: { url: '' },
      backgroundImage: { url: '' },
    },
    Topics: [
      {
        id: 1,
        title: 'Starting an SGLT2 inhibitor',
        anchorText: 'SGLT2 inhibitors',
        description: '<p>When do you start an SGLT2 inhibitor in HFpEF?</p>',
        question: 'Would you start it at eGFR 34?',
        summaryOfResponses: '<p>Most respondents would start it and monitor renal function at two weeks.</p>',
      },
    ],
    Sources: [{ id: 1, sourceType: 'Community patient case', sourceContent: '#1001', sourceDate: '2026-10-01' }],
  };
  return {
    ...doc,
    Topics: doc.Topics.map((t) => ({
      ...t,
      description: sanitizeHtml(t.description),
      summaryOfResponses: sanitizeHtml(t.summaryOfResponses),
    })),
  };
}
