/**
 * CSV that opens cleanly in a spreadsheet: UTF-8 with a byte-order mark (Excel otherwise guesses the
 * encoding), CRLF line ends, every field quoted, and text cells that a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) prefixed with an apostrophe. A plain
 * negative number ("-12.50", an amount written as text) is no formula and stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NEGATIVE_NUMBER = /^-\d+(?:\.\d+)?$/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): Buffer {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * A file-name-safe slug: lowercase words (in any script: a campaign named in German or Chinese keeps
 * its name) joined by dashes, at most 60 characters.
 */
export const slug = (text: string) =>
  Array.from(
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  )
    .slice(0, 60)
    .join('')
    .replace(/-+$/, '') || 'campaign';
