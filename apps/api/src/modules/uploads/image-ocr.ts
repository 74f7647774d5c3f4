import type { PhiImageBox } from '@pc/contracts';
import sharp from 'sharp';
import { type OcrWord, readWords } from '../../lib/ocr.js';
import { smallestTextLine } from './text-lines.js';

/**
 * An image prepared for OCR and its words read, in pixels of the stored image. The stored image is
 * already re-encoded and turned (image-reencode.ts), so its pixels are the ones a reader sees.
 */

/**
 * The longest side Tesseract is given: a larger image is shrunk to it (a 40-megapixel photo would take
 * a minute). 2,000 pixels keeps a 12-pixel line of a full-width screenshot readable; the benchmark's
 * target image is this size.
 */
export const OCR_MAX_SIDE = 2000;
/**
 * An image whose shorter side is under this holds no line of text Tesseract can read (it needs letters
 * about 8 pixels high and a margin around them), so it is not read at all: icons, spacers, 1-pixel
 * test images.
 */
export const OCR_MIN_SIDE = 10;

export interface ReadImage {
  width: number;
  height: number;
  /** Words in reading order, boxes in pixels of the stored image. */
  words: (Omit<OcrWord, 'x' | 'y' | 'width' | 'height'> & { box: PhiImageBox })[];
}

/**
 * Words Tesseract is less than this sure of are left out: on film grain, skin or fabric it "reads"
 * hundreds of one- and two-letter words at 0 to 40, and the detector would take pairs of them for
 * names; printed words read at 85 to 96 (bench/README.md "OCR").
 */
export const OCR_MIN_CONFIDENCE = 50;

/**
 * The height in pixels the smallest line of text is brought down to before OCR (text-lines.ts measures
 * a line from the top of its tallest letter to the bottom of its lowest, within a strip: about three
 * quarters of the type's size). Measured on the benchmark's full page of 26-pixel print (its smallest
 * line 20 pixels) with the product's model (bench/README.md "Images"): every one of its 593 words read
 * at 0.6 (a 12-pixel line), 15 lost at 0.5 (10 pixels); 13 keeps a margin above that.
 */
export const OCR_LINE_HEIGHT = 13;
/** Never shrunk below this share of `OCR_MAX_SIDE`, however large the print. */
export const OCR_MIN_SHRINK = 0.5;

/** The shrink that brings the smallest line of text to `OCR_LINE_HEIGHT` (1 when unsure or already small). */
export function shrinkForText(grey: Uint8Array, width: number, height: number): number {
  const line = smallestTextLine(grey, width, height);
  if (line === undefined) return 1;
  return Math.min(1, Math.max(OCR_MIN_SHRINK, OCR_LINE_HEIGHT / line));
}

/**
 * One grey value per pixel, as Tesseract reads best, shrunk to `OCR_MAX_SIDE`, transparency on white:
 * - a mostly dark image (an X-ray, a monitor: light labels on black) is turned dark-on-light, since
 *   Tesseract is told not to try each line inverted (lib/ocr.ts), and cut at mid-grey, which drops
 *   the anatomy's soft tones and the film grain (on grain Tesseract took 5 s and read noise);
 * - any other is the brightest of each pixel's red, green and blue, which makes an ECG's pink or red
 *   grid and coloured backgrounds near white while black, grey and blue print stay dark (no cut:
 *   it would lose light-grey and small anti-aliased text). Red print fades: a trade-off for ECGs.
 * Then shrunk further where its smallest print allows (`shrinkForText`), and handed over as a binary
 * PGM: Tesseract reads it 0.2 s quicker than the same pixels as a PNG on a full page.
 */
