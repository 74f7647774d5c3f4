import { UPLOAD_ERROR_CODES, UPLOAD_MAX_PIXELS, UPLOAD_MESSAGES, type UploadImageType } from '@pc/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.js';

/** A decode that takes longer than this is refused (libvips stops the work). */
const DECODE_BUDGET_SECONDS = 10;

export const tooManyPixels = () => new AppError(413, UPLOAD_ERROR_CODES.tooManyPixels, UPLOAD_MESSAGES.tooManyPixels);
const unreadable = () => new AppError(400, UPLOAD_ERROR_CODES.unreadable, UPLOAD_MESSAGES.unreadable);

/**
 * The image decoded and encoded again, in its own format, with nothing but its pixels: a phone photo
 * carries its GPS position, capture time and camera serial (EXIF), editing history (XMP), captions
 * (IPTC), comments and text chunks, any of which can identify a patient. Re-encoding (rather than
 * cutting known segments out) leaves nothing a parser did not understand, and turns a file that is
 * an image and something else at once into an image only. The EXIF orientation is applied to the
 * pixels first, so the picture stands as the member saw it. The colour profile goes too (pixels are
 * converted to sRGB, which is what browsers assume without one).
 *
 * Decoding runs on libvips' own threads, off the event loop. The pixel count is read from the header
 * before anything is decoded. Animated WebP keeps its first frame only.
 */
export async function reencodeWithoutMetadata(bytes: Buffer, type: UploadImageType): Promise<Buffer> {
  let header: Metadata;
  try {
    header = await sharp(bytes).metadata();
  } catch {
    throw unreadable();
  }
  if (!header.width || !header.height) throw unreadable();
  if (header.width * header.height > UPLOAD_MAX_PIXELS) throw tooManyPixels();
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .timeout({ seconds: DECODE_BUDGET_SECONDS });
  const encoded =
    type === 'image/png'
      ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
      : type === 'image/jpeg'
        ? image.jpeg({ quality: 90, chromaSubsampling: '4:4:4', mozjpeg: true })
        : image.webp({ quality: 90 });
  try {
    return await encoded.toBuffer();
  } catch {
    throw unreadable();
  }
}
