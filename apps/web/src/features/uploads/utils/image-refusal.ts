import type { ERROR_CODES, PhiImageBox, PhiImageFinding, PhiImageKind } from '@pc/contracts';
import { PHI_KIND_LABELS, PHI_KINDS } from '@pc/phi/kinds';
import { ApiError } from '../../../lib/api-client';
import type { Size } from './blur-areas';

/** An upload refused for suspected patient identifiers (issue 23): the server's words, findings, and size. */
export interface ImageRefusal {
  message: string;
  findings: PhiImageFinding[];
  image: Size;
}

// Literals rather than the contracts' values, as features/phi/review.ts does.
const PHI_SUSPECTED: (typeof ERROR_CODES)['phiSuspected'] = 'phi_suspected';
const FACE = 'face';

/** The kind in words, as the text review shows it; a face is a kind of its own in images. */
export const IMAGE_KIND_LABELS: Record<PhiImageKind, string> = { ...PHI_KIND_LABELS, face: 'looks like a face' };

const isBox = (value: unknown): value is PhiImageBox => {
  const b = value as Partial<PhiImageBox> | null;
  return [b?.x, b?.y, b?.width, b?.height].every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0);
};

const isFinding = (value: unknown): value is PhiImageFinding => {
  const f = value as Partial<PhiImageFinding> | null;
  return (
    typeof f?.text === 'string' &&
    (f.kind === FACE || (PHI_KINDS as readonly unknown[]).includes(f?.kind)) &&
    Array.isArray(f.boxes)
  );
};

/** The refusal of an image upload for suspected identifiers, or null for any other failure. */
export function imageRefusalOf(error: unknown): ImageRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.code !== PHI_SUSPECTED) return null;
  const { findings, image } = error.body as { findings?: unknown; image?: Partial<Size> };
  if (!Array.isArray(findings) || !image || !(Number(image.width) > 0) || !(Number(image.height) > 0)) return null;
  return {
    message: error.message,
    findings: findings.filter(isFinding).map((f) => ({ ...f, field: 'image', boxes: f.boxes.filter(isBox) })),
    image: { width: Number(image.width), height: Number(image.height) },
  };
}
