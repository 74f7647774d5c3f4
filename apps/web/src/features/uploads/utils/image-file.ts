import { isUploadImageType, UPLOAD_MAX_BYTES_DEFAULT, UPLOAD_MESSAGES } from '@pc/contracts';

/** What the file picker offers; the server still checks the bytes themselves. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * Why a chosen file would be refused, with the server's words, or null: saves a round trip for the
 * common mistakes (a PDF, a photo straight off a camera). The browser's type comes from the file name.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isUploadImageType(file.type)) return UPLOAD_MESSAGES.type;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > UPLOAD_MAX_BYTES_DEFAULT) return UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_BYTES_DEFAULT);
  return null;
}
