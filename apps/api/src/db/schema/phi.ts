import type { PhiImageBox, PhiImageKind, PhiSubjectType } from '@pc/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people.js';

/**
 * Suspected patient identifiers a writer confirmed were not identifying (issue 14), stored in the
 * transaction of the write they belong to. One row per confirmed finding of the text as stored: a
 * new write of the same subject replaces its rows, and a moderator's edit or delete of the text
 * removes them (the audit log keeps what was done). `subject_type` names the table the subject lives
 * in (answer and comment: comments, question: topics, report: flags, consensus: consensuses,
 * campaign: campaigns); no foreign key, since one column points into several tables. `start`/`end`
 * are offsets in the field's checked (plain) text; `before`/`after` keep up to 80 characters around
 * the finding for the moderators' list.
 *
 * An uploaded image's confirmed findings (issue 23) have `subject_type` 'image', no `subject_id` (an
 * image is not a row) and `image_key`, the stored image's key (its SHA-256 and extension); `boxes`
 * are the finding's words in pixels of the stored image, and the offsets and context are in the text
 * read from it. Both are null for written texts.
 */
export const phiConfirmations = pgTable(
  'phi_confirmations',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type').$type<PhiSubjectType>().notNull(),
    subjectId: integer('subject_id'),
    imageKey: text('image_key'),
    boxes: jsonb('boxes').$type<PhiImageBox[]>(),
    field: text('field').notNull(),
    // A written text's kinds; an image's also `face` (issue 23).
    kind: text('kind').$type<PhiImageKind>().notNull(),
    text: text('text').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phi_confirmations_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('phi_confirmations_subject_idx').on(t.subjectType, t.subjectId),
    index('phi_confirmations_image_idx').on(t.imageKey),
  ],
);
