import type { AnswerFormFocusResult } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { selectRows } from '../../db/raw-sql.js';

export const ANSWER_FORM_FOCUS = 'answer_form_focus';

/**
 * The member put the cursor in the answer form: logged once per question view (the unique index
 * `events_once_per_view_uq` makes a repeat a no-op, also when two arrive at once), and only for the
 * caller's own view; someone else's view id is a 404, like an unknown one.
 */
export async function logAnswerFormFocus(db: Db, user: AuthUser, topicViewId: number): Promise<AnswerFormFocusResult> {
  const [view] = await selectRows<{ topic_id: number }>(
    db,
    sql`select topic_id from topic_views where id = ${topicViewId} and user_id = ${user.id}`,
  );
  if (!view) throw notFound('Question view not found');
  const inserted = await selectRows<{ id: number }>(
    db,
    sql`insert into events (name, user_id, topic_view_id, payload)
      values (${ANSWER_FORM_FOCUS}, ${user.id}, ${topicViewId}, ${JSON.stringify({ topicId: view.topic_id })}::jsonb)
      on conflict (name, topic_view_id) do nothing returning id`,
  );
  return { success: true, recorded: inserted.length > 0 };
}
