import { SEARCH_WORDS } from '../seed/vocabulary.js';
import type { BenchData } from './dataset.js';
import type { BenchRequest } from './load.js';

export type ScenarioName =
  | 'floor'
  | 'feed'
  | 'thread'
  | 'thread-page'
  | 'bell'
  | 'open'
  | 'answer'
  | 'rating'
  | 'search'
  | 'search-newest'
  | 'users'
  | 'users-name'
  | 'users-npi'
  | 'consensuses'
  | 'consensuses-specialty'
  | 'consensus-public';

export interface Tokens {
  member: string;
  moderator: string;
  /** The demo administrator: the user list needs `user_management`, which a moderator's role lacks. */
  admin: string;
  writers: string[];
}

export interface ScenarioContext {
  data: BenchData;
  tokens: Tokens;
  /** Questions of the member's own feed, opened in turn by the "open" scenario. */
  openTopicIds: number[];
  /** Sent like a browser does, so responses are compressed as members would receive them. */
  acceptEncoding: string | null;
}

export interface Scenario {
  name: ScenarioName;
  label: string;
  kind: 'floor' | 'read' | 'write';
  /** The route as the OpenAPI document names it; the scenario is skipped while the route does not exist. */
  route: { method: 'get' | 'post'; path: string } | null;
  /** How many requests the data allows (answers: one per writer per question); unlimited when absent. */
  budget?: (ctx: ScenarioContext) => number;
  /**
   * The fixed rate of its target (req/s), used instead of half the closed-loop throughput unless
   * `--rate` is given: the search target of issue 13 is a p95 at 50 req/s.
   */
  targetRate?: number;
  /** A generator of requests; every call returns the next one. */
  requests: (ctx: ScenarioContext) => () => BenchRequest;
}

function headers(ctx: ScenarioContext, token: string | null, json = false): Record<string, string> {
  const h: Record<string, string> = { accept: 'application/json' };
  if (token) h.authorization = `Bearer ${token}`;
  if (ctx.acceptEncoding) h['accept-encoding'] = ctx.acceptEncoding;
  if (json) h['content-type'] = 'application/json';
  return h;
}

/**
 * Every request gets its own copy of the headers: autocannon writes Content-Length into the object it
 * is given, which must not leak into the next request's (different) body.
 */
const get = (path: string, h: Record<string, string>): BenchRequest => ({ method: 'GET', path, headers: { ...h } });

/**
 * Pair k of (writer, question) such that consecutive requests differ in both: the answer path locks
 * the question row and the writer's row, so a run of one question or one writer would measure a queue.
 */
function answerPair(k: number, writers: number, questions: number) {
  const w = k % writers;
  const round = Math.floor(k / writers);
  return { writer: w, question: (round + w) % questions };
}

const SEARCH_PATH = '/api/v1/search/comments';
const DAY_MS = 24 * 3600 * 1000;
/** The issue 13 target: p95 <= 50 ms at 50 req/s. */
export const SEARCH_TARGET = { rate: 50, p95Ms: 50 } as const;
/** Issue 27: the moderator area's user list and its search, p95 <= 50 ms at 50 req/s. */
export const USERS_TARGET = { rate: 50, p95Ms: 50 } as const;
/** Issue 27: the Case Consensuses list and the public consensus page, p95 <= 20 ms at 200 req/s. */
export const CONSENSUS_TARGET = { rate: 200, p95Ms: 20 } as const;
/** Scenarios of the staff's tools, not members' reads: no share-of-the-floor target (they have their own). */
export const STAFF_SCENARIOS: ScenarioName[] = ['search', 'search-newest', 'users', 'users-name', 'users-npi'];
/** Issue 13's latency targets, each a p95 at a fixed offered rate (the scenario's `targetRate`). */
export const RATE_TARGETS: Partial<Record<ScenarioName, { rate: number; p95Ms: number }>> = {
  feed: { rate: 200, p95Ms: 15 },
  'thread-page': { rate: 200, p95Ms: 20 },
  answer: { rate: 100, p95Ms: 20 },
  rating: { rate: 100, p95Ms: 20 },
  search: SEARCH_TARGET,
  'search-newest': SEARCH_TARGET,
  // Issue 27 (national scale): the user list and its searches as the search, the consensus reads as the feed.
  users: USERS_TARGET,
  'users-name': USERS_TARGET,
  'users-npi': USERS_TARGET,
  consensuses: CONSENSUS_TARGET,
  'consensuses-specialty': CONSENSUS_TARGET,
  'consensus-public': CONSENSUS_TARGET,
};
/** Issue 13: the first page of the hot thread, as JSON before compression. */
export const FIRST_PAGE_MAX_BYTES = 64 * 1024;

