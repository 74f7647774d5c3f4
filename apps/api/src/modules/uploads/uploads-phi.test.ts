import { existsSync, readdirSync } from 'node:fs';
import { ERROR_CODES, PHI_CONFIRMATIONS_HEADER, PHI_CONFIRMATIONS_HEADER_MAX, type PhiImageBox } from '@pc/contracts';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ocrBudget } from '../../lib/ocr.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { textImage } from './test-images.js';

// The image checks run at a low priority with a minute's ceiling (lib/worker-lane.ts): on a machine
// busy with other tests an upload may take that long, and a test two uploads.
vi.setConfig({ testTimeout: 150_000 });

/**
 * Issue 23: text burned into an uploaded image (an X-ray's label, a wristband, a screenshot of a
 * record) is read and checked like written text. Images are drawn here with real text (DejaVu Sans),
 * read by the real OCR worker, through the real app.
 */
let t: TestApp;
let author: { id: number };
let moderator: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  // Consensus authors upload images (summary_submission); moderators read the confirmations.
  author = await buildUser(t.database.db, { role: 'iq_moderator' });
  moderator = await buildUser(t.database.db, { role: 'moderator' });
});
afterAll(async () => t?.close());

const storedFiles = () => (existsSync(t.config.uploads.localDir) ? readdirSync(t.config.uploads.localDir).sort() : []);

async function upload(bytes: Buffer, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/images',
    headers: { 'content-type': 'image/png', ...(await t.authAs(author)), ...headers },
    payload: bytes,
  });
}

/** An X-ray-like picture (light labels on black) with the patient's name and record number in its corner. */
const LABELLED = {
  name: { text: 'Patient: Maria Lopez', x: 40, y: 70 },
  mrn: { text: 'MRN: 84736251', x: 40, y: 130 },
};
const labelled = () =>
  textImage(1000, 800, [LABELLED.name, LABELLED.mrn, { text: 'PA CHEST', x: 700, y: 760 }], { dark: true });

/** The share of a box's pixels that are ink (light on a dark image, dark on a light one): a box around a word holds some. */
async function inkIn(image: Buffer, box: PhiImageBox, ink: 'light' | 'dark' = 'light'): Promise<number> {
  const { data } = await sharp(image)
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.filter((v) => (ink === 'light' ? v > 200 : v < 60)).length / data.length;
}

