import { UPLOAD_MAX_BYTES_DEFAULT } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('accepts PNG, JPEG and WebP up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(imageFileProblem({ type, size: UPLOAD_MAX_BYTES_DEFAULT })).toBeNull();
    }
  });

  it('refuses other types with the server’s words', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/html', '']) {
      expect(imageFileProblem({ type, size: 10 })).toBe('Images must be PNG, JPEG or WebP.');
    }
  });

  it('refuses an empty file and one byte over the limit', () => {
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('The image file is empty.');
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES_DEFAULT + 1 })).toBe(
      'Images must be at most 5 MB.',
    );
  });
});
