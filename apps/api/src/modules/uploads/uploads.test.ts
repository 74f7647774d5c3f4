import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { UPLOAD_MAX_BYTES_DEFAULT } from '@pc/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { JPEG_IMAGE, pngImage, WEBP_IMAGE } from './test-images.js';

/** Image uploads on the default storage, DATA_DIR/uploads (issue 10: avatars, tiles, backgrounds). */
let t: TestApp;
let moderator: { id: number };
let iqModerator: { id: number };
let admin: { id: number };
let member: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  moderator = await buildUser(t.database.db, { role: 'moderator' });
  iqModerator = await buildUser(t.database.db, { role: 'iq_moderator' });
  admin = await buildUser(t.database.db, { role: 'administrator' });
  member = await buildUser(t.database.db, { role: 'hcp' });
});
afterAll(async () => t?.close());

const storedFiles = () => (existsSync(t.config.uploads.localDir) ? readdirSync(t.config.uploads.localDir).sort() : []);

async function upload(bytes: Buffer | string, contentType: string, as: { id: number } | null = moderator) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/images',
    headers: { 'content-type': contentType, ...(as ? await t.authAs(as) : {}) },
    payload: bytes,
  });
}

const TYPE_MESSAGE = 'Images must be PNG, JPEG or WebP.';

describe('POST uploads/images', () => {
  const images = [
    { type: 'image/png', ext: 'png', bytes: pngImage(3, 2) },
    { type: 'image/jpeg', ext: 'jpg', bytes: JPEG_IMAGE },
    { type: 'image/webp', ext: 'webp', bytes: WEBP_IMAGE },
  ];

  for (const { type, ext, bytes } of images) {
    it(`stores a ${ext} re-encoded, serves back what it stored, with its type and safe headers`, async () => {
      const res = await upload(bytes, type);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        url: expect.stringMatching(new RegExp(`^/api/v1/uploads/[a-f0-9]{64}\\.${ext}$`)),
        contentType: type,
        size: expect.any(Number),
      });
      expect(res.headers['cache-control']).toBe('no-store');

      const served = await t.app.inject({ url: body.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBe(body.size);
      // The same picture: its type and size in pixels are the upload's.
      const [before, after] = await Promise.all([sharp(bytes).metadata(), sharp(served.rawPayload).metadata()]);
      expect([after.format, after.width, after.height]).toEqual([before.format, before.width, before.height]);
      expect(served.headers).toMatchObject({
        'content-type': type,
        'content-length': String(body.size),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
        'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-resource-policy': 'cross-origin',
      });
    });
  }

  it('names an image by the SHA-256 of the stored bytes, so uploading it again stores nothing new', async () => {
    const bytes = pngImage(5, 5, { rgb: [1, 2, 3] });
    const first = (await upload(bytes, 'image/png')).json();
    const before = storedFiles();
    const again = await upload(bytes, 'image/png', admin);
    expect(again.json()).toEqual(first);
    expect(storedFiles()).toEqual(before);
    const served = (await t.app.inject({ url: first.url })).rawPayload;
    expect(first.url).toBe(`/api/v1/uploads/${createHash('sha256').update(served).digest('hex')}.png`);
  });

  it('trusts the bytes over the Content-Type: a JPEG sent as PNG is stored and served as JPEG', async () => {
    const res = await upload(JPEG_IMAGE, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });
  });

  it('lets each uploading permission in: summary_submission, strapi_program_preview, user_management', async () => {
    for (const who of [moderator, iqModerator, admin]) {
      expect((await upload(pngImage(1, 1), 'image/png', who)).statusCode).toBe(200);
    }
  });
});

