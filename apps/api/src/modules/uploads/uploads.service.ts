import { createHash } from 'node:crypto';
import {
  type PhiImageConfirmation,
  UPLOAD_ERROR_CODES,
  UPLOAD_IMAGE_EXTENSIONS,
  UPLOAD_MESSAGES,
  type UploadImageType,
} from '@pc/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ObjectStorage, StoredObject } from '../../lib/object-storage.js';
import { replaceImageConfirmations } from '../phi/phi.queries.js';
import { checkImage } from './image-phi.js';
import { reencodeWithoutMetadata } from './image-reencode.js';
import { imageTypeOf } from './image-signature.js';

/** An image's key: the SHA-256 of its bytes and its type's extension, so a retry stores nothing new. */
export const IMAGE_KEY = /^[a-f0-9]{64}\.(png|jpg|webp)$/;

const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(UPLOAD_IMAGE_EXTENSIONS).map(([type, ext]) => [ext, type]),
) as Record<string, UploadImageType>;

/** The content type a valid key is served with (its extension's). */
export const contentTypeOfKey = (key: string): string =>
  TYPE_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export const tooLarge = (maxBytes: number) =>
  new AppError(413, UPLOAD_ERROR_CODES.tooLarge, UPLOAD_MESSAGES.tooLarge(maxBytes));

export const wrongType = () => new AppError(400, UPLOAD_ERROR_CODES.type, UPLOAD_MESSAGES.type);

export interface StoredImage {
  key: string;
  contentType: UploadImageType;
  size: number;
}

/** Who uploads, and the findings they confirmed (the `x-phi-confirmations` header, image-phi.ts). */
export interface Uploader {
  userId: number;
  confirmations: readonly PhiImageConfirmation[];
}

/**
 * Checks the bytes (not the client's Content-Type), re-encodes them without metadata
 * (image-reencode.ts), reads the text in the re-encoded image for patient identifiers (image-phi.ts)
 * and stores the result under its hash: re-encoding the same bytes gives the same image, so the same
 * upload answers the same URL. Every refusal happens before anything is written. The confirmed
 * findings are recorded for the moderators in the transaction that stores the file, so a file that
 * could not be stored leaves no record and a record never lacks its file.
 */
export async function storeImage(
  db: Db,
  storage: ObjectStorage,
  body: unknown,
  maxBytes: number,
  uploader: Uploader,
): Promise<StoredImage> {
  // Only the image parsers give a Buffer: a JSON or form body means the wrong type.
  if (!Buffer.isBuffer(body)) throw wrongType();
  if (body.length === 0) throw new AppError(400, UPLOAD_ERROR_CODES.empty, UPLOAD_MESSAGES.empty);
  // The route's body limit refuses larger bodies before they are read; this holds without it too.
  if (body.length > maxBytes) throw tooLarge(maxBytes);
  const contentType = imageTypeOf(body);
  if (!contentType) throw wrongType();
  const image = await reencodeWithoutMetadata(body, contentType);
  const key = `${createHash('sha256').update(image).digest('hex')}.${UPLOAD_IMAGE_EXTENSIONS[contentType]}`;
  const confirmed = await checkImage(image, uploader.confirmations);
  if (confirmed.length === 0) {
    await storage.put(key, image, contentType);
  } else {
    await db.transaction(async (tx) => {
      await replaceImageConfirmations(tx, { key, userId: uploader.userId }, confirmed);
      await storage.put(key, image, contentType);
    });
  }
  return { key, contentType, size: image.length };
}

/** The stored image of a key, or null for a key that is not an image key or names nothing. */
export async function readImage(storage: ObjectStorage, key: string): Promise<StoredObject | null> {
  if (!IMAGE_KEY.test(key)) return null;
  const stored = await storage.get(key);
  return stored && { ...stored, contentType: contentTypeOfKey(key) };
}
