import {
  ERROR_CODES,
  PHI_CONFIRMATIONS_HEADER,
  PHI_CONFIRMATIONS_HEADER_MAX,
  PHI_CONTEXT_LENGTH,
  PHI_FACE_KIND,
  PHI_IMAGE_FIELD,
  PHI_IMAGE_SUSPECTED_MESSAGE,
  type PhiImageConfirmation,
  type PhiImageFinding,
  phiImageConfirmationsSchema,
} from '@pc/contracts';
import sharp from 'sharp';
import { detectPhiOffLoop } from '../../lib/cpu-pool.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { findFaces } from '../../lib/faces.js';
import type { ConfirmedImageFinding } from '../phi/phi.queries.js';
import { boxesOfSpan, readImageWords, textOfWords } from './image-ocr.js';

/**
 * Patient identifiers in an uploaded image (issue 23): the text read from it (image-ocr.ts) goes
 * through the same detector as written text, off the event loop (`detectPhiOffLoop`, as
 * `checkTexts` does), and each finding is mapped back to the boxes of the words it covers; faces
 * (lib/faces.ts) are one finding of kind `face`, text `face`, one box per face. A finding
 * no confirmation covers refuses the upload (422 `phi_suspected`, nothing stored); confirmed ones are
 * returned to be stored with the image.
 */

/**
 * The uploader's confirmations from the `x-phi-confirmations` header: none when it is absent; a
 * header that is repeated, too long, not JSON or not a list of confirmations is a 400 that says which.
 */
export function confirmationsOfHeader(value: string | string[] | undefined): PhiImageConfirmation[] {
  if (value === undefined) return [];
  const header = PHI_CONFIRMATIONS_HEADER;
  if (Array.isArray(value))
    throw badRequest(`Send the ${header} header once.`, [{ path: header, message: 'Repeated' }]);
  if (value.length > PHI_CONFIRMATIONS_HEADER_MAX) {
    const message = `The ${header} header must be at most ${PHI_CONFIRMATIONS_HEADER_MAX} characters.`;
    throw badRequest(message, [{ path: header, message }]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    const message = `The ${header} header must be a JSON array of {field, kind, text}.`;
    throw badRequest(message, [{ path: header, message }]);
  }
  const result = phiImageConfirmationsSchema.safeParse(parsed);
  if (!result.success) {
    throw badRequest(
      `The ${header} header must be a JSON array of {field: "image", kind, text}.`,
      result.error.issues.map((issue) => ({
        path: [header, ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  return result.data;
}

const covers = (c: PhiImageConfirmation, f: Pick<PhiImageFinding, 'kind' | 'text'>) =>
  c.field === PHI_IMAGE_FIELD && c.kind === f.kind && c.text === f.text;

/**
 * Reads the stored (re-encoded) image, checks its text and looks for faces (both workers at once).
 * Throws 422 with every unconfirmed finding, its boxes and the image's size; otherwise answers the
 * confirmed findings to store.
 */
export async function checkImage(
  stored: Buffer,
  confirmations: readonly PhiImageConfirmation[],
): Promise<ConfirmedImageFinding[]> {
  const { width = 0, height = 0 } = await sharp(stored).metadata();
  const [image, faces] = await Promise.all([readImageWords(stored), findFaces(stored, width, height)]);
  if (image.words.length === 0 && faces.length === 0) return [];
  const { text, spans } = textOfWords(image.words);
  const unconfirmed: PhiImageFinding[] = [];
  const confirmed: ConfirmedImageFinding[] = [];
  if (faces.length > 0) {
    const found: PhiImageFinding = { field: PHI_IMAGE_FIELD, kind: PHI_FACE_KIND, text: PHI_FACE_KIND, boxes: faces };
    if (confirmations.some((c) => covers(c, found))) {
      confirmed.push({ ...found, start: 0, end: 0, before: '', after: '' });
    } else {
      unconfirmed.push(found);
    }
  }
  const findings = image.words.length > 0 ? await detectPhiOffLoop(text) : [];
  for (const finding of findings) {
    const found: PhiImageFinding = {
      field: PHI_IMAGE_FIELD,
      kind: finding.kind,
      text: finding.text,
      boxes: boxesOfSpan(image, spans, finding),
    };
    if (confirmations.some((c) => covers(c, found))) {
      confirmed.push({
        ...found,
        kind: finding.kind,
        start: finding.start,
        end: finding.end,
        before: text.slice(Math.max(0, finding.start - PHI_CONTEXT_LENGTH), finding.start),
        after: text.slice(finding.end, finding.end + PHI_CONTEXT_LENGTH),
      });
    } else {
      unconfirmed.push(found);
    }
  }
  if (unconfirmed.length > 0) {
    throw new AppError(422, ERROR_CODES.phiSuspected, PHI_IMAGE_SUSPECTED_MESSAGE, undefined, {
      findings: unconfirmed,
      image: { width: image.width, height: image.height },
    });
  }
  return confirmed;
}