describe('refused uploads store nothing', () => {
  async function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number, code: string, message: string) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, code, message });
  }

  it('refuses HTML sent as a PNG, behind a PNG signature too', async () => {
    const before = storedFiles();
    const html = '<html><body><script>alert(1)</script></body></html>';
    await expectRefused(await upload(html, 'image/png'), 400, 'upload_type', TYPE_MESSAGE);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const glued = Buffer.concat([signature, Buffer.from(html.repeat(3))]);
    await expectRefused(await upload(glued, 'image/png'), 400, 'upload_type', TYPE_MESSAGE);
    // A real PNG's start with a page after it: no IEND at the end.
    const png = pngImage(2, 2);
    const tailed = Buffer.concat([png.subarray(0, png.length - 12), Buffer.from(html)]);
    await expectRefused(await upload(tailed, 'image/png'), 400, 'upload_type', TYPE_MESSAGE);
    // A WebP whose RIFF length does not cover what follows.
    await expectRefused(
      await upload(Buffer.concat([WEBP_IMAGE, Buffer.from(html)]), 'image/webp'),
      400,
      'upload_type',
      TYPE_MESSAGE,
    );
    expect(storedFiles()).toEqual(before);
  });

  it('refuses other types by their Content-Type, and a body that is not a file', async () => {
    const before = storedFiles();
    const gif = Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    );
    await expectRefused(await upload(gif, 'image/gif'), 400, 'upload_type', TYPE_MESSAGE);
    // A GIF labelled as PNG reaches the byte check.
    await expectRefused(await upload(gif, 'image/png'), 400, 'upload_type', TYPE_MESSAGE);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await expectRefused(await upload(svg, 'image/svg+xml'), 400, 'upload_type', TYPE_MESSAGE);
    await expectRefused(await upload('a=1', 'application/x-www-form-urlencoded'), 400, 'upload_type', TYPE_MESSAGE);
    await expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/images',
        headers: await t.authAs(moderator),
        payload: { url: 'https://example.org/a.png' },
      }),
      400,
      'upload_type',
      TYPE_MESSAGE,
    );
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an empty body', async () => {
    const before = storedFiles();
    await expectRefused(await upload(Buffer.alloc(0), 'image/png'), 400, 'upload_empty', 'The image file is empty.');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a body over the limit (5 MB by default) with 413 and the limit in words', async () => {
    expect(t.config.uploads.maxBytes).toBe(UPLOAD_MAX_BYTES_DEFAULT);
    const before = storedFiles();
    const big = pngImage(1400, 1400, { noise: true });
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES_DEFAULT);
    await expectRefused(await upload(big, 'image/png'), 413, 'upload_too_large', 'Images must be at most 5 MB.');
    expect(storedFiles()).toEqual(before);
  });

  it('asks for a sign-in before anything else, and refuses members', async () => {
    const before = storedFiles();
    const anonymous = await upload(pngImage(), 'image/png', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    await expectRefused(await upload(pngImage(), 'image/png', member), 403, 'forbidden', expect.any(String));
    // Even an oversized body: refused for who is asking, not for its size.
    expect((await upload(pngImage(1400, 1400, { noise: true }), 'image/png', member)).statusCode).toBe(403);
    expect(storedFiles()).toEqual(before);
  });
});

describe('GET uploads/{key}', () => {
  it('answers 404 for keys that are not image keys, traversal among them', async () => {
    const stored = (await upload(pngImage(4, 4), 'image/png')).json().url.split('/').pop() as string;
    const hash = stored.slice(0, 64);
    for (const key of [
      '..%2F..%2Fetc%2Fpasswd',
      `..%2Fuploads%2F${stored}`,
      `%2E%2E%2F${stored}`,
      `${hash}.PNG`,
      `${hash}.gif`,
      `${hash}.png.part`,
      `${hash.toUpperCase()}.png`,
      `${hash.slice(1)}.png`,
      `${hash}.png.html`,
      `${hash}.png%2F`,
      `${'a'.repeat(64)}.png`,
    ]) {
      const res = await t.app.inject({ url: `/api/v1/uploads/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.headers['content-type'], key).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
      expect(res.headers['cache-control'], key).toBe('no-store');
    }
    expect((await t.app.inject({ url: '/api/v1/uploads/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/uploads/${stored}` })).statusCode).toBe(200);
  });

  it('needs no sign-in, and answers 304 to a reader that has the image', async () => {
    const { url } = (await upload(pngImage(6, 6), 'image/png')).json();
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('a configured size limit (UPLOAD_MAX_BYTES)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_BYTES: '2048' });
  });
  afterAll(async () => small?.close());

  it('takes an image of exactly the limit and refuses one byte more, in the limit’s words', async () => {
    const author = await buildUser(small.database.db, { role: 'moderator' });
    const headers = { ...(await small.authAs(author)), 'content-type': 'image/jpeg' };
    // A JPEG may carry bytes after its end marker, so padding gives any exact size.
    const sized = (n: number) => Buffer.concat([JPEG_IMAGE, Buffer.alloc(n - JPEG_IMAGE.length)]);
    const at = await small.app.inject({ method: 'POST', url: '/api/v1/uploads/images', headers, payload: sized(2048) });
    expect(at.statusCode).toBe(200);
    const over = await small.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/images',
      headers,
      payload: sized(2049),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'upload_too_large', message: 'Images must be at most 2 KB.' });
  });

  it('is checked at start: a limit that is not a whole number of bytes stops the server', () => {
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '5MB' })).toThrow(
      /UPLOAD_MAX_BYTES="5MB" — expected a whole number of bytes/,
    );
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '10' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});

describe('the API document', () => {
  it('documents the upload body as the image itself, its 413, and the served image types', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const post = doc.paths['/api/v1/uploads/images'].post;
    expect(post.requestBody).toEqual({
      required: true,
      content: {
        'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
        'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
        'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } },
      },
    });
    expect(Object.keys(post.responses).sort()).toEqual(['200', '400', '401', '403', '413', '422', '429']);
    const get = doc.paths['/api/v1/uploads/{key}'].get;
    expect(get.security).toEqual([]);
    expect(Object.keys(get.responses['200'].content)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });
});
