import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildUser } from '../../test/factories.js';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.js';
import { createTestApp, freePort, type TestApp } from '../../test/test-app.js';
import { JPEG_IMAGE, pngImage, WEBP_IMAGE } from './test-images.js';

/** Image uploads on S3-compatible storage: a real S3 server (s3rver) on a free port, in a folder of its own. */
const BUCKET = 'pc-images';
let s3: LocalS3;
let endpoint: string;
let t: TestApp;
let author: { id: number };

const s3Env = (extra: Record<string, string> = {}) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  // s3rver's fixed credentials: it refuses an unknown key id (it does not recompute SigV4 signatures).
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  ...extra,
});

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  endpoint = s3.endpoint;
  t = await createTestApp(s3Env());
  author = await buildUser(t.database.db, { role: 'moderator' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function upload(app: TestApp, bytes: Buffer, contentType: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/images',
    headers: { 'content-type': contentType, ...(await app.authAs(author)) },
    payload: bytes,
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The object as the bucket holds it, read past the API. */
const fromBucket = (key: string) => fetch(`${endpoint}/${BUCKET}/${key}`);

describe('uploads on S3-compatible storage', () => {
  it('stores each image in the bucket, not under DATA_DIR, and serves back what it stored', async () => {
    for (const [bytes, type] of [
      [pngImage(3, 3), 'image/png'],
      [JPEG_IMAGE, 'image/jpeg'],
      [WEBP_IMAGE, 'image/webp'],
    ] as const) {
      const res = await upload(t, bytes, type);
      expect(res.statusCode).toBe(200);
      const { url, contentType, size } = res.json();
      expect(contentType).toBe(type);
      const key = url.split('/').pop();

      const stored = await fromBucket(key);
      expect(stored.status).toBe(200);
      const storedBytes = Buffer.from(await stored.arrayBuffer());
      expect(storedBytes.length).toBe(size);
      expect(`${sha256(storedBytes)}.${key.split('.')[1]}`).toBe(key);
      expect(stored.headers.get('content-type')).toBe(type);

      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(storedBytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': type,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }
    expect(existsSync(t.config.uploads.localDir)).toBe(false);
  });

  it('answers 404 for a key the bucket does not hold', async () => {
    const res = await t.app.inject({ url: `/api/v1/uploads/${'b'.repeat(64)}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('refuses what is not an image before the bucket sees anything', async () => {
    const res = await upload(t, Buffer.from('<html>not an image</html>'), 'image/png');
    expect(res.statusCode).toBe(400);
    const listing = await (await fetch(`${endpoint}/${BUCKET}?list-type=2`)).text();
    expect(listing).not.toContain('<html>');
    expect((listing.match(/<Key>/g) ?? []).length).toBe(3);
  });

  it('answers 503, not 500, when the bucket refuses the credentials, and stores nothing', async () => {
    const wrong = await createTestApp(s3Env({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' }));
    try {
      author = await buildUser(wrong.database.db, { role: 'moderator' });
      const bytes = pngImage(7, 7);
      const res = await upload(wrong, bytes, 'image/png');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'storage_unavailable' });
      const accepted = await upload(t, bytes, 'image/png');
      expect(accepted.statusCode).toBe(200);
      const key = accepted.json().url.split('/').pop();
      // Reading through the refused credentials is a 503 too, for an image the bucket holds.
      expect((await wrong.app.inject({ url: `/api/v1/uploads/${key}` })).statusCode).toBe(503);
    } finally {
      await wrong.close();
      author = await buildUser(t.database.db, { role: 'moderator' });
    }
  });

  it('answers 503 when the storage does not answer at all', async () => {
    const gone = await createTestApp(s3Env({ S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` }));
    try {
      author = await buildUser(gone.database.db, { role: 'moderator' });
      const res = await upload(gone, pngImage(9, 9), 'image/png');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'storage_unavailable' });
      expect((await gone.app.inject({ url: `/api/v1/uploads/${'d'.repeat(64)}.png` })).statusCode).toBe(503);
    } finally {
      await gone.close();
      author = await buildUser(t.database.db, { role: 'moderator' });
    }
  });

  it('with S3_PUBLIC_URL, answers the public URL and redirects the product path there', async () => {
    const cdn = 'https://images.example.org/pc';
    const pub = await createTestApp(s3Env({ S3_PUBLIC_URL: `${cdn}/` }));
    try {
      author = await buildUser(pub.database.db, { role: 'moderator' });
      const bytes = pngImage(8, 8);
      const { url } = (await upload(pub, bytes, 'image/png')).json();
      expect(url).toMatch(new RegExp(`^${cdn}/[a-f0-9]{64}\\.png$`));
      const key = url.split('/').pop();
      const res = await pub.app.inject({ url: `/api/v1/uploads/${key}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(url);
      expect((await pub.app.inject({ url: `/api/v1/uploads/${'c'.repeat(64)}.png` })).statusCode).toBe(404);
    } finally {
      await pub.close();
    }
  });
});

describe('S3 configuration', () => {
  it('needs the bucket and both keys together, and says which is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT is set — expected S3_BUCKET to be set too',
    );
    expect(() => loadConfig({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'expected S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ ...s3Env(), S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env(), S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  });

  it('defaults to AWS’s endpoint of the region, and to the data folder without a bucket', () => {
    const aws = loadConfig({ ...s3Env(), S3_ENDPOINT: '', S3_REGION: 'eu-west-3' }).uploads.s3;
    expect(aws?.endpoint).toBe('https://s3.eu-west-3.amazonaws.com');
    const local = loadConfig({ DATA_DIR: '/srv/pc' }).uploads;
    expect(local).toMatchObject({ s3: undefined, localDir: '/srv/pc/uploads', maxBytes: 5 * 1024 * 1024 });
  });
});