describe('an image with a patient identifier in it', () => {
  it('is refused with 422 phi_suspected, the findings and the boxes of their words; nothing is stored', async () => {
    const before = storedFiles();
    const image = await labelled();
    const res = await upload(image);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({
      statusCode: 422,
      code: ERROR_CODES.phiSuspected,
      image: { width: 1000, height: 800 },
    });
    expect(body.message).toMatch(/^This image may identify a patient/);
    const byKind = Object.fromEntries(body.findings.map((f: { kind: string }) => [f.kind, f]));
    expect(byKind.name).toMatchObject({ field: 'image', text: 'Maria Lopez' });
    expect(byKind.mrn).toMatchObject({ field: 'image', text: '84736251' });
    // One box per word, on the word's line (the baseline is y; letters rise about 0.75 of the size above it).
    expect(byKind.name.boxes).toHaveLength(2);
    expect(byKind.mrn.boxes).toHaveLength(1);
    for (const [finding, line] of [
      [byKind.name, LABELLED.name],
      [byKind.mrn, LABELLED.mrn],
    ] as const) {
      for (const box of finding.boxes as PhiImageBox[]) {
        expect(box.y).toBeGreaterThanOrEqual(line.y - 40);
        expect(box.y + box.height).toBeLessThanOrEqual(line.y + 15);
        // Not the label's first word ("Patient:", "MRN:"), which is not an identifier.
        expect(box.x).toBeGreaterThan(line.x + 60);
        expect(await inkIn(image, box)).toBeGreaterThan(0.05);
      }
    }
    expect(storedFiles()).toEqual(before);
  });

  it('gives boxes in pixels of the image as stored: turned as its EXIF orientation said, at full size', async () => {
    // A 2,400 x 1,000 record (read shrunk to 2,000 pixels wide) saved on its side by a phone, which
    // stored the turn in EXIF (orientation 6: turn 90 degrees clockwise to show it).
    const upright = await textImage(2400, 1000, [
      { text: 'Discharge summary', x: 120, y: 200, size: 56 },
      { text: 'Patient: Maria Lopez', x: 120, y: 420, size: 56 },
    ]);
    const onItsSide = await sharp(upright)
      .rotate(-90)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(onItsSide).metadata()).toMatchObject({ width: 1000, height: 2400, orientation: 6 });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/images',
      headers: { 'content-type': 'image/jpeg', ...(await t.authAs(author)) },
      payload: onItsSide,
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.image).toEqual({ width: 2400, height: 1000 });
    const name = body.findings.find((f: { kind: string }) => f.kind === 'name');
    expect(name).toMatchObject({ text: 'Maria Lopez', boxes: [expect.any(Object), expect.any(Object)] });
    for (const box of name.boxes as PhiImageBox[]) {
      expect(box.y).toBeGreaterThanOrEqual(420 - 56);
      expect(box.y + box.height).toBeLessThanOrEqual(420 + 20);
      expect(await inkIn(upright, box, 'dark')).toBeGreaterThan(0.05);
    }
  });

  it('is found in small print under a page of large print (the image is shrunk for OCR by its smallest print)', async () => {
    // Large print alone would be shrunk to half (text-lines.ts), and OCR then misses the footer's
    // 24-pixel line; by the footer's size it is shrunk to about 0.7, where the footer is read.
    const large = [
      'Discharge summary, cardiology ward',
      'Admitted with decompensated heart failure.',
      'Diuresed well, weight down four kilograms.',
      'Follow up in clinic in two weeks.',
    ].map((text, i) => ({ text, x: 60, y: 140 + i * 110, size: 64 }));
    const footer = { text: 'Printed from the record of MRN 84736251 on the ward', x: 60, y: 660, size: 24 };
    const res = await upload(await textImage(2000, 700, [...large, footer]));
    expect(res.statusCode, res.body).toBe(422);
    const mrn = res.json().findings.find((f: { kind: string }) => f.kind === 'mrn');
    expect(mrn).toMatchObject({ text: '84736251', boxes: [expect.objectContaining({ y: expect.any(Number) })] });
    expect(mrn.boxes[0].y).toBeGreaterThan(610);
  });

  it('is refused again for the findings left unconfirmed, and stored once all are confirmed, for the moderators', async () => {
    const image = await labelled();
    const refused = (await upload(image)).json();
    const nameOnly = JSON.stringify([{ field: 'image', kind: 'name', text: 'Maria Lopez' }]);
    const partly = await upload(image, { [PHI_CONFIRMATIONS_HEADER]: nameOnly });
    expect(partly.statusCode).toBe(422);
    expect(partly.json().findings.map((f: { kind: string }) => f.kind)).toEqual(['mrn']);

    const all = JSON.stringify(
      refused.findings.map((f: { kind: string; text: string }) => ({ field: 'image', kind: f.kind, text: f.text })),
    );
    const stored = await upload(image, { [PHI_CONFIRMATIONS_HEADER]: all });
    expect(stored.statusCode, stored.body).toBe(200);
    const { url } = stored.json();
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    const list = await t.app.inject({ url: '/api/v1/phi/confirmations', headers: await t.authAs(moderator) });
    expect(list.statusCode).toBe(200);
    const items = list.json().items.filter((i: { subjectType: string }) => i.subjectType === 'image');
    expect(items).toHaveLength(2);
    for (const finding of refused.findings) {
      expect(items).toContainEqual(
        expect.objectContaining({
          subjectType: 'image',
          subjectId: null,
          field: 'image',
          kind: finding.kind,
          text: finding.text,
          author: expect.objectContaining({ id: author.id }),
          link: null,
          subjectText: null,
          image: { url, boxes: finding.boxes },
        }),
      );
    }
    // The text read around the finding, as for written text.
    expect(items.find((i: { kind: string }) => i.kind === 'name').before).toBe('Patient: ');

    // Uploaded again with the same confirmations: the same image, its findings listed once.
    expect((await upload(image, { [PHI_CONFIRMATIONS_HEADER]: all })).json().url).toBe(url);
    const again = (await t.app.inject({ url: '/api/v1/phi/confirmations', headers: await t.authAs(moderator) })).json();
    const relisted = again.items.filter((i: { subjectType: string }) => i.subjectType === 'image');
    expect(relisted).toHaveLength(2);

    // An image is taken down where it is used, not from the moderators' list.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/phi/confirmations/${relisted[0].id}/subject`,
      headers: await t.authAs(moderator),
    });
    expect(del.statusCode).toBe(409);
  });
});

