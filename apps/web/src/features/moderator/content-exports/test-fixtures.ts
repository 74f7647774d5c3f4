import {
  type ConsensusFigures,
  type ConsensusSummary,
  consensusFigures,
  type FigureAnswer,
  type PeerChallenge,
} from '@pc/contracts';

/** For the exports' tests: a consensus shaped like the demo seed's, as the API serves it (rich text as HTML). */
export const ORIGIN = 'https://peer.example.org';

export function seededConsensus(overrides: Partial<ConsensusSummary> = {}): ConsensusSummary {
  const quote = (Quote: string, Author: string) => ({
    Quote,
    Author,
    Specialty: 'Cardiology',
    KeyOpinionLeader: false,
  });
  return {
    id: 41,
    status: 'published',
    publishedAt: '2026-10-20T10:00:00.000Z',
    createdAt: '2026-10-18T10:00:00.000Z',
    updatedAt: '2026-10-20T10:00:00.000Z',
    figures: null,
    ConsensusTitle: 'SGLT2 inhibitors in HFpEF with CKD',
    ConsensusTopic: 'SGLT2 inhibitors in HFpEF',
    TopicSelection: 'Cardiology',
    ConsensusOpinionStatement:
      '<p>Most responding physicians favoured an <strong>individualised</strong> approach.</p>',
    ConsensusType: 'Community',
    PatientCases: [
      {
        CaseText: '<p>A 74-year-old woman with HFpEF and eGFR 34.</p>',
        CaseNumber: 1001,
        View: 'Full',
        PublishDate: '2026-10-01',
        ResponseCount: 14,
      },
    ],
    ClinicalAnalysis: {
      AnalysisText: '<p>Respondents weighed guideline recommendations against comorbidities.</p>',
      Quotes: [quote('Start low, go slow, and check labs early.', 'Dr. Priya Natarajan')],
    },
    SectionLabel: 'Differing consults',
    Sections: [
      {
        id: 1,
        Title: 'A conservative view',
        Text: '<p>A minority preferred watchful waiting.</p>',
        SectionTopic: '',
        Quotes: [],
      },
      { id: 2, Title: 'An unfinished section', Text: '<p></p>', SectionTopic: '', Quotes: [] },
    ],
    Conclusion: {
      ConclusionTitle: 'Treat, with early monitoring',
      ConclusionText: '<p>The community leaned toward treatment with a monitoring plan.</p>',
      Quotes: [quote('Shared decision-making made the difference.', 'Dr. Marcus Okafor'), quote('', 'Nobody')],
    },
    Definitions: [{ Term: 'eGFR', Definition: 'Estimated glomerular filtration rate.' }],
    References: [
      {
        Text: 'Society guideline, 2025 update',
        Url: 'https://guidelines.example.org/2025',
        LinkText: 'Read the guideline',
      },
      { Text: 'Trial registry', Url: 'https://trials.example.org/nct-1?arm=a&dose=10', LinkText: '' },
    ],
    Sources: [{ id: 1, sourceType: 'Community patient case', sourceContent: '#1001', sourceDate: '2026-10-01' }],
    Author: { Name: 'Morgan Moderator', Npi: '', Specialty: 'Cardiology', Titles: 'MD', AvatarImage: { url: '' } },
    SummaryTile: {
      Title: 'SGLT2 inhibitors in HFpEF with CKD',
      CtaText: 'Read the consensus',
      AuthorName: 'Morgan Moderator',
      AuthorTitle: 'MD',
      Image: { url: '' },
    },
    Program: { ProgramId: 'PRG-1001', Name: 'Heart Failure Update 2026' },
    ...overrides,
  };
}

export const FIGURE_POSITIONS = ['Start an SGLT2 inhibitor', 'Wait and monitor', 'Refer to nephrology'];

/**
 * Figures of a thread of 40 answers by 36 physicians (issue 24), by the contract's own function:
 * 32 for starting (84%, 95% CI 70–93%: a consensus), 4 for waiting, 2 for referring, 2 unclear;
 * cardiology 20, nephrology 12, internal medicine 5, and endocrinology with 1 placed answer (grouped
 * as other). The best-rated answer outside the lead is a nephrologist's for waiting (12 agree, 3
 * disagree): the minority view.
 */
export function seededFigures(): ConsensusFigures {
  const specialtyOf = (i: number) =>
    i < 20 ? 'Cardiology' : i < 32 ? 'Nephrology' : i < 37 ? 'Internal Medicine' : 'Endocrinology';
  const positionOf = (i: number) => (i % 5 === 4 && i < 30 ? (i < 12 ? 1 : i < 20 ? 2 : 1) : i < 38 ? 0 : null);
  const answers: FigureAnswer[] = Array.from({ length: 40 }, (_, i) => ({
    id: 500 + i,
    authorId: 900 + (i % 36),
    authorName: `Dr. Member ${i}`,
    specialty: specialtyOf(i),
    text: i === 24 ? 'I would wait: her eGFR is falling and she is already on four drugs.' : `Answer ${i}`,
    agree: i === 24 ? 12 : i % 3,
    disagree: i === 24 ? 3 : 1,
    position: positionOf(i),
  }));
  return consensusFigures({
    topicId: 1001,
    positions: FIGURE_POSITIONS,
    answers,
    now: new Date('2026-10-18T10:00:00.000Z'),
  });
}

export function seededPeerChallenge(overrides: Partial<PeerChallenge> = {}): PeerChallenge {
  return {
    id: 7,
    status: 'published',
    publishedAt: '2026-10-20T10:00:00.000Z',
    createdAt: '2026-10-18T10:00:00.000Z',
    updatedAt: '2026-10-20T10:00:00.000Z',
    programId: 'PRG-1001',
    assetId: 'PC-2001',
    title: 'Peer Challenge: Heart Failure Therapies',
    ProgramTile: {
      title: 'Heart Failure Update 2026',
      CtaText: 'Join the program',
      ctaUrl: 'https://programs.example.org/prg-1001',
      Image: { url: '/api/v1/uploads/tile.png' },
      backgroundImage: { url: '' },
    },
    Topics: [
      {
        id: 1,
        title: 'Starting an SGLT2 inhibitor',
        anchorText: 'SGLT2 inhibitors',
        description: '<p>When do you start an SGLT2 inhibitor in HFpEF?</p>',
        question: 'Would you start it at eGFR 34?',
        summaryOfResponses: '<p>Most respondents would start it and monitor renal function.</p>',
      },
    ],
    Sources: [{ id: 1, sourceType: 'Community patient case', sourceContent: '#1001', sourceDate: '2026-10-01' }],
    ...overrides,
  };
}

/** What an attack puts in a text field: markup, an event handler, a script URL and PHP (the fragments are .php files). */
export const HOSTILE = `<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><?php system('id'); ?>`;

/** Nothing in the output can run: no script element, no event handler attribute, no script URL, no PHP opening tag. */
export function activeContent(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('script element');
  if (/<[^>]+\son\w+\s*=/i.test(html)) found.push('event handler');
  if (/(href|src)\s*=\s*["']?\s*javascript:/i.test(html)) found.push('javascript: URL');
  if (/<img[^>]+src=["']?x\b/i.test(html)) found.push('image from the text');
  if (html.includes('<?')) found.push('PHP opening tag');
  return found;
}
