import { describe, expect, it } from 'vitest';
import { adStatus, seesTargetedAds } from './ad-rules.js';
import { campaignEventMessage, createNpiCampaignBodySchema, parseCampaignMessage } from './campaigns.js';
import { MESSAGES } from './constants.js';
import { topicStatus, TOPIC_STATUS, wordCount } from './domain.js';
import { npiCheckDigitValid, npiWithCheckDigit } from './npi.js';
import { GIFT_CARD_POOL_MESSAGES, parseGiftCardCsv } from './reward-rules.js';
import { effectivePermissions, hasAnyPermission, type RoleKey, roleByKey } from './roles.js';
import { closePriorityGaps, movePriority, priorityActions } from './topic-programs.js';
import { isInternalId } from './users.js';

/**
 * Edges the mutation run (docs/mutation-testing.md) found no test for: each expectation here fails
 * for a mutant that survived the other tests.
 */
describe('gift-card code files', () => {
  const parse = (text: string) => parseGiftCardCsv(text, 25);

  it('reads quoted cells as a spreadsheet writes them, doubled quotes included', () => {
    expect(parse('"ABCD-1234","30"\n  " EFGH-5678 " , 40 ').rows).toEqual([
      { code: 'ABCD-1234', valueCents: 3000 },
      { code: 'EFGH-5678', valueCents: 4000 },
    ]);
    // A lone quote is no quoting, and a quote inside stays (and makes the code invalid).
    expect(parse('"').errors).toEqual([{ row: 1, message: GIFT_CARD_POOL_MESSAGES.badCode(1) }]);
    expect(parse('"AB""CD"').errors).toEqual([{ row: 1, message: GIFT_CARD_POOL_MESSAGES.badCode(1) }]);
    expect(parse('"ABCD1234').errors).toHaveLength(1);
    expect(parse('ABCD1234"').errors).toHaveLength(1);
  });

  it('skips a byte-order mark, blank lines and a heading row on the first line only', () => {
    expect(parse('\uFEFFcode,value\n\n   \nWXYZ-0001,25').rows).toEqual([{ code: 'WXYZ-0001', valueCents: 2500 }]);
    for (const heading of ['Code', 'gift card code', 'giftcardcode', 'Gift Card Code,Value'])
      expect(parse(`${heading}\nWXYZ-0001`).rows, heading).toEqual([{ code: 'WXYZ-0001', valueCents: 2500 }]);
    // "code" further down is a code, not a heading; a heading must be the whole first cell.
    expect(parse('WXYZ-0001\ncode').rows.map((r) => r.code)).toEqual(['WXYZ-0001', 'code']);
    expect(parse('codes\nWXYZ-0001').rows.map((r) => r.code)).toEqual(['codes', 'WXYZ-0001']);
    expect(parse('my code\nWXYZ-0001').errors).toHaveLength(1);
    expect(parse('gift  card code\nWXYZ-0001').errors).toHaveLength(1);
  });

  it('takes a code and a value, with empty trailing cells, and no third value', () => {
    expect(parse('WXYZ-0001,25,,').rows).toEqual([{ code: 'WXYZ-0001', valueCents: 2500 }]);
    expect(parse('WXYZ-0001,25,x').errors).toEqual([{ row: 1, message: GIFT_CARD_POOL_MESSAGES.tooManyColumns(1) }]);
    expect(parse('WXYZ-0001,,x').errors).toEqual([{ row: 1, message: GIFT_CARD_POOL_MESSAGES.tooManyColumns(1) }]);
    expect(parse('WXYZ-0001,,').rows).toEqual([{ code: 'WXYZ-0001', valueCents: 2500 }]);
  });

  it('takes values from $1 to $1,000 inclusive', () => {
    const value = (v: string) => parse(`WXYZ-0001,${v}`);
    expect(value('1').rows[0]?.valueCents).toBe(100);
    expect(value('1000').rows[0]?.valueCents).toBe(100_000);
    expect(value('$12.5').rows[0]?.valueCents).toBe(1250);
    expect(value('0.99').errors).toHaveLength(1);
    expect(value('1000.01').errors).toHaveLength(1);
    expect(value('ten').errors).toEqual([{ row: 1, message: GIFT_CARD_POOL_MESSAGES.badValue(1) }]);
  });
});

