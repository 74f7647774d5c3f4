import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

/**
 * The spreadsheet formula guard of every CSV download (target lists, users, rewards, search): a text
 * cell a spreadsheet would run as a formula is prefixed with an apostrophe, so it shows as text.
 */
describe('csvCell: the formula guard', () => {
  it.each([
    ['=', '=HYPERLINK("http://x.example","click")', `"'=HYPERLINK(""http://x.example"",""click"")"`],
    ['=', '=1+1', `"'=1+1"`],
    ['+', '+1+1', `"'+1+1"`],
    ['+', '+cmd|" /C calc"!A0', `"'+cmd|"" /C calc""!A0"`],
    ['-', '-1+1', `"'-1+1"`],
    ['-', '-cmd|" /C calc"!A0', `"'-cmd|"" /C calc""!A0"`],
    ['-', '-2+3+cmd|" /C calc"!A0', `"'-2+3+cmd|"" /C calc""!A0"`],
    ['-', '-SUM(A1:A9)', `"'-SUM(A1:A9)"`],
    ['-', '-', `"'-"`],
    ['-', '-12.5e3', `"'-12.5e3"`],
    ['-', '-12.5 ', `"'-12.5 "`],
    ['-', '-12.5\n=1+1', `"'-12.5\n=1+1"`],
    ['@', '@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['tab', '\t=1+1', `"'\t=1+1"`],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('neutralises a text starting with %s: %j', (_start, text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each(['-12.5', '-12', '-0.25', '-600.00'])('keeps a plain negative number %j a number', (text) => {
    expect(csvCell(text)).toBe(`"${text}"`);
  });

  it('leaves numbers, dates, empty values and ordinary text as they are', () => {
    expect(csvCell(-12.5)).toBe('"-12.5"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('"2026-01-02T03:04:05.000Z"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell('')).toBe('""');
    expect(csvCell('Ann "Doc" Lee')).toBe('"Ann ""Doc"" Lee"');
    expect(csvCell('dose 1-2 mg, a=b')).toBe('"dose 1-2 mg, a=b"');
  });

  it('writes UTF-8 with a byte-order mark, CRLF line ends and every cell guarded', () => {
    const csv = toCsv(['Name', 'Total USD'], [['=cmd', '-12.50']]).toString('utf8');
    expect(csv).toBe('\uFEFF"Name","Total USD"\r\n"\'=cmd","-12.50"\r\n');
  });
});
