import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OCR_LINE_HEIGHT, OCR_MIN_SHRINK, shrinkForText } from './image-ocr.js';
import { smallestTextLine } from './text-lines.js';
import { type DrawnText, textImage } from './test-images.js';

/**
 * How far an image is shrunk before OCR (issue 23: a 2,000-pixel image checked in 3 s on one core):
 * by its smallest print, never its typical print. Images drawn with real text (DejaVu Sans).
 */

async function greyOf(png: Buffer) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { grey: new Uint8Array(data), width: info.width, height: info.height };
}

const SENTENCES = [
  'Seen today for follow up of heart failure, NYHA class II, weight stable.',
  'No orthopnea, mild ankle swelling in the evening, adherent to medications.',
  'Continue sacubitril/valsartan twice daily and metoprolol succinate daily.',
];
/** A page of `count` lines of print `size` pixels high, 1.5 lines apart. */
const page = (size: number, count = 12): DrawnText[] =>
  Array.from({ length: count }, (_, i) => ({ text: SENTENCES[i % 3]!, x: 40, y: 80 + i * size * 1.5, size }));

describe('the smallest line of text', () => {
  it('is about three quarters of the print size on a page of one size', async () => {
    const { grey, width, height } = await greyOf(await textImage(1600, 1000, page(26)));
    const line = smallestTextLine(grey, width, height);
    expect(line).toBeGreaterThanOrEqual(17);
    expect(line).toBeLessThanOrEqual(23);
  });

  it('is the small print under a page of large print, however few its lines', async () => {
    const large = await greyOf(await textImage(1600, 1200, page(48, 10)));
    const largeLine = smallestTextLine(large.grey, large.width, large.height)!;
    expect(largeLine).toBeGreaterThan(20);
    const footer = { text: 'Printed 11/02/2026 by the ward clerk for the record', x: 40, y: 1170, size: 14 };
    const withFooter = await greyOf(await textImage(1600, 1200, [...page(48, 10), footer]));
    const line = smallestTextLine(withFooter.grey, withFooter.width, withFooter.height)!;
    expect(line).toBeLessThanOrEqual(12);
    expect(line).toBeGreaterThanOrEqual(8);
  });

  it('is not judged from a blank image, rules and blocks, or fewer than MIN_LINES lines', async () => {
    const blank = await greyOf(await textImage(800, 600, []));
    expect(smallestTextLine(blank.grey, blank.width, blank.height)).toBeUndefined();
    const chart = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="100%" height="100%" fill="#fff"/>` +
          `<path d="M60 20 V550 H760" stroke="#000" stroke-width="3" fill="none"/>` +
          [0, 1, 2, 3, 4]
            .map(
              (i) => `<rect x="${100 + i * 130}" y="${150 + i * 60}" width="80" height="${400 - i * 60}" fill="#333"/>`,
            )
            .join('') +
          [0, 1, 2, 3].map((i) => `<rect x="60" y="${100 + i * 100}" width="700" height="2" fill="#999"/>`).join('') +
          '</svg>',
      ),
    )
      .png()
      .toBuffer();
    const bars = await greyOf(chart);
    expect(smallestTextLine(bars.grey, bars.width, bars.height)).toBeUndefined();
    // A label in one strip is fewer than MIN_LINES lines: not judged. One line across the width is a
    // line in each strip it crosses: judged.
    const label = await greyOf(await textImage(190, 300, [{ text: 'MRN 84736251', x: 5, y: 100, size: 20 }]));
    expect(smallestTextLine(label.grey, label.width, label.height)).toBeUndefined();
    const wide = await greyOf(await textImage(1600, 400, page(26, 1)));
    expect(smallestTextLine(wide.grey, wide.width, wide.height)).toBeDefined();
  });
});

describe('the shrink before OCR', () => {
  it('brings large print down towards OCR_LINE_HEIGHT, never below OCR_MIN_SHRINK', async () => {
    const medium = await greyOf(await textImage(1600, 1000, page(26)));
    const shrink = shrinkForText(medium.grey, medium.width, medium.height);
    expect(shrink).toBeLessThan(0.8);
    expect(shrink).toBeGreaterThanOrEqual(OCR_LINE_HEIGHT / 23);
    const large = await greyOf(await textImage(1600, 1200, page(64, 8)));
    expect(shrinkForText(large.grey, large.width, large.height)).toBe(OCR_MIN_SHRINK);
  });

  it('leaves an image alone whose smallest print is already small, or where nothing looks like text', async () => {
    const footer = { text: 'Printed 11/02/2026 by the ward clerk for the record', x: 40, y: 1170, size: 14 };
    const withFooter = await greyOf(await textImage(1600, 1200, [...page(48, 10), footer]));
    expect(shrinkForText(withFooter.grey, withFooter.width, withFooter.height)).toBe(1);
    const blank = await greyOf(await textImage(800, 600, []));
    expect(shrinkForText(blank.grey, blank.width, blank.height)).toBe(1);
  });
});
