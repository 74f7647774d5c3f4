import {
  BorderStyle,
  HeadingLevel,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { EXPORT_HEADINGS, type OutlineFigures, type OutlineTable } from './summary-outline';

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: 'CED4DA' } as const;
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER } as const;

const cell = (text: string, bold = false) =>
  new TableCell({
    borders: BORDERS,
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    children: [new Paragraph({ children: [new TextRun({ text, bold, size: 20 })] })],
  });

/** A Word table: its caption above it, a header row that repeats on every page, the first column bold. */
function table(t: OutlineTable): (Paragraph | Table)[] {
  return [
    new Paragraph({
      spacing: { before: 160, after: 80 },
      children: [new TextRun({ text: t.caption, italics: true, size: 20 })],
    }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      layout: TableLayoutType.AUTOFIT,
      rows: [
        new TableRow({ tableHeader: true, children: t.columns.map((c) => cell(c, true)) }),
        ...t.rows.map((row) => new TableRow({ children: row.map((c, i) => cell(c, i === 0)) })),
      ],
    }),
  ];
}

/**
 * The figures measured from the thread (issue 24) in the DOCX export: the page's lines, the
 * positions and specialty tables, and the minority view as a quote (`quote` makes it in the
 * document's Quote style).
 */
export function figuresBlocks(
  f: OutlineFigures,
  quote: (q: NonNullable<OutlineFigures['minority']>) => Paragraph[],
): (Paragraph | Table)[] {
  return [
    new Paragraph({ text: EXPORT_HEADINGS.figures, heading: HeadingLevel.HEADING_2 }),
    ...f.lines.map((line) => new Paragraph({ children: [new TextRun(line)] })),
    ...table(f.positions),
    ...(f.bySpecialty ? table(f.bySpecialty) : []),
    ...(f.minority
      ? [new Paragraph({ text: EXPORT_HEADINGS.minority, heading: HeadingLevel.HEADING_3 }), ...quote(f.minority)]
      : []),
  ];
}
