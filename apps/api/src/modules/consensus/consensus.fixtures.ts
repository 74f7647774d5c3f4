import type { ConsensusDataInput, PeerChallengeDataInput } from '@pc/contracts';
import type { TestApp } from '../../test/test-app.js';

/** Test data for the consensus tests: a submission that passes every rule of spec §5. */
export function consensusInput(o: Partial<ConsensusDataInput> = {}): ConsensusDataInput {
  return {
    ConsensusTitle: 'SGLT2 inhibitors in HFpEF with CKD',
    ConsensusTopic: 'SGLT2 inhibitors',
    TopicSelection: 'Cardiology',
    ConsensusOpinionStatement: 'Most responders would **start** the drug.',
    ConsensusType: 'Community',
    PatientCases: [
      { CaseText: 'A 74-year-old woman.', CaseNumber: 12, View: 'Full', PublishDate: '2026-10-01', ResponseCount: 3 },
    ],
    ClinicalAnalysis: {
      AnalysisText: 'Respondents weighed:\n\n- guidelines\n- comorbidities',
      Quotes: [{ Quote: 'Start low.', Author: 'Dr. Priya Natarajan', Specialty: 'Cardiology' }],
    },
    Sections: [{ id: 1, Title: 'A conservative view', Text: 'Some preferred *waiting*.', Quotes: [] }],
    Conclusion: { ConclusionTitle: 'Treat', ConclusionText: 'Treat and monitor.', Quotes: [] },
    Definitions: [{ Term: 'eGFR', Definition: 'Estimated glomerular filtration rate.' }],
    References: [{ Text: 'Guideline 2025', Url: 'https://guidelines.example.org/2025', LinkText: 'Read' }],
    Author: { Name: 'Morgan Moderator', Titles: 'MD' },
    SummaryTile: { Title: 'SGLT2 inhibitors in HFpEF with CKD', AuthorName: 'Morgan Moderator' },
    ...o,
  };
}

export function peerChallengeInput(o: Partial<PeerChallengeDataInput> = {}): PeerChallengeDataInput {
  return {
    programId: 'PRG-1',
    assetId: 'PC-1',
    title: 'Peer Challenge: Heart Failure',
    ProgramTile: { title: 'Heart Failure Update', ctaUrl: 'https://programs.example.org/1' },
    Topics: [
      {
        id: 1,
        title: 'Starting an SGLT2 inhibitor',
        anchorText: 'SGLT2',
        description: '<p>When do you start?</p>',
        question: 'Would you start it?',
        summaryOfResponses: '<p>Most would.</p>',
      },
    ],
    ...o,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as a user (or anonymously with null). */
export function caller(t: TestApp) {
  return async (method: Method, url: string, as: { id: number } | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: as ? await t.authAs(as) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Submits a consensus as `author`; returns its id. */
export async function submitConsensus(t: TestApp, author: { id: number }, o: Partial<ConsensusDataInput> = {}) {
  const res = await caller(t)('POST', '/strapi', author, { data: consensusInput(o) });
  if (res.statusCode !== 200) throw new Error(`POST strapi answered ${res.statusCode}: ${res.body}`);
  return res.json().id as number;
}

/** Submits as `author` and publishes as `reviewer`; returns its id. */
export async function publishedConsensus(
  t: TestApp,
  author: { id: number },
  reviewer: { id: number },
  o: Partial<ConsensusDataInput> = {},
) {
  const id = await submitConsensus(t, author, o);
  const res = await caller(t)('POST', `/consensus/${id}/publish`, reviewer);
  if (res.statusCode !== 200) throw new Error(`publish answered ${res.statusCode}: ${res.body}`);
  return id;
}
