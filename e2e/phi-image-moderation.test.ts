import type { PhiConfirmationList, PhiImageSuspectedError, UploadedImage } from '@pc/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { apiWith, tokenFor } from './support/moderator-tools';
import { LABEL_MRN, LABEL_NAME, labelledImagePng } from './support/phi-image';
import { baseUrl } from './support/product';
import { signIn } from './support/sign-in';
import { axeAtBothWidths, DESKTOP, PHONE } from './support/user-pages';

/**
 * Issue 23, the moderators' side of patient identifiers in images, in Chromium: a consensus author
 * uploads an image with a name and a record number burned in; the server's OCR refuses it (422) and
 * the author sends it again confirming both findings, as the upload field's Confirm does. The
 * moderator's list of confirmed patient identifiers then shows each finding with a thumbnail of the
 * image and the finding's boxes marked over it where the words are, the text read around it, its
 * kind, who confirmed it and when; no Edit text and no Delete (an image is replaced where it is used:
 * the API answers its delete with 409), and a sentence that says so. axe finds nothing serious at
 * 1280 and 390 px; screenshots go to /tmp/modlist-*.png.
 */

const UPLOADER = 'iqmoderator@example.org';
const stamp = Date.now();

let browser: Browser;
let context: BrowserContext;
let moderator: Page;
let moderatorToken: string;
let uploaded: UploadedImage;
let refusal: PhiImageSuspectedError;

/** A raw-body upload as the upload field sends it; answers the status and the JSON body. */
async function upload(token: string, png: Buffer, confirmations?: unknown) {
  const res = await fetch(`${baseUrl}/api/v1/uploads/images`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'image/png',
      ...(confirmations ? { 'x-phi-confirmations': JSON.stringify(confirmations) } : {}),
    },
    body: new Uint8Array(png),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP });
  moderator = await context.newPage();
  await signIn(moderator, baseUrl, 'moderator@example.org');
  moderatorToken = await tokenFor(baseUrl, 'moderator@example.org');

  const uploaderToken = await tokenFor(baseUrl, UPLOADER);
  const png = await labelledImagePng(moderator, stamp);
  const first = await upload(uploaderToken, png);
  expect(first.status, JSON.stringify(first.body)).toBe(422);
  refusal = first.body as PhiImageSuspectedError;
  const confirmations = refusal.findings.map(({ field, kind, text }) => ({ field, kind, text }));
  const second = await upload(uploaderToken, png, confirmations);
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  uploaded = second.body as UploadedImage;
}, 120_000);

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

describe('a moderator sees an image’s confirmed findings', () => {
  it('read by the server’s OCR: the name and the record number, with their boxes', () => {
    expect(refusal.image).toEqual({ width: 720, height: 360 });
    expect(refusal.findings.map((f) => [f.kind, f.text])).toEqual([
      ['name', LABEL_NAME],
      ['mrn', LABEL_MRN],
    ]);
    // One box per word, on the lines the words were drawn on (y 40 and 110).
    const [name, mrn] = refusal.findings;
    expect(name!.boxes).toHaveLength(2);
    for (const box of name!.boxes) expect(Math.abs(box.y - 40)).toBeLessThan(15);
    expect(mrn!.boxes).toHaveLength(1);
    expect(Math.abs(mrn!.boxes[0]!.y - 110)).toBeLessThan(15);
  });

  it('shows each with a lazy thumbnail, its boxes marked where the words are, and no Delete', async () => {
    const list = await apiWith<PhiConfirmationList>(baseUrl, moderatorToken, 'GET', '/phi/confirmations?page=1');
    const stored = list.items.find((i) => i.image?.url === uploaded.url && i.text === LABEL_NAME)!;
    expect(stored).toMatchObject({ subjectType: 'image', kind: 'name', link: null });
    const author = `${stored.author.firstName} ${stored.author.lastName}`;

    await moderator.goto(`${baseUrl}/moderator/phi-confirmations`);
    const items = moderator.getByRole('list', { name: 'Confirmed patient identifiers' }).getByRole('listitem');
    const item = items.filter({ has: moderator.locator(`img[src="${uploaded.url}"]`) }).filter({
      hasText: `“${LABEL_NAME}” looks like a name`,
    });
    await item.waitFor();
    const thumb = item.getByRole('img', { name: `Uploaded image, finding “${LABEL_NAME}” marked` });
    expect(await thumb.getAttribute('loading')).toBe('lazy');
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(720);

    // The marks sit on the boxes, scaled to the thumbnail.
    const marks = item.locator('.pc-phi-thumb__mark');
    await expect.poll(() => marks.count()).toBe(stored.image!.boxes.length);
    const shown = (await thumb.boundingBox())!;
    const scale = shown.width / 720;
    expect(scale).toBeLessThan(1);
    for (const [i, box] of stored.image!.boxes.entries()) {
      const mark = (await marks.nth(i).boundingBox())!;
      expect(Math.abs(mark.x - (shown.x + box.x * scale))).toBeLessThan(1.5);
      expect(Math.abs(mark.y - (shown.y + box.y * scale))).toBeLessThan(1.5);
      expect(Math.abs(mark.width - box.width * scale)).toBeLessThan(1.5);
      expect(Math.abs(mark.height - box.height * scale)).toBeLessThan(1.5);
    }

    // The words of the text rows: where, the finding in the text read, its kind, who and when.
    const words = await item.innerText();
    expect(words).toContain('Uploaded image');
    expect(words).toContain('Text read from the image');
    expect(await item.locator('.pc-phi-context mark').innerText()).toBe(LABEL_NAME);
    expect(await item.locator('.pc-phi-context').innerText()).toContain(LABEL_MRN);
    expect(words).toContain(`“${LABEL_NAME}” looks like a name. Confirmed by ${author}.`);
    expect(await item.locator('time').getAttribute('datetime')).toBe(stored.createdAt);
    // What does not apply to an image is not offered, and the card says why there is no Delete.
    expect(await item.getByRole('button', { name: /^(Edit text|Delete)/ }).count()).toBe(0);
    expect(words).toContain('An image is not deleted from this list');
    const open = item.getByRole('link', { name: `Open image by ${author} with “${LABEL_NAME}” (new tab)` });
    expect(await open.getAttribute('href')).toBe(uploaded.url);
    // The API's answer to a delete, which the list does not offer.
    await expect(apiWith(baseUrl, moderatorToken, 'DELETE', `/phi/confirmations/${stored.id}/subject`)).rejects.toThrow(
      /answered 409/,
    );

    // The record number's item, on the same image, marks its own box.
    const mrnItem = items.filter({ has: moderator.locator(`img[src="${uploaded.url}"]`) }).filter({
      hasText: `“${LABEL_MRN}” looks like a medical record number`,
    });
    await mrnItem.getByRole('img', { name: `Uploaded image, finding “${LABEL_MRN}” marked` }).waitFor();

    await item.screenshot({ path: '/tmp/modlist-image-item-1280.png' });
    expect(await axeAtBothWidths(moderator)).toEqual([]);
    await moderator.setViewportSize(PHONE);
    await item.scrollIntoViewIfNeeded();
    await moderator.screenshot({ path: '/tmp/modlist-image-item-390.png' });
    const narrow = (await thumb.boundingBox())!;
    expect(narrow.width).toBeLessThanOrEqual(PHONE.width);
    await moderator.setViewportSize(DESKTOP);
  });
});
