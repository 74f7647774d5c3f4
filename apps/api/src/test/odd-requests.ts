import type { InjectOptions } from 'fastify';
import { z } from 'zod';

/**
 * The odd-requests generator of `plugins/errors.test.ts`: for a route's own zod schemas, requests
 * that pass validation except for one odd thing at a time, so the odd values the schemas accept
 * reach the handlers and their queries.
 */
export interface RouteSchemas {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

const HUGE = '99999999999999999999';
/** Just past PostgreSQL's `integer`, and past the integers a JavaScript number holds exactly. */
export const BIG_IDS = ['2147483648', '9007199254740993'];
/** What a list parameter looks like when a client joins an empty selection. */
export const EMPTY_LISTS = ['', ',', ',,'];
export const NUL = '\u0000';

export const ODD_SCALARS: unknown[] = [
  -1,
  0,
  1.5,
  Number(HUGE),
  Number.MAX_SAFE_INTEGER + 2,
  ...BIG_IDS.map(Number),
  '',
  ' ',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  NUL,
  HUGE,
  '2026-02-30T25:61:00Z',
  true,
  null,
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [1] } },
];
export const ODD_PATH_VALUES = [
  'abc',
  '-1',
  '0',
  HUGE,
  ...BIG_IDS,
  '1.5',
  '1e400',
  'NaN',
  '%00',
  'a%00b',
  'x'.repeat(5000),
  '1%20or%201%3D1',
];

/** The object schema inside optional, nullable, default and pipe wrappers, if any. */
export function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    const def = (current as { def?: { innerType?: unknown; in?: unknown; schema?: unknown } }).def;
    current = def?.innerType ?? def?.in ?? def?.schema;
  }
  return {};
}

const inADay = new Date(Date.now() + 86_400_000).toISOString();
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
/** Values tried, in order, to find one each field accepts: a request that passes validation. */
const PLAUSIBLE: unknown[] = [
  1,
  'A plausible piece of text for this field',
  'abcde',
  true,
  inAWeek,
  'someone@example.org',
  '1234567893',
  [1],
  ['Cardiology'],
  [[0, '1234567893']],
  ['1234567893'],
  [],
  {},
  'MS',
  'active',
  'date',
  inADay,
  // Link fields and calendar days (house ads); last, so no field that takes an earlier value changes.
  'https://example.org/plausible',
  inADay.slice(0, 10),
  // Lists of distinct names (a case's positions take 2 to 6).
  ['Start', 'Wait'],
  // A citation key list (GET citations?ids=, issue 24).
  'pmid:1,doi:10.1056/nejmoa2107038',
  // A form as JSON text (PUT drafts/consensus/{topicId}, issue 25).
  '{"ConsensusTitle": "A plausible draft"}',
];

/**
 * A body or query every field of which its schema accepts (fields nothing fits are left out). When
 * the whole object still fails (a rule across fields: publish before expiration), the fields the
 * issues point at try the later candidates, so the NUL and big-id variants below reach the handler.
 */
export function plausible(schema: z.ZodType | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const shape = objectShape(schema);
  for (const [key, field] of Object.entries(shape)) {
    const candidates = [...PLAUSIBLE, ...enumOptions(field), ...nestedCandidates(field)];
    const value = candidates.find((candidate) => field.safeParse(candidate).success);
    if (value !== undefined) out[key] = value;
  }
  const issues = (value: Record<string, unknown>) => schema?.safeParse(value).error?.issues ?? [];
  for (let round = 0; round < 5; round++) {
    const current = issues(out);
    const key = current.map((issue) => String(issue.path[0] ?? '')).find((k) => k in shape);
    if (!key) break;
    const better = PLAUSIBLE.slice(PLAUSIBLE.indexOf(out[key]) + 1).find(
      (candidate) => issues({ ...out, [key]: candidate }).length < current.length,
    );
    if (better === undefined) break;
    out[key] = better;
  }
  return out;
}

/**
 * For a field that is an object, or a list of objects (a document body such as `{ data: {...} }`),
 * one built the same way, field by field; else none.
 */
function nestedCandidates(field: z.ZodType): unknown[] {
  if (Object.keys(objectShape(field)).length) return [plausible(field)];
  let current: unknown = field;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodArray) {
      const element = current.element as z.ZodType;
      return Object.keys(objectShape(element)).length ? [[plausible(element)]] : [];
    }
    current = (current as { def?: { innerType?: unknown } }).def?.innerType;
  }
  return [];
}

