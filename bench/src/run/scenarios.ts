import { SEARCH_WORDS } from '../seed/vocabulary.js';
import type { BenchData } from './dataset.js';
import type { BenchRequest } from './load.js';

export type ScenarioName = 'floor' | 'feed' | 'thread' | 'open' | 'answer' | 'rating' | 'search';

export interface Tokens {
  member: string;
  moderator: string;
  writers: string[];
}

export interface ScenarioContext {
  data: BenchData;
  tokens: Tokens;
  /** Questions of the member's own feed, opened in turn by the "open" scenario. */
  openTopicIds: number[];
  search: SearchRoute | null;
  /** Sent like a browser does, so responses are compressed as members would receive them. */
  acceptEncoding: string | null;
}

export interface SearchRoute {
  path: string;
  query: Record<string, string>;
}

export interface Scenario {
  name: ScenarioName;
  label: string;
  kind: 'floor' | 'read' | 'write';
  /** The route as the OpenAPI document names it; the scenario is skipped while the route does not exist. */
  route: { method: 'get' | 'post'; path: string } | null;
  /** How many requests the data allows (answers: one per writer per question); unlimited when absent. */
  budget?: (ctx: ScenarioContext) => number;
  /** A generator of requests; every call returns the next one. */
  requests: (ctx: ScenarioContext) => () => BenchRequest;
}

function headers(ctx: ScenarioContext, token: string, json = false): Record<string, string> {
  const h: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
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
  {
    name: 'search',
    label: 'Moderator search',
    kind: 'read',
    route: null,
    requests: (ctx) => {
      const h = headers(ctx, ctx.tokens.moderator);
      const search = ctx.search!;
      let i = 0;
      return () => {
        const query = new URLSearchParams(search.query);
        for (const [k, v] of query) if (v === '$word') query.set(k, SEARCH_WORDS[i % SEARCH_WORDS.length]!);
        i++;
        return get(`${search.path}?${query}`, h);
      };
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

/**
 * The moderator search of answers and comments, once a route for it exists: a GET under /api/v1 whose
 * path names search and that takes a search word (`word`, `term`, `q` or `searchValue`).
 */
export function findSearchRoute(doc: OpenApiDoc): SearchRoute | null {
  const wordParams = ['word', 'term', 'q', 'searchValue'];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/') || !/search/i.test(path) || /log/i.test(path) || path.includes('{')) continue;
    const params = ops.get?.parameters?.filter((p) => p.in === 'query') ?? [];
    const word = params.find((p) => wordParams.includes(p.name));
    if (!word) continue;
    return { path, query: { [word.name]: '$word' } };
  }
  return null;
}
