import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { consensusInput } from '../consensus/consensus.fixtures.js';

/**
 * Issue 23: a link that cites literature, a guideline or a trial is no patient identifier, so an answer
 * citing one is stored without a prompt; a personal or patient-portal address still asks first. Hosts
 * besides the built-in ones come from the server's configuration (`PHI_REFERENCE_HOSTS`), through the
 * detector's worker pool as well as inline (an answer past 500 characters is checked in the pool).
 */
const GUIDELINE_HOST = 'guidelines.cardio-society.example';
const LONG_TAIL = ' Rationale follows.'.repeat(40);

let t: TestApp;
let member: Awaited<ReturnType<typeof buildMember>>;
let moderator: Awaited<ReturnType<typeof buildUser>>;
let colleague: Awaited<ReturnType<typeof buildMember>>;

beforeAll(async () => {
  t = await createTestApp({ PHI_REFERENCE_HOSTS: ` ${GUIDELINE_HOST.toUpperCase()} ,journals.example.org` });
  moderator = await buildUser(t.database.db, { role: 'moderator' });
  member = await buildMember(t.database.db, { role: 'hcp', specialty: 'Cardiology' });
  colleague = await buildMember(t.database.db, { role: 'hcp', specialty: 'Cardiology' });
});
afterAll(() => t.close());

async function answer(text: string) {
  const topic = await buildTopic(t.database.db, { authorUserId: moderator.id, hideAnswers: false });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/comments',
    headers: await t.authAs(member),
    payload: { topicId: topic.id, text },
  });
}

describe('citations in an answer', () => {
  it.each([
    ['a guideline DOI', 'Per the 2022 AHA/ACC guideline (doi:10.1161/CIR.0000000000001063), start a beta-blocker.'],
    ['a doi.org link', 'See https://doi.org/10.1056/NEJMoa2034577 for the trial.'],
    ['a PubMed link', 'Meta-analysis: https://pubmed.ncbi.nlm.nih.gov/31475795/ supports it.'],
    ['a PMID and an NCT number', 'PMID: 31475795 and NCT03036124 both show the benefit.'],
    ['a ClinicalTrials.gov link', 'Enrolling: https://clinicaltrials.gov/study/NCT03036124 if eligible.'],
    ['a configured guideline host', `Our society's advice: https://${GUIDELINE_HOST}/hf/2024#section-4 applies.`],
    ['a configured host, checked in the pool', `See https://journals.example.org/article/77 on dosing.${LONG_TAIL}`],
  ])('%s is stored without a prompt', async (_what, text) => {
    const res = await answer(text);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['a patient portal', 'Her results are at https://mychart.stmaryhealth.example/patient/88213 if you want.'],
    ['a personal page', 'His fundraiser: https://www.gofundme.com/f/help-tom-walker-recover'],
    ['a lookalike of a reference host', 'See https://pubmed.ncbi.nlm.nih.gov.patient-files.example/88213 now.'],
    ['a portal, checked in the pool', `Scans: https://portal.valleyclinic.example/record/4471${LONG_TAIL}`],
  ])('%s asks first (422 with the url)', async (_what, text) => {
    const res = await answer(text);
    expect(res.statusCode).toBe(422);
    expect(res.json().findings.map((f: { kind: string }) => f.kind)).toContain('url');
  });
});

/**
 * Issue 24: every form `findCitations` recognises (the four identifiers, bare or labelled, and the links
 * to PubMed, PMC, doi.org and ClinicalTrials.gov) is stored without a prompt in an answer, a comment
 * and a consensus's text.
 */
const CITATION_FORMS = [
  'PMID: 31475795',
  'PMID 31475795',
  'https://pubmed.ncbi.nlm.nih.gov/31475795/',
  'https://www.ncbi.nlm.nih.gov/pubmed/31475795',
  'PMC7029158',
  'https://pmc.ncbi.nlm.nih.gov/articles/PMC7029158/',
  'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7029158/',
  '10.1056/NEJMoa2107038',
  'doi:10.1056/NEJMoa2107038',
  'https://doi.org/10.1056/NEJMoa2107038',
  'http://dx.doi.org/10.1016/S0140-6736(20)30183-5',
  'NCT03036124',
  'https://clinicaltrials.gov/study/NCT03036124',
  'https://clinicaltrials.gov/ct2/show/NCT03036124',
];

describe('every citation form, never a patient identifier', () => {
  it.each(CITATION_FORMS)('%s in an answer is stored without a prompt', async (form) => {
    const res = await answer(`Start a beta-blocker (${form}).`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('all of them together in a comment are stored without a prompt', async () => {
    const first = await answer('I would start a beta-blocker now.');
    expect(first.statusCode, first.body).toBe(200);
    const { topicId, id } = first.json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers: await t.authAs(colleague),
      payload: { topicId, replyTo: id, text: `Evidence: ${CITATION_FORMS.join(', ')}.` },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('all of them together in a consensus are submitted without a prompt', async () => {
    const data = consensusInput({
      ConsensusOpinionStatement: `Most would start it (${CITATION_FORMS.slice(0, 7).join('; ')}).`,
      Conclusion: {
        ConclusionTitle: 'Treat',
        ConclusionText: `See ${CITATION_FORMS.slice(7).join(' and ')}.`,
        Quotes: [],
      },
      References: CITATION_FORMS.filter((f) => f.startsWith('http')).map((Url) => ({
        Text: Url,
        Url,
        LinkText: 'Read',
      })),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/strapi',
      headers: await t.authAs(moderator),
      payload: { data },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('PHI_REFERENCE_HOSTS', () => {
  it('refuses to start with anything but host names', async () => {
    await expect(createTestApp({ PHI_REFERENCE_HOSTS: 'https://guidelines.example.org/path' })).rejects.toThrow(
      /PHI_REFERENCE_HOSTS/,
    );
  });
});
