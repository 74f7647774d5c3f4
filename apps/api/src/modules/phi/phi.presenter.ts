import { PHI_IMAGE_KINDS, type PhiConfirmationItem, type PhiImageKind } from '@pc/contracts';
import { iso } from '../../db/raw-sql.js';
import type { ConfirmationRow } from './phi.queries.js';

/** Where a subject lives in the web app (null when it has no page, e.g. a general campaign). */
function linkOf(row: ConfirmationRow): string | null {
  switch (row.subject_type) {
    case 'question':
      return `/moderator/questions/${row.subject_id}`;
    case 'consensus':
      // The moderators' preview (summary_submission), not the readers' page, which needs user_content
      // and shows published ones only.
      return row.consensus_status === null
        ? null
        : `/moderator/consensus-summary-preview/${row.subject_id}/${row.consensus_status}`;
    case 'image':
      // An image has no page of its own: the list shows it (`image.url`).
      return null;
    case 'campaign':
      return row.topic_id === null ? null : `/moderator/questions/${row.topic_id}/details`;
    default:
      return row.topic_id === null ? null : `/questions/${row.topic_id}`;
  }
}

/** A written text's kinds and an image's `face`; a kind the detector no longer has reads as `other_id`. */
const kindOf = (kind: string): PhiImageKind =>
  (PHI_IMAGE_KINDS as readonly string[]).includes(kind) ? (kind as PhiImageKind) : 'other_id';

/**
 * `imageUrl`: where an uploaded image is served (the uploads module's, which knows S3_PUBLIC_URL).
 */
export function presentConfirmation(row: ConfirmationRow, imageUrl: (key: string) => string): PhiConfirmationItem {
  return {
    id: row.id,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    field: row.field,
    kind: kindOf(row.kind),
    text: row.text,
    before: row.before,
    after: row.after,
    author: { id: row.user_id, firstName: row.first_name, lastName: row.last_name },
    link: linkOf(row),
    subjectText: row.subject_text,
    image: row.image_key === null ? null : { url: imageUrl(row.image_key), boxes: row.boxes ?? [] },
    createdAt: iso(row.created_at),
  };
}
