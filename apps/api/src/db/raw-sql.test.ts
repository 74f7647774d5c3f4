import { describe, expect, it } from 'vitest';
import { iso, isoOrNull } from './raw-sql.js';

describe('iso', () => {
  it('gives what Date gives for every form PostgreSQL and PGlite hand over', () => {
    const samples = [
      '2026-11-22 23:37:59.103+00',
      '2026-11-22 23:37:59.103456+00',
      '2026-11-22 23:37:59.1+00',
      '2026-11-22 23:37:59+00',
      '2024-02-29 00:00:00.999999+00',
      '2026-11-22 23:37:59.103+02',
      '2026-11-22 23:37:59.103-05:30',
      '2026-11-22T23:37:59.103Z',
    ];
    for (const text of samples) expect(iso(text), text).toBe(new Date(text).toISOString());
    const date = new Date('2026-11-22T23:37:59.103Z');
    expect(iso(date)).toBe('2026-11-22T23:37:59.103Z');
  });

  it('keeps null as null', () => {
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(undefined)).toBeNull();
  });
});
