import { existsSync, readdirSync } from 'node:fs';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pngChunk, pngImage } from './test-images.js';

// The image checks run at a low priority with a minute's ceiling (lib/worker-lane.ts): on a machine
// busy with other tests an upload may take that long, and a test two uploads.
vi.setConfig({ testTimeout: 150_000 });

/**
 * Issue 23: an uploaded photo carries where and when it was taken, the camera's serial and whatever
 * an editor wrote into it. The stored and served bytes carry none of it, in every format.
 */
let t: TestApp;
let author: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.database.db, { role: 'moderator' });
});
afterAll(async () => t?.close());

const storedFiles = () => (existsSync(t.config.uploads.localDir) ? readdirSync(t.config.uploads.localDir).sort() : []);

/** Uploads the bytes and answers the bytes the product then serves. */
async function uploadAndFetch(bytes: Buffer, contentType: string): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/images',
    headers: { 'content-type': contentType, ...(await t.authAs(author)) },
    payload: bytes,
  });
  expect(res.statusCode, res.body).toBe(200);
  const served = await t.app.inject({ url: res.json().url });
  expect(served.statusCode).toBe(200);
  return served.rawPayload;
}

/** Words that identify, written into every kind of metadata below. */
const SECRETS = ['Jane Doe', 'SN44719', 'Mercy General', '00482913', '2024:03:14'];
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane Doe</dc:creator>' +
  '<dc:description>Mercy General MRN 00482913</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>';
const EXIF = {
  IFD0: { Artist: 'Jane Doe', Make: 'Acme', ImageDescription: 'Mercy General' },
  IFD2: { BodySerialNumber: 'SN44719', DateTimeOriginal: '2024:03:14 09:12:00' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' },
};

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#884422' } });

/** A JPEG comment segment (FF FE) put right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const header = Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/** PNG text chunks (tEXt) put before the end chunk. */
function withPngText(png: Buffer, entries: Record<string, string>): Buffer {
  const chunks = Object.entries(entries).map(([key, value]) =>
    pngChunk('tEXt', Buffer.from(`${key}\0${value}`, 'latin1')),
  );
  return Buffer.concat([png.subarray(0, png.length - 12), ...chunks, png.subarray(png.length - 12)]);
}

const expectNoSecrets = (bytes: Buffer) => {
  const text = bytes.toString('latin1');
  for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
};

describe('uploaded images are stored and served without metadata', () => {
  it('a JPEG with GPS, capture date, camera serial, XMP and a comment', async () => {
    const upload = withJpegComment(
      await canvas(64, 48).jpeg().withExif(EXIF).withXmp(XMP).toBuffer(),
      'Jane Doe, MRN 00482913, Mercy General',
    );
    // The upload does carry them, as a phone's photo would.
    expect(await exifr.parse(upload, { gps: true, xmp: true })).toMatchObject({
      latitude: expect.any(Number),
      SerialNumber: 'SN44719',
      Artist: 'Jane Doe',
    });
    const served = await uploadAndFetch(upload, 'image/jpeg');
    expect(await exifr.parse(served, true)).toBeUndefined();
    expect(await exifr.gps(served)).toBeUndefined();
    expectNoSecrets(served);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 48]);
    expect([meta.exif, meta.xmp, meta.iptc, meta.comments]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('a PNG with EXIF, XMP and text chunks', async () => {
    const upload = withPngText(await canvas(20, 10).png().withExif(EXIF).withXmp(XMP).toBuffer(), {
      Author: 'Jane Doe',
      Comment: 'Mercy General MRN 00482913',
    });
    expect(upload.toString('latin1')).toContain('Comment\0Mercy General');
    const served = await uploadAndFetch(upload, 'image/png');
    // Everything but the image header (its size and colour type, which exifr reports too).
    expect(await exifr.parse(served, { ihdr: false, tiff: true, xmp: true, iptc: true, icc: true })).toBeUndefined();
    expectNoSecrets(served);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20, 10]);
    expect([meta.exif, meta.xmp, meta.comments]).toEqual([undefined, undefined, undefined]);
  });

  it('a WebP with EXIF and XMP', async () => {
    const upload = await canvas(16, 16).webp().withExif(EXIF).withXmp(XMP).toBuffer();
    expect(upload.toString('latin1')).toContain('Jane Doe');
    const served = await uploadAndFetch(upload, 'image/webp');
    expectNoSecrets(served);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp]).toEqual(['webp', 16, 16, undefined, undefined]);
  });

  it('turns the picture as its EXIF orientation says before dropping the tag', async () => {
    // Stored sideways (64 wide, 48 high) with "rotate 90° clockwise to view".
    const upload = await canvas(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(upload).metadata()).orientation).toBe(6);
    const meta = await sharp(await uploadAndFetch(upload, 'image/jpeg')).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([48, 64, undefined]);
  });

  it('refuses an image of too many pixels from its header, before decoding it, and stores nothing', async () => {
    // A few hundred bytes that claim 8,000 × 6,000 pixels (48 megapixels).
    const small = pngImage(1, 1);
    const header = Buffer.from(small.subarray(16, 29));
    header.writeUInt32BE(8000, 0);
    header.writeUInt32BE(6000, 4);
    const bomb = Buffer.concat([small.subarray(0, 8), pngChunk('IHDR', header), small.subarray(33)]);
    const before = storedFiles();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/images',
      headers: { 'content-type': 'image/png', ...(await t.authAs(author)) },
      payload: bomb,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'upload_too_many_pixels',
      message: 'Images must be at most 40 megapixels.',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image whose pixels cannot be decoded, and stores nothing', async () => {
    // A well-formed PNG whose compressed pixels are noise.
    const small = pngImage(4, 4);
    const broken = Buffer.concat([
      small.subarray(0, 33),
      pngChunk('IDAT', Buffer.from('not deflate data')),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const before = storedFiles();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/images',
      headers: { 'content-type': 'image/png', ...(await t.authAs(author)) },
      payload: broken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'upload_unreadable' });
    expect(storedFiles()).toEqual(before);
  });
});
