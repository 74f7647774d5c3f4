/**
 * Image upload rules (`POST uploads/images`) that the server and the upload field share, so the
 * browser refuses a file with the very words the server would. Kept free of zod (zod-free.test.ts).
 */

export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** The file extension each type is stored and served under. */
export const UPLOAD_IMAGE_EXTENSIONS: Record<UploadImageType, 'png' | 'jpg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The default size limit (`UPLOAD_MAX_BYTES` changes the server's; the browser checks this one). */
export const UPLOAD_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;

/**
 * The most pixels an image may have (width × height): a few megabytes of PNG can hold a
 * billion-pixel picture that takes gigabytes to decode. 40 megapixels is past any phone camera's photo.
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** "5 MB", "2.5 MB", "512 KB" (binary units, as file managers show them). */
export const formatFileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Number((bytes / 1024).toFixed(1))} KB`;

export const UPLOAD_MESSAGES = {
  type: 'Images must be PNG, JPEG or WebP.',
  empty: 'The image file is empty.',
  tooLarge: (maxBytes: number = UPLOAD_MAX_BYTES_DEFAULT) => `Images must be at most ${formatFileSize(maxBytes)}.`,
  tooManyPixels: `Images must be at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`,
  unreadable: 'The image could not be read. Please upload an intact PNG, JPEG or WebP file.',
} as const;

export const isUploadImageType = (type: string): type is UploadImageType =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);

/** The stable codes of a refused upload (400; a body past the server's own limit is a 413 with `tooLarge`). */
export const UPLOAD_ERROR_CODES = {
  type: 'upload_type',
  empty: 'upload_empty',
  tooLarge: 'upload_too_large',
  tooManyPixels: 'upload_too_many_pixels',
  unreadable: 'upload_unreadable',
} as const;
