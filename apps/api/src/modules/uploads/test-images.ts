import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real images for tests (upload tests here, the consensus wizard's end-to-end tests): a PNG of any
 * size drawn here, and a tiny JPEG and WebP that decoders open.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG of width x height in one colour. `noise` fills the pixels with pseudo-random bytes
 * instead, so the file stays about as large as its pixels (for size-limit tests).
 */
export function pngImage(width = 2, height = 2, options: { rgb?: [number, number, number]; noise?: boolean } = {}) {
  const [r, g, b] = options.rgb ?? [91, 75, 138];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  let seed = 42;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      if (options.noise) {
        for (let i = 0; i < 3; i++) {
          seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
          pixels[at + i] = seed >>> 24;
        }
      } else pixels.set([r, g, b], at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 2x2 light grey baseline JPEG (614 bytes). */
export const JPEG_IMAGE = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APYKAP8A/9k=',
  'base64',
);

/** A 1x1 lossy WebP (42 bytes). */
export const WEBP_IMAGE = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

/** One line of text drawn into a `textImage`, at (x, y) of its baseline, in pixels. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  size?: number;
}

/**
 * A PNG with text burned in, as an X-ray's or ECG's label is: drawn by sharp from an SVG with DejaVu
 * Sans (Debian's fonts-dejavu-core, on every machine of this project). `dark`: light text on black,
 * with a grey disc standing for the anatomy.
 */
export async function textImage(
  width: number,
  height: number,
  lines: readonly DrawnText[],
  options: { dark?: boolean } = {},
): Promise<Buffer> {
  const [background, ink] = options.dark ? ['#111111', '#eeeeee'] : ['#ffffff', '#111111'];
  const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    ${options.dark ? `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 3}" ry="${height / 3}" fill="#555555"/>` : ''}
    ${lines
      .map(
        (l) =>
          `<text x="${l.x}" y="${l.y}" font-family="DejaVu Sans" font-size="${l.size ?? 40}" fill="${ink}">${escaped(l.text)}</text>`,
      )
      .join('\n')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
