import { describe, expect, it } from 'vitest';
import {
  campaignEventMessage,
  createNpiCampaignBodySchema,
  defaultNpiEmailName,
  parseCampaignMessage,
  parseNpiEmailRows,
} from './campaigns.js';

const FORMAT = (line: number) => `Row ${line} has an invalid format, should be "NPI" or "NPI,questionId"`;

describe('the NPI e-mail text area (spec §5)', () => {
  it('reads NPIs with an optional question, skipping blank lines but keeping their numbers', () => {
    expect(parseNpiEmailRows('1234567893\n\n  1234567893 , 12 \r\n   \r\n9876543210')).toEqual({
      rows: [
        { npi: '1234567893', topicId: null },
        { npi: '1234567893', topicId: 12 },
        { npi: '9876543210', topicId: null },
      ],
      errors: [],
    });
    expect(parseNpiEmailRows('')).toEqual({ rows: [], errors: [] });
  });

  it('takes the stored lines as well as the text, numbering them the same way', () => {
    const text = '1234567893\nabc\n\n1234567893,x';
    expect(parseNpiEmailRows(text.split('\n'))).toEqual(parseNpiEmailRows(text));
  });

  it.each([
    ['letters', 'abc'],
    ['a letter inside the NPI', '12345x7893'],
    ['a question id that is not a number', '1234567893,q12'],
    ['three values', '1234567893,12,4'],
    ['a comma with nothing after it', '1234567893,'],
    ['a comma with nothing before it', ',12'],
    ['a negative question id', '1234567893,-3'],
    ['a decimal', '1234567893.5'],
    ['a semicolon instead of a comma', '1234567893;12'],
  ])('reports %s as a format error on its line', (_what, line) => {
    expect(parseNpiEmailRows(`1234567893\n\n${line}`)).toEqual({
      rows: [{ npi: '1234567893', topicId: null }],
      errors: [{ line: 3, message: FORMAT(3) }],
    });
  });

  it('reports an NPI longer than the field allows (18 digits) with the NPI field message', () => {
    expect(parseNpiEmailRows(`${'1'.repeat(18)}\n${'1'.repeat(19)},4`)).toEqual({
      rows: [{ npi: '1'.repeat(18), topicId: null }],
      errors: [{ line: 2, message: 'Row 2: Maximum characters NPI field support is 18' }],
    });
  });

  it('reports a question id that no question can have (0, beyond the largest id)', () => {
    expect(parseNpiEmailRows('1,0\n1,2147483648\n1,2147483647\n1,99999999999999999999').errors).toEqual([
      { line: 1, message: 'Row 1: question 0 does not exist' },
      { line: 2, message: 'Row 2: question 2147483648 does not exist' },
      { line: 4, message: 'Row 4: question 99999999999999999999 does not exist' },
    ]);
  });

  it('reports every bad line, in order, not only the first', () => {
    expect(parseNpiEmailRows('x\n1\ny\n1,0').errors.map((e) => e.line)).toEqual([1, 3, 4]);
  });

  it('gives the API the same messages through the request schema', () => {
    const parsed = createNpiCampaignBodySchema.safeParse({
      name: 'List',
      targetAudience: 'all_npi',
      npiRows: ['1234567893', 'abc'],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([FORMAT(2)]);
    const blank = createNpiCampaignBodySchema.safeParse({
      name: 'List',
      targetAudience: 'all_npi',
      npiRows: ['', ' '],
    });
    expect(blank.error?.issues.map((i) => i.message)).toEqual(['Required']);
  });
});

describe("the NPI e-mail form's default name (spec §3)", () => {
  it("is the moderator's local date plus the csv-input suffix", () => {
    expect(defaultNpiEmailName(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24-csv-input');
    expect(defaultNpiEmailName(new Date(2027, 0, 5, 0, 0))).toBe('2027-01-05-csv-input');
  });
});

describe('campaign creation message', () => {
  it('round-trips the data-prefixed creation message', () => {
    const message = campaignEventMessage({ campaignId: 4, status: 'queued' });
    expect(message).toBe('data: {"campaignId":4,"status":"queued"}');
    expect(parseCampaignMessage(message)).toEqual({ campaignId: 4, status: 'queued' });
    expect(parseCampaignMessage('nope')).toBeNull();
  });
});