/**
 * A moderator's search (spec §7 Search comments) as moderator@: the words of the generated vocabulary
 * in turn (each in many answers, as a real search would be), page 1, over the last year.
 */
function searchScenario(name: ScenarioName, order: 'relevant' | 'newest', label: string): Scenario {
  return {
    name,
    label,
    kind: 'read',
    route: { method: 'get', path: SEARCH_PATH },
    targetRate: RATE_TARGETS[name]!.rate,
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.moderator);
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const now = Date.now();
      const range = { from: day(now - 365 * DAY_MS), to: day(now) };
      let i = 0;
      return () => {
        const word = SEARCH_WORDS[i++ % SEARCH_WORDS.length]!;
        const query = new URLSearchParams({ word, order, offset: '0', limit: '20', ...range });
        return get(`${SEARCH_PATH}?${query}`, h);
      };
    },
  };
}

const USERS_PATH = '/api/v1/users';

/**
 * The moderator area's Users page (spec §2 /moderator/users, §7 Users) as the demo administrator:
 * page 1 in its default order (last name, first name), or a search (`term`) for a generated member
 * by full name or by NPI, a different member each request (100 spread over the table).
 */
function usersScenario(name: ScenarioName, label: string, search: 'name' | 'npi' | null): Scenario {
  return {
    name,
    label,
    kind: 'read',
    route: { method: 'get', path: USERS_PATH },
    targetRate: RATE_TARGETS[name]!.rate,
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.admin);
      const people = ctx.data.searchMembers;
      let i = 0;
      return () => {
        if (!search || !people.length) return get(`${USERS_PATH}?pageNumber=1`, h);
        const person = people[i++ % people.length]!;
        const term = search === 'name' ? person.name : person.npi;
        return get(`${USERS_PATH}?${new URLSearchParams({ term, pageNumber: '1' })}`, h);
      };
    },
  };
}

const CONSENSUS_LIST_PATH = '/api/v1/strapi/consensuses';

