import { z } from 'zod';
import { ERROR_CODES, errorBodySchema } from './errors.js';
import { phiImageBoxSchema, phiImageKindSchema } from './phi.js';

/**
 * Patient identifiers in uploaded images (issue 23): text burned into the picture (X-ray and ECG
 * labels, wristbands, screenshots of records), read by OCR and checked by the same detector as written
 * text, and faces. `POST uploads/images` refuses an image with an unconfirmed finding with 422
 * `phi_suspected` and these findings; the uploader blurs the boxes (the upload field's blur tool) and
 * uploads the blurred image, or confirms, as for text.
 */

/** The one field of an image's findings and confirmations. */
export const PHI_IMAGE_FIELD = 'image';

/** The kinds of an image's findings (`PHI_IMAGE_KINDS`: a written text's, and `face`) live in phi.ts. */

/** `phiImageBoxSchema` (a rectangle in pixels of the stored image) lives in phi.ts, which the moderators' list shares. */

/**
 * One suspected identifier in an image: the words read (`text`, as the detector found them in the
 * OCR'd text; `face` for a face) and where they are (one box per word or face).
 */
export const phiImageFindingSchema = z.object({
  field: z.literal(PHI_IMAGE_FIELD),
  kind: phiImageKindSchema,
  text: z.string(),
  boxes: z.array(phiImageBoxSchema),
});
export type PhiImageFinding = z.infer<typeof phiImageFindingSchema>;

export const PHI_IMAGE_SUSPECTED_MESSAGE =
  'This image may identify a patient. Blur the highlighted parts, or confirm that each does not identify a patient.';

/** The 422 of an upload: every unconfirmed finding, and the size the boxes refer to. Nothing was stored. */
export const phiImageSuspectedErrorSchema = errorBodySchema.extend({
  code: z.literal(ERROR_CODES.phiSuspected),
  findings: z.array(phiImageFindingSchema),
  image: z.object({ width: z.number().int(), height: z.number().int() }),
});
export type PhiImageSuspectedError = z.infer<typeof phiImageSuspectedErrorSchema>;

/**
 * The uploader's word that a finding does not identify a patient, by kind and exact text as for
 * written text. An upload's body is the image itself, so the confirmations travel in this request
 * header as a JSON array of `{field: 'image', kind, text}`.
 */
export const PHI_CONFIRMATIONS_HEADER = 'x-phi-confirmations';
/** The longest header value taken (a few dozen confirmations). */
export const PHI_CONFIRMATIONS_HEADER_MAX = 8_000;
export const phiImageConfirmationSchema = z.object({
  field: z.literal(PHI_IMAGE_FIELD),
  kind: phiImageKindSchema,
  text: z.string().min(1).max(1000),
});
export const phiImageConfirmationsSchema = z.array(phiImageConfirmationSchema).max(100);
export type PhiImageConfirmation = z.infer<typeof phiImageConfirmationSchema>;