/** The options of an enum field (inside optional, default and the like), else none. */
function enumOptions(schema: z.ZodType): unknown[] {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodEnum) return current.options;
    current = (current as { def?: { innerType?: unknown } }).def?.innerType;
  }
  return [];
}

/** The value with a NUL in the middle of its first string (deep), or undefined if it holds none. */
export function withNul(value: unknown): unknown {
  if (typeof value === 'string') {
    const middle = Math.floor(value.length / 2);
    return `${value.slice(0, middle)}${NUL}${value.slice(middle)}`;
  }
  if (Array.isArray(value)) {
    const index = value.findIndex((item) => withNul(item) !== undefined);
    return index < 0 ? undefined : value.map((item, i) => (i === index ? withNul(item) : item));
  }
  return undefined;
}

/** The value with every number in it (deep) replaced by `n`, or undefined if it holds none. */
export function withNumber(value: unknown, n: number): unknown {
  if (typeof value === 'number') return n;
  if (Array.isArray(value)) {
    const replaced = value.map((item) => withNumber(item, n));
    return replaced.some((item) => item !== undefined)
      ? replaced.map((item, i) => (item === undefined ? value[i] : item))
      : undefined;
  }
  return undefined;
}

function pathWith(url: string, value: string) {
  return url.replace(/:[A-Za-z_]+/g, value);
}

const queryString = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** A request and what is odd about it (for the failure list). */
export type OddRequest = InjectOptions & { odd: string };

/**
 * Requests for the route that pass validation except for one odd thing at a time: odd path values,
 * odd, empty-list, NUL-bearing and big-id query values, odd bodies, and for every body field the odd
 * scalars, its plausible value with a NUL inside, and its plausible value with each big id for its
 * numbers.
 */
export function* oddRequests(route: RouteSchemas): Generator<OddRequest> {
  const method = route.method as InjectOptions['method'];
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const query = plausible(route.querystring);
  const body = plausible(route.body);
  const payload = hasBody ? body : undefined;
  const url = (path: string, q: Record<string, unknown> = query) => {
    const qs = queryString(q);
    return qs ? `${path}?${qs}` : path;
  };
  const show = (value: unknown) => JSON.stringify(value)?.slice(0, 60);
  const validPath = pathWith(route.url, '1');
  for (const value of ODD_PATH_VALUES) {
    yield { odd: `path ${value.slice(0, 20)}`, method, url: url(pathWith(route.url, value)), payload };
  }
  yield { odd: 'nothing', method, url: validPath, payload };
  for (const key of Object.keys(objectShape(route.querystring))) {
    const nul = withNul(String(query[key] ?? 'abc'));
    for (const value of [...ODD_PATH_VALUES, ...EMPTY_LISTS, nul])
      yield { odd: `query.${key}=${show(value)}`, method, url: url(validPath, { ...query, [key]: value }), payload };
    yield { odd: `query.${key} twice`, method, url: `${url(validPath)}&${key}=1&${key}=2`, payload };
  }
  if (!hasBody) return;
  const json = { 'content-type': 'application/json' };
  for (const odd of [[], 'text', 42, null, { unknown: 1 }]) {
    yield { odd: `body ${show(odd)}`, method, url: url(validPath), payload: JSON.stringify(odd), headers: json };
  }
  yield { odd: 'body unterminated', method, url: url(validPath), payload: '{"unterminated": ', headers: json };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  yield { odd: 'body form', method, url: url(validPath), payload: 'a=1', headers: form };
  const text = { 'content-type': 'text/plain' };
  yield { odd: 'body text', method, url: url(validPath), payload: 'plain', headers: text };
  for (const key of Object.keys(objectShape(route.body))) {
    const variants = [
      ...ODD_SCALARS,
      withNul(body[key]),
      ...BIG_IDS.map((id) => withNumber(body[key], Number(id))),
    ].filter((value, i, all) => value !== undefined && all.indexOf(value) === i);
    for (const value of variants) {
      yield { odd: `body.${key}=${show(value)}`, method, url: url(validPath), payload: { ...body, [key]: value } };
    }
  }
}