describe('topic program priorities, whatever order they come in', () => {
  const list = [
    { hcmpPrgId: 'c', priority: 3 },
    { hcmpPrgId: 'a', priority: 1 },
    { hcmpPrgId: 'b', priority: 2 },
  ];

  it('offers up unless first and down unless last', () => {
    expect(priorityActions(list, 'a')).toEqual({ up: false, down: true });
    expect(priorityActions(list, 'c')).toEqual({ up: true, down: false });
    expect(priorityActions(list, 'b')).toEqual({ up: true, down: true });
    expect(priorityActions(list, 'z')).toEqual({ up: false, down: false });
  });

  it('swaps with the neighbour by priority, not by position in the list', () => {
    expect(movePriority(list, 'c', -1)).toEqual([
      { hcmpPrgId: 'c', priority: 2 },
      { hcmpPrgId: 'b', priority: 3 },
    ]);
    expect(movePriority(list, 'a', 1)).toEqual([
      { hcmpPrgId: 'a', priority: 2 },
      { hcmpPrgId: 'b', priority: 1 },
    ]);
    expect(movePriority(list, 'a', -1)).toBeNull();
    expect(movePriority(list, 'z', -1)).toBeNull();
    expect(list.map((p) => p.hcmpPrgId)).toEqual(['c', 'a', 'b']);
  });

  it('renumbers 1..n in priority order, leaving the given list as it was', () => {
    const gappy = [
      { hcmpPrgId: 'x', priority: 9 },
      { hcmpPrgId: 'y', priority: 4 },
    ];
    expect(closePriorityGaps(gappy)).toEqual([
      { hcmpPrgId: 'y', priority: 1 },
      { hcmpPrgId: 'x', priority: 2 },
    ]);
    expect(gappy[0]).toEqual({ hcmpPrgId: 'x', priority: 9 });
  });
});

describe('dates, words, NPIs and internal IDs at their edges', () => {
  it('is active from the publish instant to the expiration instant, both included', () => {
    const publish = new Date('2026-03-01T00:00:00Z');
    const expire = new Date('2026-03-08T00:00:00Z');
    expect(topicStatus(publish, expire, publish)).toBe(TOPIC_STATUS.active);
    expect(topicStatus(publish, expire, expire)).toBe(TOPIC_STATUS.active);
    expect(topicStatus(publish, expire, new Date(publish.getTime() - 1))).toBe(TOPIC_STATUS.scheduled);
    expect(topicStatus(publish, expire, new Date(expire.getTime() + 1))).toBe(TOPIC_STATUS.expired);
  });

  it('counts words separated by runs of spaces once', () => {
    expect(wordCount('one  two \n\t three')).toBe(3);
  });

  it('completes a base whose check digit is 9', () => {
    const base = ['100000001', '100000002', '100000003', '100000004', '100000005', '100000006', '100000007'].find((b) =>
      npiCheckDigitValid(`${b}9`),
    );
    expect(base).toBeDefined();
    expect(npiWithCheckDigit(base!)).toBe(`${base}9`);
  });

  it('takes internal IDs of exactly 9 digits from 100000000 to 999999999', () => {
    expect(isInternalId('100000000')).toBe(true);
    expect(isInternalId('999999999')).toBe(true);
    expect(isInternalId('099999999')).toBe(false);
    expect(isInternalId('x100000000')).toBe(false);
    expect(isInternalId('100000000x')).toBe(false);
    expect(isInternalId('1000000000')).toBe(false);
  });

  it('shows targeted ads to a 10-digit NPI only; an ad ends after its last day', () => {
    expect(seesTargetedAds(undefined)).toBe(false);
    expect(seesTargetedAds('')).toBe(false);
    expect(adStatus('2026-11-01', '2026-11-25', '2026-11-24')).toBe('running');
  });
});

describe('permissions and campaign messages', () => {
  it('needs any one of the listed permissions, and none when the list is empty', () => {
    expect(hasAnyPermission([], [])).toBe(true);
    expect(hasAnyPermission(['search'], [])).toBe(true);
    expect(hasAnyPermission(['search'], ['user_management', 'search'])).toBe(true);
    expect(hasAnyPermission(['search'], ['user_management'])).toBe(false);
    expect(hasAnyPermission([], ['user_management'])).toBe(false);
  });

  it('knows every role by key and refuses an unknown one; no extras means the preset', () => {
    expect(() => roleByKey('nobody' as RoleKey)).toThrow('unknown role nobody');
    expect(effectivePermissions(roleByKey('initial'))).toEqual([]);
  });

  it('reads the data-prefixed creation message and nothing else', () => {
    const event = { campaignId: 7, status: 'queued' as const };
    expect(parseCampaignMessage(campaignEventMessage(event))).toEqual(event);
    expect(parseCampaignMessage(JSON.stringify(event))).toBeNull();
    expect(parseCampaignMessage('data: {not json')).toBeNull();
  });

  it('needs at least one NPI row in an NPI e-mail', () => {
    const issues = (npiRows: string[]) =>
      createNpiCampaignBodySchema.safeParse({ name: 'List', targetAudience: 'all_npi', npiRows }).error?.issues;
    expect(issues(['', '  '])?.map((i) => i.message)).toEqual([MESSAGES.required]);
    expect(issues(['1234567893'])).toBeUndefined();
  });
});
