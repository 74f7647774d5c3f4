import type { Page } from 'playwright-core';

/** What the test "X-ray label" has burned in: two identifiers the server's OCR reads, and a label that is none. */
export const LABEL_NAME = 'Jane Doe';
export const LABEL_MRN = '4481927';

/**
 * A 720×360 "X-ray label" drawn on a canvas in the page (Chromium has the fonts), as a PNG: a dark
 * picture with a bright disc and three lines of large, bold white text (the name at 40,40, "MRN" and
 * the number at 40,110, "CHEST PA" at 40,280), big and plain enough for the server's OCR to read at
 * full confidence. `tint` shifts the background a little, so each test's image is new bytes (images
 * are stored by their hash, and an image's confirmations replace its earlier ones).
 */
export async function labelledImagePng(page: Page, tint = 0): Promise<Buffer> {
  const url = await page.evaluate(
    ({ name, mrn, tint }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 720;
      canvas.height = 360;
      const c = canvas.getContext('2d')!;
      c.fillStyle = `rgb(27, 39, ${51 + (tint % 12)})`;
      c.fillRect(0, 0, 720, 360);
      c.fillStyle = '#8fa7bd';
      c.beginPath();
      c.arc(560, 220, 90, 0, Math.PI * 2);
      c.fill();
      c.fillStyle = '#ffffff';
      c.font = 'bold 40px sans-serif';
      c.textBaseline = 'top';
      c.fillText(name, 40, 40);
      c.fillText(`MRN ${mrn}`, 40, 110);
      c.fillText('CHEST PA', 40, 280);
      return canvas.toDataURL('image/png');
    },
    { name: LABEL_NAME, mrn: LABEL_MRN, tint },
  );
  return Buffer.from(url.split(',')[1]!, 'base64');
}
