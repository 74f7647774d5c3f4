import type { UploadImageType } from '@pc/contracts';

/**
 * The image type the bytes themselves say, or null: the Content-Type header is the client's word
 * only. Beyond the first bytes, the container's framing must hold too (PNG's header and end chunks,
 * RIFF's length), so a signature glued onto a page of HTML is not an image.
 */
export function imageTypeOf(bytes: Buffer): UploadImageType | null {
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  if (isWebp(bytes)) return 'image/webp';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The IEND chunk: length 0, type, CRC. Every PNG ends with it. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function isPng(b: Buffer) {
  return (
    b.length >= PNG_SIGNATURE.length + 25 + PNG_END.length &&
    b.subarray(0, 8).equals(PNG_SIGNATURE) &&
    // The first chunk is IHDR, 13 bytes long, with a width and height of at least 1.
    b.readUInt32BE(8) === 13 &&
    b.toString('latin1', 12, 16) === 'IHDR' &&
    b.readUInt32BE(16) > 0 &&
    b.readUInt32BE(20) > 0 &&
    b.subarray(b.length - PNG_END.length).equals(PNG_END)
  );
}

function isJpeg(b: Buffer) {
  // Start of image, then a marker segment (APPn, quantisation table, frame, comment...). Cameras
  // and phones append data after the end marker (motion photos), so the end is not checked.
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return false;
  const marker = b[3] as number;
  return (marker >= 0xc0 && marker <= 0xfe) || marker === 0x01;
}

function isWebp(b: Buffer) {
  if (b.length < 20 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return false;
  // RIFF's length is the file's, less the 8 bytes before it; the first chunk is one of WebP's three.
  return b.readUInt32LE(4) + 8 === b.length && ['VP8 ', 'VP8L', 'VP8X'].includes(b.toString('latin1', 12, 16));
}
