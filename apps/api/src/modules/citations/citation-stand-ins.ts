import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the three metadata services (issue 24 tests): NCBI E-utilities esummary,
 * Crossref works/{doi} and ClinicalTrials.gov API v2 studies/{nct}, answering in their own JSON
 * shapes. Items listed in `slow` are answered only after `slowMs` (a service that times out).
 */
export interface StandIns {
  ncbiUrl: string;
  crossrefUrl: string;
  clinicalTrialsUrl: string;
  /** Every path and query asked, in order. */
  requests: string[];
  slow: Set<string>;
  close(): Promise<void>;
}

const PUBMED: Record<string, object> = {
  '34449189': {
    uid: '34449189',
    pubdate: '2021 Oct 14',
    source: 'N Engl J Med',
    authors: [{ name: 'Anker SD' }, { name: 'Butler J' }, { name: 'Filippatos G' }],
    title: 'Empagliflozin in Heart Failure with a Preserved Ejection Fraction.',
    volume: '385',
    issue: '16',
    pages: '1451-1461',
    articleids: [{ idtype: 'doi', value: '10.1056/NEJMoa2107038' }],
  },
  // DAPA-HF, which the demo seed's answers cite (db/seed/questions.ts).
  '31535829': {
    uid: '31535829',
    pubdate: '2019 Nov 21',
    source: 'N Engl J Med',
    authors: [{ name: 'McMurray JJV' }, { name: 'Solomon SD' }, { name: 'Inzucchi SE' }],
    title: 'Dapagliflozin in Patients with Heart Failure and Reduced Ejection Fraction.',
    volume: '381',
    issue: '21',
    pages: '1995-2008',
    articleids: [{ idtype: 'doi', value: '10.1056/NEJMoa1911303' }],
  },
};
const PMC: Record<string, object> = {
  '7029158': {
    uid: '7029158',
    pubdate: '2020 Feb 18',
    source: 'BMJ',
    authors: [{ name: 'Ortiz C' }],
    title: 'Beta-blockers after myocardial infarction',
    volume: '368',
    pages: 'm123',
  },
};
const CROSSREF: Record<string, object> = {
  '10.1056/nejmoa2107038': {
    DOI: '10.1056/NEJMoa2107038',
    title: ['Empagliflozin in Heart Failure with a Preserved Ejection Fraction'],
    author: [
      { given: 'Stefan D.', family: 'Anker' },
      { given: 'Javed', family: 'Butler' },
    ],
    'container-title': ['New England Journal of Medicine'],
    'short-container-title': ['N Engl J Med'],
    issued: { 'date-parts': [[2021, 10, 14]] },
    volume: '385',
    issue: '16',
    page: '1451-1461',
  },
  // The heart failure guideline the demo seed's answers cite.
  '10.1161/cir.0000000000001063': {
    DOI: '10.1161/CIR.0000000000001063',
    title: ['2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure'],
    author: [
      { given: 'Paul A.', family: 'Heidenreich' },
      { given: 'Biykem', family: 'Bozkurt' },
    ],
    'container-title': ['Circulation'],
    'short-container-title': ['Circulation'],
    issued: { 'date-parts': [[2022, 5, 3]] },
    volume: '145',
    issue: '18',
    page: 'e895-e1032',
  },
};
const STUDIES: Record<string, object> = {
  NCT03057951: {
    protocolSection: {
      identificationModule: {
        nctId: 'NCT03057951',
        briefTitle:
          'EMPagliflozin outcomE tRial in Patients With chrOnic heaRt Failure With Preserved Ejection Fraction',
      },
      statusModule: { studyFirstPostDateStruct: { date: '2017-02-20' } },
      sponsorCollaboratorsModule: { leadSponsor: { name: 'Boehringer Ingelheim' } },
    },
  },
};

function answer(res: http.ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The item an incoming request asks for, and the stand-in's answer to it. */
function route(url: URL): { item: string; status: number; body: object } {
  if (url.pathname.endsWith('/esummary.fcgi')) {
    const id = url.searchParams.get('id') ?? '';
    const known = (url.searchParams.get('db') === 'pmc' ? PMC : PUBMED)[id];
    const result = known ?? { uid: id, error: 'cannot get document summary' };
    return { item: id, status: 200, body: { header: { type: 'esummary' }, result: { uids: [id], [id]: result } } };
  }
  const work = /\/works\/(.+)$/.exec(url.pathname);
  if (work) {
    const doi = decodeURIComponent(work[1]!).toLowerCase();
    const found = CROSSREF[doi];
    return found
      ? { item: doi, status: 200, body: { status: 'ok', 'message-type': 'work', message: found } }
      : { item: doi, status: 404, body: { status: 'error' } };
  }
  const study = /\/studies\/(NCT\d+)$/.exec(url.pathname);
  const nct = study?.[1] ?? '';
  const found = STUDIES[nct];
  return found ? { item: nct, status: 200, body: found } : { item: nct, status: 404, body: { message: 'not found' } };
}

/** Three servers, one per service, each answering only its own paths (any other is a 404). */
export async function startStandIns(slowMs = 3000): Promise<StandIns> {
  const requests: string[] = [];
  const slow = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const start = async (prefix: string) => {
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push(`${url.pathname}${url.search}`);
      if (!url.pathname.startsWith(prefix)) return answer(res, 404, { message: 'not this service' });
      const { item, status, body } = route(url);
      if (!slow.has(item)) return answer(res, status, body);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer(res, status, body);
      }, slowMs);
      timers.add(timer);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const ncbi = await start('/entrez/eutils/');
  const crossref = await start('/works/');
  const trials = await start('/api/v2/studies/');
  return {
    ncbiUrl: `${ncbi.base}/entrez/eutils`,
    crossrefUrl: crossref.base,
    clinicalTrialsUrl: `${trials.base}/api/v2`,
    requests,
    slow,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const { server } of [ncbi, crossref, trials]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