async function forOcr(stored: Buffer, width: number, height: number): Promise<{ image: Buffer; scale: number }> {
  const scale = Math.min(1, OCR_MAX_SIDE / Math.max(width, height));
  const flat = sharp(stored).flatten({ background: '#ffffff' }).toColourspace('srgb');
  const sized =
    scale < 1 ? flat.resize({ width: Math.round(width * scale), height: Math.round(height * scale) }) : flat;
  const { data, info } = await sized.raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const step = info.channels;
  let grey = Buffer.alloc(pixels);
  let luminance = 0;
  for (let p = 0, i = 0; p < pixels; p++, i += step) {
    const r = data[i]!;
    const g = step >= 3 ? data[i + 1]! : r;
    const b = step >= 3 ? data[i + 2]! : r;
    luminance += 0.2126 * r + 0.7152 * g + 0.0722 * b;
    grey[p] = Math.max(r, g, b);
  }
  if (luminance / pixels < 128) {
    for (let p = 0, i = 0; p < pixels; p++, i += step) {
      const r = data[i]!;
      const lum = step >= 3 ? 0.2126 * r + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]! : r;
      grey[p] = lum < 128 ? 255 : 0;
    }
  }
  let size = { width: info.width, height: info.height };
  const shrink = shrinkForText(grey, size.width, size.height);
  if (shrink < 1) {
    const target = {
      width: Math.max(1, Math.round(size.width * shrink)),
      height: Math.max(1, Math.round(size.height * shrink)),
    };
    grey = await sharp(grey, { raw: { ...size, channels: 1 } })
      .resize(target)
      .extractChannel(0) // libvips would hand back three channels
      .raw()
      .toBuffer();
    size = target;
  }
  const image = Buffer.concat([Buffer.from(`P5\n${size.width} ${size.height}\n255\n`, 'latin1'), grey]);
  return { image, scale: size.width / width };
}

/** The stored image's words (none for an image too small to hold any). */
export async function readImageWords(stored: Buffer): Promise<ReadImage> {
  const { width = 0, height = 0 } = await sharp(stored).metadata();
  if (Math.min(width, height) < OCR_MIN_SIDE) return { width, height, words: [] };
  const { image, scale } = await forOcr(stored, width, height);
  const read = (await readWords(image)).filter((word) => word.confidence >= OCR_MIN_CONFIDENCE);
  const words = read.map(({ x, y, width: w, height: h, ...word }) => {
    const left = Math.max(0, Math.floor(x / scale));
    const top = Math.max(0, Math.floor(y / scale));
    const right = Math.min(width, Math.ceil((x + w) / scale));
    const bottom = Math.min(height, Math.ceil((y + h) / scale));
    return {
      ...word,
      box: { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) },
    };
  });
  return { width, height, words };
}

export interface ImageText {
  /**
   * The words, one line of the image per line of text, words separated by one space; words of one line
   * set far apart (label columns: "LOPEZ, MARIA" at the left edge, "St. Mary Hospital" at the right)
   * are on lines of their own, as a reader sees them.
   */
  text: string;
  /** Where each word is in `text` (the same order as the words). */
  spans: { start: number; end: number }[];
}

/**
 * A gap between two words of one line wider than this many times the line's letter height is a
 * column break: a word space is well under one letter height, a tab stop or a second label several.
 */
export const COLUMN_GAP_HEIGHTS = 2.5;

type PlacedWord = { text: string; line: string; box?: PhiImageBox };

function columnBreak(before: PlacedWord, word: PlacedWord): boolean {
  if (!before.box || !word.box) return false;
  const gap = word.box.x - (before.box.x + before.box.width);
  return gap > COLUMN_GAP_HEIGHTS * Math.max(before.box.height, word.box.height);
}

/** Joins the words into the text the detector reads, keeping where each word went. */
export function textOfWords(words: readonly PlacedWord[]): ImageText {
  let text = '';
  const spans: ImageText['spans'] = [];
  words.forEach((word, i) => {
    const before = words[i - 1];
    if (before) text += before.line === word.line && !columnBreak(before, word) ? ' ' : '\n';
    spans.push({ start: text.length, end: text.length + word.text.length });
    text += word.text;
  });
  return { text, spans };
}

/** The boxes of the words a finding's characters fall in (a finding may cover part of a word). */
export function boxesOfSpan(
  image: ReadImage,
  spans: ImageText['spans'],
  finding: { start: number; end: number },
): PhiImageBox[] {
  return image.words
    .filter((_, i) => spans[i]!.start < finding.end && spans[i]!.end > finding.start)
    .map((word) => word.box);
}
