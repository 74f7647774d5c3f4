import { MAX_SEEN_ANSWERS, answerPageQuerySchema } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { decodeCursor, pageOf } from './answer-cursors.js';
import type { PageRow } from './answer-pages.queries.js';

const rows = (ids: number[], key = '0.5') => ids.map((id) => ({ id, key_value: key }) as unknown as PageRow);

describe('page cursors', () => {
  it('by rating carry every answer shown so far, in a cursor the query schema accepts', () => {
    const first = pageOf(rows([9, 7, 2_147_483_647, 3]), 3, 'rating');
    const second = pageOf(rows([40, 1, 8]), 2, 'rating', decodeCursor('rating', first.next!));
    expect(decodeCursor('rating', second.next!).exclude).toEqual([1, 7, 9, 40, 2_147_483_647]);
    const full = Array.from({ length: MAX_SEEN_ANSWERS }, (_, i) => 2_147_483_647 - i * 2_000_000);
    const longest = pageOf(rows([...full, 1]), MAX_SEEN_ANSWERS, 'rating').next!;
    expect(answerPageQuerySchema.safeParse({ cursor: longest }).success).toBe(true);
    expect(decodeCursor('rating', longest).exclude).toHaveLength(MAX_SEEN_ANSWERS);
  });

  it('go on by keyset past MAX_SEEN_ANSWERS, and by date always', () => {
    const seen = Array.from({ length: MAX_SEEN_ANSWERS - 1 }, (_, i) => i + 1);
    const from = decodeCursor('rating', pageOf(rows([...seen, 5_000]), seen.length, 'rating').next!);
    const next = pageOf(rows([5_001, 5_002, 5_003]), 2, 'rating', from).next!;
    expect(decodeCursor('rating', next)).toEqual({ after: { key: '0.5', id: 5_002 } });
    expect(decodeCursor('rating', pageOf(rows([1, 2, 3]), 2, 'rating', decodeCursor('rating', next)).next!)).toEqual({
      after: { key: '0.5', id: 2 },
    });
    expect(pageOf(rows([1, 2]), 2, 'rating').next).toBeNull();
    expect(decodeCursor('date', pageOf(rows([3, 2, 1], '1732492800000000'), 2, 'date').next!)).toEqual({
      after: { key: '1732492800000000', id: 2 },
    });
  });
});