describe('images without identifiers are stored without a prompt', () => {
  it('a chart with no text at all', async () => {
    const bars = [120, 300, 220, 380]
      .map((h, i) => `<rect x="${100 + i * 160}" y="${450 - h}" width="100" height="${h}" fill="#4a6fa5"/>`)
      .join('');
    const chart = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="100%" height="100%" fill="#fff"/>` +
          `<path d="M60 20 V450 H760" stroke="#000" stroke-width="3" fill="none"/>${bars}</svg>`,
      ),
    )
      .png()
      .toBuffer();
    const res = await upload(chart);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("an X-ray whose only words are clinical ('PA CHEST', 'LEFT')", async () => {
    const xray = await textImage(
      1000,
      800,
      [
        { text: 'PA CHEST', x: 700, y: 760 },
        { text: 'LEFT', x: 40, y: 760 },
      ],
      { dark: true },
    );
    const res = await upload(xray);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the x-phi-confirmations header', () => {
  const expectBadHeader = async (value: string) => {
    const before = storedFiles();
    const res = await upload(await labelled(), { [PHI_CONFIRMATIONS_HEADER]: value });
    expect(res.statusCode, value.slice(0, 40)).toBe(400);
    expect(res.json()).toMatchObject({
      code: ERROR_CODES.validation,
      message: expect.stringContaining(PHI_CONFIRMATIONS_HEADER),
    });
    expect(storedFiles()).toEqual(before);
    return res.json();
  };

  it('is a 400 that names the header when it is not JSON, not a list of confirmations, or too long', async () => {
    await expectBadHeader('not json');
    await expectBadHeader('{"field":"image"}');
    const wrongField = await expectBadHeader(JSON.stringify([{ field: 'text', kind: 'name', text: 'Maria Lopez' }]));
    expect(wrongField.errors[0].path).toBe(`${PHI_CONFIRMATIONS_HEADER}.0.field`);
    await expectBadHeader(JSON.stringify([{ field: 'image', kind: 'not_a_kind', text: 'x' }]));
    const long = JSON.stringify(
      Array.from({ length: 200 }, () => ({ field: 'image', kind: 'name', text: 'Maria Lopez' })),
    );
    expect(long.length).toBeGreaterThan(PHI_CONFIRMATIONS_HEADER_MAX);
    await expectBadHeader(long);
  });
});

describe('the OCR time budget', () => {
  const budget = { ...ocrBudget };
  afterEach(() => {
    Object.assign(ocrBudget, budget);
  });

  it('refuses an image that used up its CPU time with 503 time_budget_exceeded, and reads the next one', async () => {
    const before = storedFiles();
    ocrBudget.cpuMs = 1;
    const late = await upload(await labelled());
    expect(late.statusCode).toBe(503);
    expect(late.json()).toMatchObject({ code: ERROR_CODES.timeBudgetExceeded });
    expect(late.headers['retry-after']).toBe('2');
    expect(storedFiles()).toEqual(before);
    Object.assign(ocrBudget, budget);
    // The worker that overran was ended; the next image gets a new one.
    expect((await upload(await labelled())).statusCode).toBe(422);
  });
});

describe('the API document', () => {
  it("lists the upload's 422 with the findings' boxes, and the confirmations header", async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const post = doc.paths['/api/v1/uploads/images'].post;
    const schema = post.responses['422'].content['application/json'].schema;
    expect(JSON.stringify(schema)).toContain('boxes');
    expect(post.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: PHI_CONFIRMATIONS_HEADER, required: false }),
    );
  });
});
