import type { PhiImageBox } from '@pc/contracts';
import sharp from 'sharp';
import { type OcrWord, readWords } from '../../lib/ocr.js';

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
 * Greyscale on a white background, shrunk to `OCR_MAX_SIDE`, and turned dark-on-light when the image
 * is mostly dark (X-rays, monitors: light labels on black), since Tesseract reads dark text and is
 * told not to try each line inverted (lib/ocr.ts). A PNG at the lowest compression: quickest to write
 * and for Tesseract to decode.
 */
async function forOcr(stored: Buffer, width: number, height: number): Promise<{ png: Buffer; scale: number }> {
  const grey = sharp(stored).flatten({ background: '#ffffff' }).greyscale();
  const scale = Math.min(1, OCR_MAX_SIDE / Math.max(width, height));
  const sized =
    scale < 1 ? grey.resize({ width: Math.round(width * scale), height: Math.round(height * scale) }) : grey;
  const { data, info } = await sized.raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let i = 0; i < data.length; i += info.channels) sum += data[i]!;
  const dark = sum / (info.width * info.height) < 128;
  const raw = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const png = await (dark ? raw.negate() : raw).png({ compressionLevel: 0 }).toBuffer();
  return { png, scale: info.width / width };
}

/** The stored image's words (none for an image too small to hold any). */
export async function readImageWords(stored: Buffer): Promise<ReadImage> {
  const { width = 0, height = 0 } = await sharp(stored).metadata();
  if (Math.min(width, height) < OCR_MIN_SIDE) return { width, height, words: [] };
  const { png, scale } = await forOcr(stored, width, height);
  const words = (await readWords(png)).map(({ x, y, width: w, height: h, ...word }) => {
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
  /** The words, one line of the image per line of text, words separated by one space. */
  text: string;
  /** Where each word is in `text` (the same order as the words). */
  spans: { start: number; end: number }[];
}

/** Joins the words into the text the detector reads, keeping where each word went. */
export function textOfWords(words: readonly { text: string; line: string }[]): ImageText {
  let text = '';
  const spans: ImageText['spans'] = [];
  words.forEach((word, i) => {
    if (i > 0) text += words[i - 1]!.line === word.line ? ' ' : '\n';
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
