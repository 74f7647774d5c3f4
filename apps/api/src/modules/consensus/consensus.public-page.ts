import {
  type ConsensusData,
  type ConsensusFigures,
  type ConsensusQuote,
  MAX_ROW_ID,
  figuresHeadline,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, htmlToPlainText, sanitizeHtml } from '../../lib/rich-text.js';
import { isWebAddress } from './consensus-content.js';
import { isPublic } from './consensus.policy.js';
import { findReadable } from './consensus.queries.js';

/**
 * The public consensus page for crawlers and link previews (issue 10): when the web app's index.html
 * is served for `/consensuses/{id}/published` and that consensus is published, its head gets the
 * title, description, canonical link and Open Graph tags, and its root element a plain, server-made
 * HTML version of the content, which React replaces when it starts. Every text is escaped and rich
 * text is sanitised again; no script is added. Anything else gets the app's index.html unchanged.
 */

export interface PublicPage {
  /** Tags for the head (the title and description replace the app's own). */
  title: string;
  head: string;
  /** Goes inside `<div id="root">`. */
  body: string;
}

const PUBLIC_CONSENSUS_PATH = /^\/consensuses\/(\d{1,10})\/published\/?$/;
const DESCRIPTION_LENGTH = 160;
const SITE_NAME = 'Peer Consults';

/** The page for this path, or null when the path is not a published consensus's public page. */
export async function consensusPublicPage(app: FastifyInstance, pathname: string): Promise<PublicPage | null> {
  const match = PUBLIC_CONSENSUS_PATH.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  if (id < 1 || id > MAX_ROW_ID) return null;
  // The page crawlers and shared links land on: read by nobody in particular, so any replica will do.
  const row = await findReadable(await app.database.reader(), id);
  if (!row || !isPublic(row)) return null;
  const url = `${app.config.publicUrl}/consensuses/${id}/published`;
  return renderPage(row.data as ConsensusData, {
    url,
    publicUrl: app.config.publicUrl,
    publishedAt: row.publishedAt,
    figures: row.figures as ConsensusFigures | null,
  });
}

/** Cut at a word boundary, with an ellipsis when anything was cut. */
export function shorten(text: string, max = DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An image address for a crawler: absolute, and only http(s) or the server's own path. */
function absoluteImage(url: string, publicUrl: string): string | null {
  const value = url.trim();
  if (!value) return null;
  if (isWebAddress(value)) return value;
  if (value.startsWith('/api/v1/uploads/')) return `${publicUrl}${value}`;
  return null;
}

export function renderPage(
  data: ConsensusData,
  o: { url: string; publicUrl: string; publishedAt: Date | null; figures?: ConsensusFigures | null },
): PublicPage {
  const title = `${data.ConsensusTitle} | ${SITE_NAME}`;
  const statement = htmlToPlainText(data.ConsensusOpinionStatement) || data.ConsensusTitle;
  // With figures (issue 24) the preview leads with the verdict, kept whole, and the statement follows.
  const headline = o.figures ? figuresHeadline(o.figures) : null;
  const room = DESCRIPTION_LENGTH - (headline?.length ?? 0) - 2;
  const description =
    headline === null ? shorten(statement) : room < 20 ? `${headline}.` : `${headline}. ${shorten(statement, room)}`;
  const image = absoluteImage(data.SummaryTile.Image.url, o.publicUrl);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const head = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(o.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:title', data.ConsensusTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', o.url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', data.SummaryTile.Title)] : []),
    ...(o.publishedAt ? [meta('property', 'article:published_time', o.publishedAt.toISOString())] : []),
    ...(data.TopicSelection ? [meta('property', 'article:section', data.TopicSelection)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
  return { title, head, body: renderContent(data) };
}

const text = escapeHtml;
const rich = (html: string) => sanitizeHtml(html);
const filled = (value: string | undefined | null) => Boolean(value?.trim());

function quotes(list: ConsensusQuote[]): string {
  // Spec §5 (public view): quotes without quote or author are skipped.
  return list
    .filter((q) => filled(q.Quote) && filled(q.Author))
    .map((q) => {
      const by = [q.Author, q.Specialty].filter(filled).map(text).join(', ');
      return `<blockquote><p>${text(q.Quote)}</p><p>— ${by}</p></blockquote>`;
    })
    .join('');
}

/** The consensus as simple HTML: headings, paragraphs, quotes, definitions and links. */
export function renderContent(data: ConsensusData): string {
  const parts: string[] = [`<h1>${text(data.ConsensusTitle)}</h1>`];
  const kind = [data.ConsensusType, data.TopicSelection].filter(filled).map(text).join(' · ');
  parts.push(`<p>${kind}</p>`);
  if (filled(data.Author.Name)) {
    parts.push(`<p>By ${text([data.Author.Name, data.Author.Titles].filter(filled).join(', '))}</p>`);
  }
  parts.push(rich(data.ConsensusOpinionStatement));
  for (const c of data.PatientCases) {
    parts.push(`<h2>Patient case #${text(String(c.CaseNumber))}</h2>`, rich(c.CaseText));
  }
  parts.push(
    '<h2>Community consensus</h2>',
    rich(data.ClinicalAnalysis.AnalysisText),
    quotes(data.ClinicalAnalysis.Quotes),
  );
  // Spec §5 (public view): sections without a title or text are hidden.
  const sections = data.Sections.filter((s) => filled(s.Title) && filled(s.Text));
  if (sections.length) {
    parts.push(`<h2>${text(data.SectionLabel)}</h2>`);
    for (const s of sections) parts.push(`<h3>${text(s.Title)}</h3>`, rich(s.Text), quotes(s.Quotes));
  }
  const { ConclusionTitle, ConclusionText, Quotes } = data.Conclusion;
  if (filled(ConclusionTitle) && filled(ConclusionText)) {
    parts.push('<h2>Conclusion</h2>', `<h3>${text(ConclusionTitle)}</h3>`, rich(ConclusionText), quotes(Quotes));
  }
  const definitions = data.Definitions.filter((d) => filled(d.Term) && filled(d.Definition));
  if (definitions.length) {
    parts.push(
      '<h2>Definitions</h2><dl>',
      ...definitions.map((d) => `<dt>${text(d.Term)}</dt><dd>${text(d.Definition)}</dd>`),
      '</dl>',
    );
  }
  const references = data.References.filter((r) => filled(r.Text));
  if (references.length) {
    const item = (r: ConsensusData['References'][number]) => {
      const link = isWebAddress(r.Url)
        ? ` <a href="${text(r.Url.trim())}" rel="noopener noreferrer nofollow">${text(r.LinkText || r.Url)}</a>`
        : '';
      return `<li>${text(r.Text)}${link}</li>`;
    };
    parts.push('<h2>References</h2><ul>', ...references.map(item), '</ul>');
  }
  return `<main><article>${parts.filter(Boolean).join('')}</article></main>`;
}

/**
 * The app's index.html with the page in it. Replacements go through functions, so nothing in the
 * page is read as a `$` replacement pattern.
 */
export function withPublicPage(indexHtml: string, page: PublicPage): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, () => '')
    .replace('</head>', () => `  ${page.head}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.body}</div>`);
}