export const SCENARIOS: Scenario[] = [
  {
    name: 'floor',
    label: 'Floor: signed-in `select 1`',
    kind: 'floor',
    route: { method: 'get', path: '/api/v1/bench/floor' },
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.member);
      return () => get('/api/v1/bench/floor', h);
    },
  },
  {
    name: 'feed',
    label: 'Feed (My Specialty)',
    kind: 'read',
    route: { method: 'get', path: '/api/v1/topics' },
    targetRate: RATE_TARGETS.feed!.rate,
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.member);
      return () => get('/api/v1/topics?feed=my', h);
    },
  },
  {
    name: 'thread',
    label: 'Hot thread by rating (300 answers, 1,000 comments)',
    kind: 'read',
    route: { method: 'get', path: '/api/v1/comments' },
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.member);
      const path = `/api/v1/comments?topicId=${ctx.data.hotTopicId}&orderby=rating`;
      return () => get(path, h);
    },
  },
  {
    name: 'thread-page',
    label: 'First page of the hot thread by rating (20 answers, 3 comments each)',
    kind: 'read',
    route: { method: 'get', path: '/api/v1/topics/{id}/answers' },
    targetRate: RATE_TARGETS['thread-page']!.rate,
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.member);
      const path = `/api/v1/topics/${ctx.data.hotTopicId}/answers?orderby=rating`;
      return () => get(path, h);
    },
  },
  {
    name: 'bell',
    label: "The bell's unread count (polled by every open page)",
    kind: 'read',
    route: { method: 'get', path: '/api/v1/notifications/unread-count' },
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.member);
      return () => get('/api/v1/notifications/unread-count', h);
    },
  },
  {
    name: 'open',
    label: 'Open a question (records a view)',
    kind: 'read',
    route: { method: 'get', path: '/api/v1/topics/{id}' },
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.member);
      let i = 0;
      return () => get(`/api/v1/topics/${ctx.openTopicIds[i++ % ctx.openTopicIds.length]}`, h);
    },
  },
  {
    name: 'answer',
    label: 'Post an answer',
    kind: 'write',
    route: { method: 'post', path: '/api/v1/comments' },
    targetRate: RATE_TARGETS.answer!.rate,
    budget: (ctx) => ctx.tokens.writers.length * ctx.data.answerableTopicIds.length,
    requests: (ctx) => {
      const writerHeaders = ctx.tokens.writers.map((t) => headers(ctx, t, true));
      const questions = ctx.data.answerableTopicIds;
      let k = 0;
      return () => {
        const n = k++;
        const { writer, question } = answerPair(n, writerHeaders.length, questions.length);
        const text = `Benchmark answer ${n}: I would start apixaban after checking renal function and bleeding risk, with follow-up in two weeks.`;
        return {
          method: 'POST',
          path: '/api/v1/comments',
          headers: { ...writerHeaders[writer]! },
          body: JSON.stringify({ topicId: questions[question], text }),
        };
      };
    },
  },
  {
    name: 'rating',
    label: 'Toggle a rating on the hot thread',
    kind: 'write',
    route: { method: 'post', path: '/api/v1/comments/{id}/ratings' },
    targetRate: RATE_TARGETS.rating!.rate,
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.member, true);
      const answers = ctx.data.hotAnswerIds;
      const body = JSON.stringify({ rating: 1 });
      let i = 0;
      return () => ({
        method: 'POST',
        path: `/api/v1/comments/${answers[i++ % answers.length]}/ratings`,
        headers: { ...h },
        body,
      });
    },
  },
  searchScenario('search', 'relevant', 'Moderator search, by relevance, last 365 days'),
  searchScenario('search-newest', 'newest', 'Moderator search, newest first, last 365 days'),
  usersScenario('users', "Moderator area's user list, page 1 (as admin@)", null),
  usersScenario('users-name', 'User search by full name (as admin@)', 'name'),
  usersScenario('users-npi', 'User search by NPI (as admin@)', 'npi'),
  {
    name: 'consensuses',
    label: 'Case Consensuses list, every specialty',
    kind: 'read',
    route: { method: 'get', path: CONSENSUS_LIST_PATH },
    targetRate: RATE_TARGETS.consensuses!.rate,
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.member);
      return () => get(CONSENSUS_LIST_PATH, h);
    },
  },
  {
    name: 'consensuses-specialty',
    label: "Case Consensuses list of the member's specialty (where members land)",
    kind: 'read',
    route: { method: 'get', path: CONSENSUS_LIST_PATH },
    targetRate: RATE_TARGETS['consensuses-specialty']!.rate,
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.member);
      const path = `${CONSENSUS_LIST_PATH}?${new URLSearchParams({ specialty: ctx.data.memberSpecialty })}`;
      return () => get(path, h);
    },
  },
  {
    name: 'consensus-public',
    label: 'A published consensus read by a visitor without a token',
    kind: 'read',
    route: { method: 'get', path: '/api/v1/strapi/consensus-summaries/{id}' },
    targetRate: RATE_TARGETS['consensus-public']!.rate,
    requests: (ctx) => {
      const h = headers(ctx, null);
      const ids = ctx.data.consensusIds.length ? ctx.data.consensusIds : [1];
      let i = 0;
      return () => get(`/api/v1/strapi/consensus-summaries/${ids[i++ % ids.length]}`, h);
    },
  },
];

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>;
}

/** The product's routes, from its own OpenAPI document (`/api/docs/json`). */
export async function fetchRoutes(baseUrl: string): Promise<OpenApiDoc> {
  const res = await fetch(`${baseUrl}/api/docs/json`);
  if (!res.ok) throw new Error(`GET /api/docs/json answered ${res.status}`);
  return (await res.json()) as OpenApiDoc;
}

export function routeExists(doc: OpenApiDoc, route: { method: string; path: string }): boolean {
  return Boolean(doc.paths[route.path]?.[route.method]);
}
