import type { ConsensusSummary } from '@pc/contracts';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  type ParagraphChild,
  type Table,
  TextRun,
} from 'docx';
import { htmlToContent } from 'docx/html';
import { absoluteUrl, absoluteWebUrl } from './escape';
import { figuresBlocks } from './figures-docx';
import { fitWithin, imageInfo } from './image-info';
import { sanitizeRichText } from './rich-text';
import { EXPORT_HEADINGS, type OutlinePart, type OutlineQuote, summaryOutline } from './summary-outline';
import { type ExportOptions, publicConsensusUrl } from './tile-fragment';

/** Fetches an image's bytes for the document; null (or a throw) when it cannot be had. */
export type ImageLoader = (url: string) => Promise<Uint8Array | ArrayBuffer | null>;

export interface DocxOptions extends ExportOptions {
  /** Without one, the document has no pictures. */
  loadImage?: ImageLoader;
}

type Block = Paragraph | Table;

const PURPLE = '5B4B8A';
/** Word's own style names, so the document reads as headings and quotes in Word, LibreOffice and converters. */
const QUOTE_STYLE = 'Quote';
const QUOTE_AUTHOR_STYLE = 'QuoteAuthor';
const SOURCE_STYLE = 'SourceLine';

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ text, heading: level });

function quoteParagraphs(q: OutlineQuote): Paragraph[] {
  const who = [q.author, q.specialty].filter(Boolean).join(', ');
  return [
    new Paragraph({ style: QUOTE_STYLE, children: [new TextRun(q.quote)] }),
    new Paragraph({ style: QUOTE_AUTHOR_STYLE, children: [new TextRun(`— ${who}`)] }),
  ];
}

/**
 * The picture at `url` as an inline image, or null: an image that cannot be fetched, or is not a
 * format Word shows, is left out rather than failing the whole export.
 */
async function picture(url: string, options: DocxOptions, max: number, name: string): Promise<ImageRun | null> {
  const address = absoluteWebUrl(url, options.origin);
  if (!address || !options.loadImage) return null;
  try {
    const loaded = await options.loadImage(address);
    if (!loaded) return null;
    const data = loaded instanceof Uint8Array ? loaded : new Uint8Array(loaded);
    const info = imageInfo(data);
    if (!info) return null;
    return new ImageRun({
      type: info.type,
      data,
      transformation: fitWithin(info, max),
      altText: { name, title: name, description: name },
    });
  } catch {
    return null;
  }
}

/**
 * The consensus as a Word document (the export screen's Export DOCX): the title, a heading per part,
 * the figures measured from the thread (issue 24) as tables, the statement, the patient cases with their source lines, quotes in Word's Quote style with author
 * and specialty, the sections, the conclusion, definitions, references as working hyperlinks, and the
 * tile image and author avatar when they can be fetched.
 */
