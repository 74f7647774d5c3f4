import {
  PHI_CONFIRMATIONS_HEADER,
  PHI_CONFIRMATIONS_HEADER_MAX,
  phiImageSuspectedErrorSchema,
  UPLOAD_IMAGE_TYPES,
  uploadedImageSchema,
} from '@pc/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createObjectStorage } from '../../lib/object-storage.js';
import { notFound } from '../../lib/errors.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { confirmationsOfHeader } from './image-phi.js';
import { IMAGE_UPLOADERS } from './uploads.policy.js';
import { toUploadedImage } from './uploads.presenter.js';
import { contentTypeOfKey, IMAGE_KEY, readImage, storeImage, tooLarge, wrongType } from './uploads.service.js';

const imageKeyParamsSchema = z.object({
  key: z.string().max(100).describe('The SHA-256 of the image (64 lower-case hex digits), a dot, and png, jpg or webp'),
});

/** The image itself, documented per type (OpenAPI 3.1: a string of that media type). */
const imageContent = Object.fromEntries(
  UPLOAD_IMAGE_TYPES.map((type) => [type, { schema: z.string().meta({ contentMediaType: type }) }]),
);

/**
 * The confirmations header, documented so that generated clients know it; its value is checked in
 * the handler (image-phi.ts `confirmationsOfHeader`), whose 400 names the header. Every other header
 * (authorization, content-type) passes untouched; like every part of every request (issue 22) they are
 * bounded in the schema too, at Node's own limit for all headers together (16 KiB).
 */
const NODE_HEADERS_MAX = 16_384;
const uploadHeadersSchema = z
  .object({
    [PHI_CONFIRMATIONS_HEADER]: z
      .string()
      .max(NODE_HEADERS_MAX)
      .optional()
      .describe(
        'Findings of an earlier 422 that do not identify a patient: a JSON array of {"field": "image", "kind", "text"}',
      ),
  })
  .catchall(z.union([z.string().max(NODE_HEADERS_MAX), z.array(z.string().max(NODE_HEADERS_MAX)).max(100)]))
  .meta({ maxProperties: 200 });

/** Keys are content hashes: a key's bytes never change, so anyone may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Images for consensuses, peer challenges and house ads: uploaded as the raw body by the people who
 * author them, served publicly (public pages and exported tiles show them).
 */
export default async function uploadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['uploads'];
  const { maxBytes } = app.config.uploads;
  const storage = createObjectStorage(app.config.uploads, contentTypeOfKey);

  // Only this module's routes take image bodies; a body past the limit is refused while it arrives.
  app.addContentTypeParser(
    [...UPLOAD_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own refusals of the body get the upload's words; the one error handler answers all.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(maxBytes);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw wrongType();
    throw error;
  });

  r.post(
    '/uploads/images',
    {
      bodyLimit: maxBytes,
      config: { permissions: IMAGE_UPLOADERS },
      schema: {
        summary: 'Upload an image (PNG, JPEG or WebP) for a consensus, a peer challenge or an ad',
        description:
          'The body is the image itself, with its Content-Type. The type is checked from the bytes; the image is ' +
          'stored re-encoded without its metadata (EXIF, GPS, XMP, IPTC, comments), turned as its EXIF orientation ' +
          'said; the same bytes uploaded again answer the same URL. Over the size limit (UPLOAD_MAX_BYTES, 5 MB by ' +
          'default) or 40 megapixels: 413; an image that cannot be decoded: 400. The text in the image is read (OCR) ' +
          'and checked for patient identifiers like written text, and faces are looked for (kind `face`, text ' +
          '`face`, one box per face): an unconfirmed finding answers 422 `phi_suspected` ' +
          "with each finding's boxes in pixels of the stored image, and nothing is stored. To confirm findings, send " +
          `the upload again with the \`${PHI_CONFIRMATIONS_HEADER}\` header: a JSON array of ` +
          `\`{"field": "image", "kind", "text"}\` (at most ${PHI_CONFIRMATIONS_HEADER_MAX} characters; a malformed ` +
          'header is a 400). Reading the text and looking for faces are bounded: 503 `busy` when too many images wait, 503 ' +
          '`time_budget_exceeded` when one takes too long.',
        operationId: 'uploadImage',
        tags,
        consumes: [...UPLOAD_IMAGE_TYPES],
        headers: uploadHeadersSchema,
        response: { 200: uploadedImageSchema, 422: phiImageSuspectedErrorSchema },
      },
    },
    async (request) => {
      const uploader = {
        userId: requireUser(request).id,
        confirmations: confirmationsOfHeader(request.headers[PHI_CONFIRMATIONS_HEADER]),
      };
      return toUploadedImage(storage, await storeImage(app.db, storage, request.body, maxBytes, uploader));
    },
  );

  r.get(
    '/uploads/:key',
    {
      config: { public: true },
      schema: {
        summary: 'An uploaded image, by the key its upload answered',
        description: 'Served with a year-long immutable cache. With S3_PUBLIC_URL set, a 302 redirect there.',
        operationId: 'getUploadedImage',
        tags,
        params: imageKeyParamsSchema,
        response: { 200: { description: 'The image', content: imageContent } },
      },
      onSend: async (_request, reply) => {
        // After the API's `no-store` (app.ts): only the image itself may be cached.
        if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('cache-control', IMMUTABLE);
      },
    },
    async (request, typedReply) => {
      // The documented body is a string of bytes; what is sent is the stored file's stream.
      const reply = typedReply as FastifyReply;
      const { key } = request.params;
      if (!IMAGE_KEY.test(key)) throw notFound('Not Found');
      const elsewhere = storage.publicUrl(key);
      if (elsewhere) {
        // A temporary redirect: S3_PUBLIC_URL may change, and browsers keep permanent ones for good.
        if (!(await storage.exists(key))) throw notFound('Not Found');
        return reply.redirect(elsewhere, 302);
      }
      const image = await readImage(storage, key);
      if (!image) throw notFound('Not Found');
      const etag = `"${key.slice(0, 64)}"`;
      reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // Exported tiles and house ads show these images on other sites.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        image.body.destroy();
        return reply.code(304).send();
      }
      return reply.header('content-length', image.size).send(image.body);
    },
  );
}
