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

/** Rows per slice of a CSV build: between slices the event loop answers other requests. */
export const CSV_SLICE_ROWS = 1000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `toCsv` for downloads of any size (issue 22): the same bytes, built a slice of rows at a time with a
 * turn of the event loop between slices, so a large export never holds the server for long. Linear in
 * the size of the file.
 */
export async function buildCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const parts = [Buffer.from(`\uFEFF${header.map(csvCell).join(',')}\r\n`, 'utf8')];
  for (let start = 0; start < rows.length; start += CSV_SLICE_ROWS) {
    await nextTurn();
    const lines = rows.slice(start, start + CSV_SLICE_ROWS).map((row) => row.map(csvCell).join(','));
    parts.push(Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'));
  }
  return Buffer.concat(parts);
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