export async function buildConsensusDocx(summary: ConsensusSummary, options: DocxOptions): Promise<Blob> {
  const { origin } = options;
  const o = summaryOutline(summary);
  const rich = (html: string): Block[] => [...htmlToContent(sanitizeRichText(html, { origin }), { baseUrl: origin })];
  const part = (p: OutlinePart, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]): Block[] => [
    ...(p.title ? [heading(p.title, level)] : []),
    ...rich(p.html),
    ...p.quotes.flatMap(quoteParagraphs),
  ];

  const [tileImage, avatar] = await Promise.all([
    picture(o.tileImageUrl, options, 520, `${o.title} tile image`),
    picture(o.author.avatarUrl, options, 72, o.author.name),
  ]);
  const byline = [o.author.name, o.author.titles].filter(Boolean).join(', ');
  const bylineChildren: ParagraphChild[] = [
    ...(avatar ? [avatar, new TextRun('  ')] : []),
    new TextRun({ text: byline, bold: true }),
    ...(o.author.specialty ? [new TextRun(` · ${o.author.specialty}`)] : []),
  ];

  const children: Block[] = [
    ...(tileImage ? [new Paragraph({ children: [tileImage] })] : []),
    new Paragraph({ children: [new TextRun({ text: o.kind.toUpperCase(), bold: true, color: PURPLE, size: 18 })] }),
    heading(o.title, HeadingLevel.HEADING_1),
    ...(o.topic ? [new Paragraph({ children: [new TextRun({ text: o.topic, italics: true })] })] : []),
    new Paragraph({ children: bylineChildren }),
    ...(o.figures ? figuresBlocks(o.figures, quoteParagraphs) : []),
    heading(EXPORT_HEADINGS.statement, HeadingLevel.HEADING_2),
    ...rich(o.statement),
  ];
  children.push(heading(EXPORT_HEADINGS.cases(o.cases.length), HeadingLevel.HEADING_2));
  for (const c of o.cases) {
    children.push(new Paragraph({ style: SOURCE_STYLE, children: [new TextRun(c.source)] }), ...rich(c.html));
  }
  children.push(...part(o.analysis, HeadingLevel.HEADING_2));
  if (o.sections.length > 0) {
    children.push(
      heading(o.sectionLabel, HeadingLevel.HEADING_2),
      ...o.sections.flatMap((s) => part(s, HeadingLevel.HEADING_3)),
    );
  }
  if (o.conclusion) {
    children.push(
      heading(EXPORT_HEADINGS.conclusion, HeadingLevel.HEADING_2),
      ...part(o.conclusion, HeadingLevel.HEADING_3),
    );
  }
  if (o.definitions.length > 0) {
    children.push(
      heading(EXPORT_HEADINGS.definitions, HeadingLevel.HEADING_2),
      ...o.definitions.map(
        (d) =>
          new Paragraph({ children: [new TextRun({ text: d.term, bold: true }), new TextRun(`: ${d.definition}`)] }),
      ),
    );
  }
  if (o.references.length > 0) {
    children.push(
      heading(EXPORT_HEADINGS.references, HeadingLevel.HEADING_2),
      ...o.references.map((r, i) => {
        const href = r.link && absoluteUrl(r.link.href, origin);
        const runs: ParagraphChild[] = [new TextRun(`${i + 1}. ${r.citation}${r.citation && href ? ' ' : ''}`)];
        if (href) {
          runs.push(
            new ExternalHyperlink({
              link: href,
              children: [new TextRun({ text: r.link?.label ?? href, style: 'Hyperlink' })],
            }),
          );
        }
        return new Paragraph({ children: runs });
      }),
    );
  }
  if (o.sources.length > 0) {
    children.push(
      heading(EXPORT_HEADINGS.sources, HeadingLevel.HEADING_2),
      ...o.sources.map((line) => new Paragraph({ style: SOURCE_STYLE, children: [new TextRun(line)] })),
    );
  }
  const publicUrl = publicConsensusUrl(o.id, origin);
  children.push(
    new Paragraph({
      spacing: { before: 480 },
      children: [
        new ExternalHyperlink({
          link: publicUrl,
          children: [new TextRun({ text: 'Read this consensus on Peer Consults', style: 'Hyperlink' })],
        }),
      ],
    }),
  );

  const doc = new Document({
    title: o.title,
    creator: 'Peer Consults',
    description: `Case consensus #${o.id}`,
    styles: {
      paragraphStyles: [
        {
          id: QUOTE_STYLE,
          name: 'Quote',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { italics: true, color: '3A3A3A' },
          paragraph: {
            indent: { left: 567 },
            spacing: { before: 160, after: 40 },
            border: { left: { style: BorderStyle.SINGLE, size: 18, color: PURPLE, space: 8 } },
          },
        },
        {
          id: QUOTE_AUTHOR_STYLE,
          name: 'Quote Author',
          basedOn: 'Normal',
          next: 'Normal',
          run: { size: 20, color: '495057' },
          paragraph: {
            indent: { left: 567 },
            spacing: { after: 160 },
            alignment: AlignmentType.LEFT,
            border: { left: { style: BorderStyle.SINGLE, size: 18, color: PURPLE, space: 8 } },
          },
        },
        {
          id: SOURCE_STYLE,
          name: 'Source Line',
          basedOn: 'Normal',
          next: 'Normal',
          run: { italics: true, size: 20, color: '495057' },
        },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBlob(doc);
}
