import type { DraftKind } from '@pc/contracts';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people.js';

/**
 * What a member is writing (issue 25), kept while they type so another device finds it: one row per
 * author, kind ('answer', 'comment', 'edit', 'consensus') and target (a question, an answer or the
 * item edited; drafts.ts in the contracts). `text` holds a text draft, `data` the consensus wizard's
 * form. The target has no foreign key since its table depends on the kind; a draft whose target is
 * gone is refused on its next read or write (404) and removed by the write that submits it.
 */
export const drafts = pgTable(
  'drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DraftKind>().notNull(),
    targetId: integer('target_id').notNull(),
    text: text('text'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    // A deleted answer, comment or question removes every author's drafts aimed at it.
    index('drafts_target_idx').on(t.targetId, t.kind),
  ],
);
