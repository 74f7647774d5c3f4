import type { PhiImageBox } from '@pc/contracts';
import { type Size, scaleBox } from './blur-areas';
import { boundsOf, grow, marginOf, redactAreas } from './redact';

/** JPEG and WebP are lossy: encoded as the server re-encodes them (quality 90). */
const QUALITY = 0.9;

/**
 * The chosen image with each area made unreadable (redact.ts), as a file of the same name and type.
 * The boxes are in pixels of the image as the server stored it (`reported`): decoded here turned as
 * its EXIF orientation says, like the server did, and scaled should the two sizes differ. Nothing of
 * the original's metadata is carried over (a canvas has none).
 */
export async function blurredImageFile(file: File, boxes: readonly PhiImageBox[], reported: Size): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = { width: bitmap.width, height: bitmap.height };
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0);
    const areas = boxes.map((box) => scaleBox(box, reported, size));
    // Only the part of the image the areas and their pixelated margins cover is read back and written.
    const region = boundsOf(areas.map((box) => grow(box, marginOf(box), size)));
    if (region) {
      const pixels = context.getImageData(region.x, region.y, region.width, region.height);
      redactAreas(
        pixels,
        areas.map((box) => ({ ...box, x: box.x - region.x, y: box.y - region.y })),
      );
      context.putImageData(pixels, region.x, region.y);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, QUALITY));
    // A browser that cannot encode the type answers PNG (or nothing): the server checks the type.
    if (!blob || blob.type !== file.type) throw new Error(`This browser cannot write ${file.type}`);
    return new File([blob], file.name, { type: file.type });
  } finally {
    bitmap.close();
  }
}
