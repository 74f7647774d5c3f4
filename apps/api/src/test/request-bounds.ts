import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Every route's request schemas as registered (body, querystring, params, headers), for the tests
 * that hold every route to bounds (issue 22): the bounds test and the health-under-attack test.
 */
export interface CapturedRoute {
  method: string;
  url: string;
  /** The route's own body limit in bytes, when it sets one (else the server's). */
  bodyLimit?: number;
  consumes?: string[];
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
}

export const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** A `buildApp` extension that records every route registered after it, and the list it fills. */
export function routeRecorder(): { routes: CapturedRoute[]; extension: (app: FastifyInstance) => Promise<void> } {
  const routes: CapturedRoute[] = [];
  async function extension(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ?? {}) as Partial<Record<(typeof REQUEST_PARTS)[number], z.ZodType>> & {
        consumes?: string[];
      };
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          bodyLimit: route.bodyLimit,
          consumes: schema.consumes,
          body: schema.body,
          querystring: schema.querystring,
          params: schema.params,
          headers: schema.headers,
        });
      }
    });
  }
  return { routes, extension };
}

type Json = Record<string, any>;

/** The JSON Schema of what a zod schema accepts (its input side: before coercions and transforms). */
export function inputJsonSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as Json;
}

const COMBINATORS = ['anyOf', 'oneOf', 'allOf'] as const;

/**
 * The places in a request schema that take input of unbounded size: a string without `maxLength`
 * (an enum or a constant is bounded), a list without `maxItems`, an object with open keys without
 * `maxProperties`, and anything that accepts any value. Each is named by its path, e.g. `text` or
 * `data.Sections[].Quotes[].Quote`.
 */
export function unboundedFields(schema: z.ZodType): string[] {
  const json = inputJsonSchema(schema);
  const found: string[] = [];
  const seen = new Set<Json>();
  const walk = (s: unknown, path: string) => {
    if (s === true) found.push(`${path || '(root)'}: any value`);
    if (!s || typeof s !== 'object' || seen.has(s as Json)) return;
    const node = s as Json;
    seen.add(node);
    const at = path || '(root)';
    const types = [node.type].flat().filter(Boolean);
    const bounded = node.enum !== undefined || node.const !== undefined;
    const shaped = types.length > 0 || bounded || node.$ref || node.not || COMBINATORS.some((k) => node[k]);
    if (!shaped) found.push(`${at}: any value`);
    if (types.includes('string') && !bounded && node.maxLength === undefined)
      found.push(`${at}: string without maxLength`);
    if (types.includes('array') && node.maxItems === undefined) found.push(`${at}: list without maxItems`);
    const openKeys = node.additionalProperties !== undefined && node.additionalProperties !== false;
    if (
      (types.includes('object') || openKeys) &&
      (openKeys || node.patternProperties) &&
      node.maxProperties === undefined
    ) {
      found.push(`${at}: open keys without maxProperties`);
    }
    for (const [key, child] of Object.entries<unknown>(node.properties ?? {}))
      walk(child, path ? `${path}.${key}` : key);
    for (const child of [node.items, node.additionalItems].flat()) walk(child, `${path}[]`);
    for (const [i, child] of (node.prefixItems ?? []).entries()) walk(child, `${path}[${i}]`);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}{}`);
    if (node.propertyNames) walk(node.propertyNames, `${path}{key}`);
    for (const child of Object.values<unknown>(node.patternProperties ?? {})) walk(child, `${path}{}`);
    for (const key of COMBINATORS) for (const child of node[key] ?? []) walk(child, path);
    for (const [name, child] of Object.entries<unknown>(node.$defs ?? {})) walk(child, `${path}#${name}`);
  };
  walk(json, '');
  return found;
}
