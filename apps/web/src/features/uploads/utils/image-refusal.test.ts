import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { IMAGE_KIND_LABELS, imageRefusalOf } from './image-refusal';

const refusal = (body: Record<string, unknown>, status = 422, code = 'phi_suspected') =>
  new ApiError(status, code, 'This image may identify a patient.', [], { code, ...body });

describe('imageRefusalOf', () => {
  it('reads the findings and the size of a phi_suspected refusal, dropping what is not a finding', () => {
    const box = { x: 1, y: 2, width: 3, height: 4 };
    const read = imageRefusalOf(
      refusal({
        findings: [
          { field: 'image', kind: 'name', text: 'Jane Doe', boxes: [box, { x: 'a' }] },
          { field: 'image', kind: 'face', text: 'face', boxes: [box] },
          { field: 'image', kind: 'nonsense', text: 'x', boxes: [] },
        ],
        image: { width: 640, height: 480 },
      }),
    );
    expect(read).toEqual({
      message: 'This image may identify a patient.',
      findings: [
        { field: 'image', kind: 'name', text: 'Jane Doe', boxes: [box] },
        { field: 'image', kind: 'face', text: 'face', boxes: [box] },
      ],
      image: { width: 640, height: 480 },
    });
  });

  it('is null for any other failure, and for a refusal without the image’s size (a text refusal)', () => {
    expect(imageRefusalOf(refusal({ findings: [] }, 413, 'upload_too_large'))).toBeNull();
    expect(imageRefusalOf(refusal({ findings: [] }))).toBeNull();
    expect(imageRefusalOf(new Error('network'))).toBeNull();
  });

  it('has words for every kind, a face too', () => {
    expect(IMAGE_KIND_LABELS.face).toBe('looks like a face');
    expect(IMAGE_KIND_LABELS.name).toBe('looks like a name');
  });
});
