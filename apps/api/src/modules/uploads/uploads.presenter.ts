import type { UploadedImage } from '@pc/contracts';
import type { ObjectStorage } from '../../lib/object-storage.js';
import type { StoredImage } from './uploads.service.js';

/** Where an image is served from: the product's own path (relative, so it survives a new domain), or S3_PUBLIC_URL. */
export const imagePath = (key: string) => `/api/v1/uploads/${key}`;

export const toUploadedImage = (storage: ObjectStorage, image: StoredImage): UploadedImage => ({
  url: storage.publicUrl(image.key) ?? imagePath(image.key),
  contentType: image.contentType,
  size: image.size,
});
