import { type CommentOrder, MAX_ROW_ID, MAX_SEEN_ANSWERS } from '@pc/contracts';
import { fieldError } from '../../lib/errors.js';
import type { PageAfter, PageRow } from './answer-pages.queries.js';

/**
 * Page cursors. They name the list they continue (an order of answers, or comments) so that one cannot
 * be used for another, and are opaque to clients (base64url).
 *
 * - Keyset (`list~key~id`): the next page starts after the last row's key. Exact whenever the key never
 *   changes: an answer's or comment's date.
 * - Seen (`rating!` then the shown answers' ids): votes move answers while a member walks the thread
 *   by rating, so a keyset would repeat an answer that fell behind the cursor and skip one that rose
 *   above it. This cursor carries the ids already shown, and the next page is the best-rated of the
 *   others, whatever votes did meanwhile: walked to the end, every answer shows exactly once, answers
 *   posted during the walk included. The ids are sorted and stored as varint deltas, so a 300-answer
 *   walk is about a kilobyte; past MAX_SEEN_ANSWERS a walk goes on by keyset, which bounds both the
 *   cursor and the rows a page skips over.
 */
export type CursorList = CommentOrder | 'comments';

export interface Continuation {
  after: PageAfter | null;
  /** Answers already shown (seen cursor): left out of the page. */
  exclude?: number[];
}

export const BAD_CURSOR = 'Not a page cursor from this server.';
const SEEN_PREFIX = Buffer.from('rating!');

export function keysetCursor(list: CursorList, row: PageRow): string {
  return Buffer.from(`${list}~${row.key_value}~${row.id}`).toString('base64url');
}

export function seenCursor(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const bytes: number[] = [...SEEN_PREFIX];
  let previous = 0;
  for (const id of sorted) {
    let delta = id - previous;
    previous = id;
    while (delta >= 0x80) {
      bytes.push((delta % 0x80) | 0x80);
      delta = Math.floor(delta / 0x80);
    }
    bytes.push(delta);
  }
  return Buffer.from(bytes).toString('base64url');
}

/** The ids of a seen cursor, or null if the bytes are not one (strictly increasing, in range, bounded). */
function decodeSeen(bytes: Buffer): number[] | null {
  const ids: number[] = [];
  let previous = 0;
  let delta = 0;
  let scale = 1;
  for (let i = SEEN_PREFIX.length; i < bytes.length; i++) {
    const byte = bytes[i]!;
    delta += (byte & 0x7f) * scale;
    if (byte & 0x80) {
      scale *= 0x80;
      if (scale > 0x80 ** 5) return null;
      continue;
    }
    const id = previous + delta;
    if (delta < 1 || id > MAX_ROW_ID || ids.length === MAX_SEEN_ANSWERS) return null;
    ids.push(id);
    previous = id;
    delta = 0;
    scale = 1;
  }
  return scale === 1 && ids.length > 0 ? ids : null;
}

export function decodeCursor(list: CursorList, cursor: string | undefined): Continuation {
  if (cursor === undefined) return { after: null };
  const bytes = Buffer.from(cursor, 'base64url');
  if (list === 'rating' && bytes.subarray(0, SEEN_PREFIX.length).equals(SEEN_PREFIX)) {
    const exclude = decodeSeen(bytes);
    if (!exclude) throw fieldError('query.cursor', BAD_CURSOR);
    return { after: null, exclude };
  }
  const [name, key = '', id = '', ...rest] = bytes.toString('utf8').split('~');
  const row = Number(id);
  const value = Number(key);
  // Shape and range both: a number PostgreSQL cannot hold as the key's type would be its error (500).
  const valid =
    name === list &&
    rest.length === 0 &&
    /^\d{1,10}$/.test(id) &&
    row >= 1 &&
    row <= MAX_ROW_ID &&
    (list === 'rating'
      ? /^\d+(\.\d+)?(e-?\d+)?$/i.test(key) && value >= 0 && value <= 1
      : /^-?\d{1,16}$/.test(key) && Number.isSafeInteger(value));
  if (!valid) throw fieldError('query.cursor', BAD_CURSOR);
  return { after: { key, id: row } };
}

/**
 * Splits the extra row read to learn whether another page follows, and the cursor of the next page:
 * by rating, the seen cursor while the walk is within bounds (the ids shown before and now).
 */
export function pageOf<T extends PageRow>(
  rows: T[],
  size: number,
  list: CursorList,
  from: Continuation = { after: null },
) {
  const page = rows.slice(0, size);
  if (rows.length <= size) return { page, next: null };
  const last = page[page.length - 1]!;
  if (list !== 'rating' || from.after) return { page, next: keysetCursor(list, last) };
  const seen = [...(from.exclude ?? []), ...page.map((r) => Number(r.id))];
  return { page, next: seen.length <= MAX_SEEN_ANSWERS ? seenCursor(seen) : keysetCursor(list, last) };
}
