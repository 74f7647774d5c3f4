import { afterEach, describe, expect, it } from 'vitest';
import { rewardPeriod } from './domain.js';
import { parseGiftCardCsv, rewardBonusLabel } from './reward-rules.js';
import { calendarDateSchema, userRewardsQuerySchema } from './rewards.js';

const DAY = 24 * 3600 * 1000;
const WEEK = 7 * DAY;

/** A small seeded generator (mulberry32): the sweep is the same on every run and machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The properties of the period holding `at` (design.md: Sunday 00:00 UTC to Saturday 23:59:59.999
 * UTC), or what breaks them. Plain checks rather than `expect` per instant keep 50,000 of them fast.
 */
function periodFault(at: Date): string | null {
  const { start, end } = rewardPeriod(at);
  const s = start.getTime();
  const e = end.getTime();
  const t = at.getTime();
  if (start.getUTCDay() !== 0) return 'does not start on a Sunday';
  if (s % DAY !== 0) return 'does not start at 00:00:00.000 UTC';
  if (e - s !== WEEK - 1) return 'is not a week long';
  if (s > t || t > e) return 'does not hold the instant';
  // Every instant of a period maps to the same period, and the instants either side to the neighbours.
  if (rewardPeriod(start).start.getTime() !== s || rewardPeriod(end).start.getTime() !== s) return 'is not stable';
  if (rewardPeriod(new Date(s - 1)).end.getTime() !== s - 1) return 'leaves a gap before it';
  if (rewardPeriod(new Date(e + 1)).start.getTime() !== e + 1) return 'leaves a gap after it';
  return null;
}

const faults = (instants: Date[]) =>
  instants.flatMap((at) => {
    const fault = periodFault(at);
    return fault ? [`${at.toISOString()}: ${fault}`] : [];
  });

/** Sundays 00:00 UTC from 2023 to 2031, and around each of them by a millisecond, a second and an hour. */
function sundayBoundaries(): Date[] {
  const out: Date[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2031, 0, 1); t += WEEK) {
    for (const d of [-3600_000, -1000, -1, 0, 1, 1000, 3600_000]) out.push(new Date(t + d));
  }
  return out;
}

/** Year ends and the daylight-saving changes of the US and the EU, each ± a millisecond and an hour. */
const SPECIAL = [
  ...[2023, 2024, 2025, 2026, 2027, 2028].map((y) => Date.UTC(y, 0, 1)),
  Date.UTC(2026, 2, 8, 7),
  Date.UTC(2026, 10, 1, 6),
  Date.UTC(2026, 2, 29, 1),
  Date.UTC(2026, 9, 25, 1),
  Date.UTC(2027, 2, 14, 7),
  Date.UTC(2027, 10, 7, 6),
  Date.UTC(2024, 1, 29, 12), // a leap day
].flatMap((t) => [-3600_000, -1, 0, 1, 3600_000].map((d) => new Date(t + d)));

describe('reward periods (a deterministic property sweep: fast-check is not installed)', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  // The server and the browser may run in any time zone; a period is UTC whatever the local zone is.
  for (const tz of ['UTC', 'America/New_York', 'Europe/Berlin', 'Pacific/Auckland', 'Asia/Kolkata']) {
    it(`hold around every Sunday 00:00 UTC, year end and DST change, and at 10,000 random instants (TZ=${tz})`, () => {
      process.env.TZ = tz;
      const next = random(tz.length * 7919);
      const from = Date.UTC(2020, 0, 1);
      const to = Date.UTC(2035, 0, 1);
      const randomInstants = Array.from({ length: 10_000 }, () => new Date(from + Math.floor(next() * (to - from))));
      expect(faults([...sundayBoundaries(), ...SPECIAL, ...randomInstants])).toEqual([]);
    });
  }

  it('puts a Saturday 23:59:59.999 UTC and the next Sunday 00:00 UTC in different periods', () => {
    const saturday = new Date('2026-12-26T23:59:59.999Z');
    const sunday = new Date('2026-12-27T00:00:00.000Z');
    expect(rewardPeriod(saturday).start.toISOString()).toBe('2026-12-20T00:00:00.000Z');
    expect(rewardPeriod(sunday).start.toISOString()).toBe('2026-12-27T00:00:00.000Z');
    // A period across the year end stays one period.
    expect(rewardPeriod(new Date('2027-01-01T10:00:00Z')).start.toISOString()).toBe('2026-12-27T00:00:00.000Z');
  });
});

describe('gift-card CSV', () => {
  it('reads codes with or without a value and a header, skipping empty lines and quotes', () => {
    const { rows, errors } = parseGiftCardCsv(
      '\uFEFFcode,value\r\nAAAA-1111\r\n"BBBB-2222",30\r\n\r\nCCCC-3333,$12.5\n',
      25,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { code: 'AAAA-1111', valueCents: 2500 },
      { code: 'BBBB-2222', valueCents: 3000 },
      { code: 'CCCC-3333', valueCents: 1250 },
    ]);
  });

  it('reports each bad row by its line number', () => {
    const { rows, errors } = parseGiftCardCsv(
      'GOOD-0001\nbad code\nX\nOKAY-0002,abc\nOKAY-0003,25,extra\nOKAY-0004,0',
      25,
    );
    expect(rows).toEqual([{ code: 'GOOD-0001', valueCents: 2500 }]);
    expect(errors.map((e) => e.row)).toEqual([2, 3, 4, 5, 6]);
    expect(errors[0]!.message).toMatch(/^Row 2: a code is 4 to 100/);
    expect(errors[2]!.message).toMatch(/^Row 4: the value must be/);
  });

  it('labels the bonus as the spec does', () => {
    expect(rewardBonusLabel(25)).toBe('$25 Bonus');
    expect(rewardBonusLabel(12.5)).toBe('$12.50 Bonus');
  });
});

describe('date filter', () => {
  it('takes real calendar dates as YYYY-MM-DD only, and an empty filter as none', () => {
    expect(calendarDateSchema.safeParse('2026-11-23').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '23-11-2026', '2026-11-23T00:00:00Z', '']) {
      expect(calendarDateSchema.safeParse(bad).success).toBe(false);
    }
    expect(userRewardsQuerySchema.parse({ searchDate: '' })).toEqual({ searchDate: undefined });
  });
});
