import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ERROR_CODES, PHI_CONFIRMATIONS_HEADER, type PhiImageBox } from '@pc/contracts';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { FACE_QUEUE, faceBudget, findFaces } from '../../lib/faces.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The image checks run at a low priority with a minute's ceiling (lib/worker-lane.ts): on a machine
// busy with other tests an upload may take that long, and a test two uploads.
vi.setConfig({ testTimeout: 150_000 });

/**
 * Issue 23: faces in an uploaded image are found (lib/faces.ts: face-api's tiny face detector in its
 * own thread) and treated as text burned in is: refused with kind `face` and one box per face, stored
 * once confirmed, listed for the moderators. The face is from face-api's own demo photograph
 * (`demo/sample1.jpg`, shipped in the npm package, whose licence is MIT; the photos have none of their own), cut out and pasted at a
 * known place on a plain background, so the test knows where it is.
 */
let t: TestApp;
let author: { id: number };
let moderator: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.database.db, { role: 'iq_moderator' });
  moderator = await buildUser(t.database.db, { role: 'moderator' });
});
afterAll(async () => t?.close());

async function upload(bytes: Buffer, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/images',
    headers: { 'content-type': 'image/png', ...(await t.authAs(author)), ...headers },
    payload: bytes,
  });
}

const demoPhoto = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);
/** Where the face is in the test image: the middle face of the demo photo (at 2,000 px wide), pasted at (300, 150). */
const PASTED = { x: 300, y: 150 };
const CUT = { left: 700, top: 330, width: 560, height: 520 };
const FACE: PhiImageBox = { x: 814 - CUT.left + PASTED.x, y: 464 - CUT.top + PASTED.y, width: 319, height: 260 };

const facePhoto = async () => {
  const cut = await sharp(demoPhoto).rotate().resize({ width: 2000 }).extract(CUT).png().toBuffer();
  return sharp({ create: { width: 1000, height: 800, channels: 3, background: '#f2f2f2' } })
    .composite([{ input: cut, left: PASTED.x, top: PASTED.y }])
    .png()
    .toBuffer();
};

/** The share of box `a` that box `b` covers. */
function covered(a: PhiImageBox, b: PhiImageBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? (w * h) / (a.width * a.height) : 0;
}

describe('an image with a face', () => {
  it('is refused with one finding of kind face whose box covers the face; confirmed, it is stored and listed', async () => {
    const image = await facePhoto();
    const refused = await upload(image);
    expect(refused.statusCode, refused.body).toBe(422);
    const body = refused.json();
    expect(body).toMatchObject({ code: ERROR_CODES.phiSuspected, image: { width: 1000, height: 800 } });
    expect(body.findings).toHaveLength(1);
    const [finding] = body.findings;
    expect(finding).toMatchObject({ field: 'image', kind: 'face', text: 'face' });
    expect(finding.boxes).toHaveLength(1);
    // Most of the face is inside the box, and the box is mostly face.
    expect(covered(FACE, finding.boxes[0])).toBeGreaterThan(0.6);
    expect(covered(finding.boxes[0], FACE)).toBeGreaterThan(0.6);

    const confirmation = JSON.stringify([{ field: 'image', kind: 'face', text: 'face' }]);
    const stored = await upload(image, { [PHI_CONFIRMATIONS_HEADER]: confirmation });
    expect(stored.statusCode, stored.body).toBe(200);
    const { url } = stored.json();

    const list = await t.app.inject({ url: '/api/v1/phi/confirmations', headers: await t.authAs(moderator) });
    expect(list.statusCode).toBe(200);
    const items = list.json().items.filter((i: { subjectType: string }) => i.subjectType === 'image');
    expect(items).toEqual([
      expect.objectContaining({
        field: 'image',
        kind: 'face',
        text: 'face',
        before: '',
        after: '',
        author: expect.objectContaining({ id: author.id }),
        image: { url, boxes: finding.boxes },
      }),
    ]);
  });
});

describe('the face detector', () => {
  const budget = { ...faceBudget };
  afterEach(() => {
    Object.assign(faceBudget, budget);
  });

  it('takes the image it looks at and FACE_QUEUE waiting ones, and refuses the rest at once with 503 busy', async () => {
    const blank = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // Waiting is not what is tested: a loaded machine may not finish three images in the budget.
    faceBudget.wallMs = 120_000;
    const capacity = 1 + FACE_QUEUE;
    const answers = await Promise.allSettled(Array.from({ length: capacity + 2 }, () => findFaces(blank, 200, 100)));
    expect(answers.slice(0, capacity).map((a) => a.status)).toEqual(Array(capacity).fill('fulfilled'));
    for (const answer of answers.slice(capacity)) {
      const reason = (answer as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ statusCode: 503, code: ERROR_CODES.busy });
    }
    expect(await findFaces(blank, 200, 100)).toEqual([]);
    if (process.platform === 'linux') {
      // Its thread has the name by which the lane counts its budget in CPU time (worker-lane.ts).
      const names = readdirSync('/proc/self/task').map((tid) =>
        readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim(),
      );
      expect(names).toContain('pc-faces');
    }
  });

  it('refuses an image that used up its CPU time with 503 time_budget_exceeded, and looks at the next one', async () => {
    const image = await facePhoto();
    faceBudget.cpuMs = 1;
    const late = await upload(image);
    expect(late.statusCode).toBe(503);
    expect(late.json()).toMatchObject({ code: ERROR_CODES.timeBudgetExceeded });
    Object.assign(faceBudget, budget);
    // Within the budget again, the next image is looked at (by a new worker if the last one overran).
    const next = await upload(image);
    expect(next.statusCode).toBe(422);
    expect(next.json().findings.map((f: { kind: string }) => f.kind)).toEqual(['face']);
  });
});
