import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBodySchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_REALM } from '../lib/bearer-challenge.js';
import type { RouteAccess } from './auth-guard.js';

/** Only the versioned API is the public contract; sign-in pages, health and the docs UI are not in it. */
const DOCUMENTED_PREFIX = '/api/v1/';

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const errorResponse = (description: string, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** The errors the platform itself answers, shared by every operation that can meet them. */
const ERROR_RESPONSES: Record<string, Json> = {
  BadRequest: errorResponse('A parameter or the body is invalid; `errors` names each field.'),
  Unauthorized: errorResponse('No valid access token: sign in again.', {
    'WWW-Authenticate': {
      description: `\`Bearer realm="${AUTH_REALM}"\`, with \`error="invalid_token"\` when the token was refused.`,
      schema: { type: 'string' },
    },
  }),
  Forbidden: errorResponse('The account lacks the permission, or a product rule refuses the action.'),
  NotFound: errorResponse('No such item, or it is not visible to this account.'),
  PayloadTooLarge: errorResponse('The file is larger than the server accepts.'),
  TooManyRequests: errorResponse('Too many requests: wait and retry.', {
    'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
  }),
};

/** Words for the declared responses other than success. */
const RESPONSE_WORDS: Record<string, string> = {
  '422':
    'The text may identify a patient (`phi_suspected`): `findings` lists what to edit or confirm; nothing was stored.',
};

const CSV_RESPONSE = {
  description: 'The file, as an attachment (UTF-8 CSV).',
  headers: { 'Content-Disposition': { description: 'attachment; the file name', schema: { type: 'string' } } },
  content: { 'text/csv': { schema: { type: 'string' } } },
};

/**
 * Per route: zod schemas become JSON Schema (fastify-type-provider-zod), routes outside the versioned
 * API are left out, and public routes need no token (`security: []`).
 */
const transformRoute: SwaggerTransform = (input) => {
  if (!input.url.startsWith(DOCUMENTED_PREFIX)) return { schema: { hide: true }, url: input.url };
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const access = input.route.config as RouteAccess | undefined;
  const withFile = fileBody(schema as Json);
  return { schema: access?.public ? { ...withFile, security: [] } : withFile, url };
};

/**
 * A route whose body is a file (`consumes` with no body schema, e.g. image uploads) documents it as
 * OpenAPI 3.1 does binary content: a string of each media type it accepts.
 */
function fileBody(schema: Json): Json {
  if (schema.body || !Array.isArray(schema.consumes)) return schema;
  const content = Object.fromEntries(
    schema.consumes.map((type: string) => [type, { schema: { type: 'string', contentMediaType: type } }]),
  );
  return { ...schema, body: { content } };
}

/**
 * Whole document: each operation lists the errors it can meet, derived from what it declares (a token,
 * parameters, a body), so no route repeats them; downloads (`…/csv`) answer text/csv.
 */
function finishDocument(doc: Json): Json {
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op: Json | undefined = item[method];
      if (!op) continue;
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      const params: Json[] = op.parameters ?? [];
      const errors: Record<string, string> = {};
      if (params.length > 0 || op.requestBody) errors['400'] = 'BadRequest';
      if (op.requestBody && !op.requestBody.content?.['application/json']) {
        // A file body meets the body limit by design, so its 413 is part of the contract.
        op.requestBody.required = true;
        errors['413'] = 'PayloadTooLarge';
      }
      if (!isPublic) Object.assign(errors, { 401: 'Unauthorized', 403: 'Forbidden' });
      if (params.some((p) => p.in === 'path')) errors['404'] = 'NotFound';
      errors['429'] = 'TooManyRequests';
      if (path.endsWith('/csv')) op.responses['200'] = CSV_RESPONSE;
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        // @fastify/swagger's placeholder for a response schema without a description.
        if (response.description === 'Default Response') response.description = RESPONSE_WORDS[status] ?? 'Success';
      }
      for (const [status, name] of Object.entries(errors)) {
        op.responses[status] ??= { $ref: `#/components/responses/${name}` };
      }
    }
  }
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ErrorBody: z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }) },
    responses: ERROR_RESPONSES,
  };
  delete doc.components.schemas.ErrorBody.$schema;
  return doc;
}

/**
 * The public API document at /api/docs/json (and its UI at /api/docs). OpenAPI 3.1, so zod's nullable
 * types are plain JSON Schema; `redocly lint` (scripts/check-openapi.sh) holds it to the recommended rules.
 */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Peer Consults API',
        version: '0.1.0',
        description:
          'The clinical Q&A network for verified US physicians. Every call needs a bearer token unless marked otherwise.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: app.config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: transformRoute,
    transformObject: ((input) =>
      finishDocument((input as { openapiObject: Json }).openapiObject)) as SwaggerTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
