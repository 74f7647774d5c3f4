import type { ConsensusSummary } from '@pc/contracts';
import { absoluteUrl, absoluteWebUrl, escapeHtml } from './escape';
import { sanitizeRichText } from './rich-text';
import {
  EXPORT_HEADINGS,
  type OutlineFigures,
  type OutlinePart,
  type OutlineQuote,
  type OutlineTable,
  summaryOutline,
} from './summary-outline';
import { type ExportOptions, publicConsensusUrl } from './tile-fragment';

/** Inline styles only: the host page's stylesheet is unknown, and the fragment must look the same anywhere. */
const S = {
  article: 'font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5;max-width:800px;',
  kind: 'margin:0 0 4px;font-size:12px;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:#5b4b8a;',
  h1: 'margin:0 0 8px;font-size:28px;line-height:1.25;color:#2e2450;',
  h2: 'margin:28px 0 8px;font-size:21px;line-height:1.3;color:#2e2450;',
  h3: 'margin:20px 0 6px;font-size:17px;line-height:1.3;color:#2e2450;',
  muted: 'margin:0 0 8px;font-size:14px;color:#495057;',
  rich: 'margin:0 0 8px;',
  quote: 'margin:12px 0;padding:8px 16px;border-left:4px solid #5b4b8a;background:#f3f1f8;',
  quoteText: 'margin:0 0 4px;font-style:italic;',
  quoteAuthor: 'margin:0;font-size:14px;color:#495057;',
  avatar: 'width:48px;height:48px;border-radius:50%;object-fit:cover;vertical-align:middle;margin-right:8px;',
  link: 'color:#5b4b8a;text-decoration:underline;',
  table: 'border-collapse:collapse;margin:8px 0 16px;font-size:14px;',
  caption: 'text-align:left;font-size:13px;color:#495057;padding-bottom:4px;',
  cell: 'border:1px solid #ced4da;padding:4px 8px;text-align:left;',
  text: 'margin:0 0 6px;',
} as const;

function quoteBlock(q: OutlineQuote): string {
  const who = [q.author, q.specialty].filter(Boolean).join(', ');
  return `<blockquote style="${S.quote}"><p style="${S.quoteText}">${escapeHtml(q.quote)}</p><p style="${S.quoteAuthor}">— ${escapeHtml(who)}</p></blockquote>`;
}

function table(t: OutlineTable): string {
  const head = t.columns.map((c) => `<th scope="col" style="${S.cell}">${escapeHtml(c)}</th>`).join('');
  const body = t.rows
    .map(
      ([first, ...rest]) =>
        `<tr><th scope="row" style="${S.cell}">${escapeHtml(first)}</th>${rest.map((c) => `<td style="${S.cell}">${escapeHtml(c)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table style="${S.table}"><caption style="${S.caption}">${escapeHtml(t.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The figures measured from the thread (issue 24): the page's lines, its tables and the minority view. */
function figures(f: OutlineFigures): string {
  return [
    `<h2 style="${S.h2}">${EXPORT_HEADINGS.figures}</h2>`,
    ...f.lines.map((line) => `<p style="${S.text}">${escapeHtml(line)}</p>`),
    table(f.positions),
    f.bySpecialty ? table(f.bySpecialty) : '',
    f.minority ? `<h3 style="${S.h3}">${EXPORT_HEADINGS.minority}</h3>${quoteBlock(f.minority)}` : '',
  ].join('\n');
}

function rich(html: string, origin: string): string {
  const clean = sanitizeRichText(html, { origin });
  return clean ? `<div style="${S.rich}">${clean}</div>` : '';
}

function part(p: OutlinePart, heading: 'h2' | 'h3', origin: string): string {
  return [
    p.title ? `<${heading} style="${S[heading]}">${escapeHtml(p.title)}</${heading}>` : '',
    rich(p.html, origin),
    ...p.quotes.map(quoteBlock),
  ].join('\n');
}

/**
 * The consensus as a self-contained HTML fragment for another site (the export screen's Export
 * Summary): every plain text escaped, rich text rebuilt from an allow-list, links and images absolute,
 * inline styles, no script.
 */
export function buildSummaryFragment(summary: ConsensusSummary, { origin }: ExportOptions): string {
  const o = summaryOutline(summary);
  const avatar = absoluteWebUrl(o.author.avatarUrl, origin);
  const byline = [o.author.name, o.author.titles].filter(Boolean).join(', ');
  const out: string[] = [
    `<article class="pc-summary" style="${S.article}">`,
    `<p style="${S.kind}">${escapeHtml(o.kind)}</p>`,
    `<h1 style="${S.h1}">${escapeHtml(o.title)}</h1>`,
  ];
  if (o.topic) out.push(`<p style="${S.muted}">${escapeHtml(o.topic)}</p>`);
  out.push(
    `<p style="${S.muted}">${avatar ? `<img src="${escapeHtml(avatar)}" alt="" width="48" height="48" style="${S.avatar}">` : ''}${escapeHtml(byline)}${o.author.specialty ? ` · ${escapeHtml(o.author.specialty)}` : ''}</p>`,
  );
  if (o.figures) out.push(figures(o.figures));
  out.push(`<h2 style="${S.h2}">${EXPORT_HEADINGS.statement}</h2>`, rich(o.statement, origin));
  out.push(`<h2 style="${S.h2}">${EXPORT_HEADINGS.cases(o.cases.length)}</h2>`);
  for (const c of o.cases) out.push(`<p style="${S.muted}">${escapeHtml(c.source)}</p>`, rich(c.html, origin));
  out.push(part(o.analysis, 'h2', origin));
  if (o.sections.length > 0) {
    out.push(`<h2 style="${S.h2}">${escapeHtml(o.sectionLabel)}</h2>`, ...o.sections.map((s) => part(s, 'h3', origin)));
  }
  if (o.conclusion) {
    out.push(`<h2 style="${S.h2}">${EXPORT_HEADINGS.conclusion}</h2>`, part(o.conclusion, 'h3', origin));
  }
  if (o.definitions.length > 0) {
    out.push(
      `<h2 style="${S.h2}">${EXPORT_HEADINGS.definitions}</h2>`,
      '<dl style="margin:0;">',
      ...o.definitions.map(
        (d) =>
          `<dt style="font-weight:700;margin-top:8px;">${escapeHtml(d.term)}</dt><dd style="margin:0 0 0 16px;">${escapeHtml(d.definition)}</dd>`,
      ),
      '</dl>',
    );
  }
  if (o.references.length > 0) {
    out.push(
      `<h2 style="${S.h2}">${EXPORT_HEADINGS.references}</h2>`,
      '<ol style="margin:0;padding-left:24px;">',
      ...o.references.map((r) => {
        const href = r.link && absoluteUrl(r.link.href, origin);
        const link = href
          ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" style="${S.link}">${escapeHtml(r.link?.label)}</a>`
          : '';
        return `<li>${[escapeHtml(r.citation), link].filter(Boolean).join(' ')}</li>`;
      }),
      '</ol>',
    );
  }
  if (o.sources.length > 0) {
    out.push(
      `<h2 style="${S.h2}">${EXPORT_HEADINGS.sources}</h2>`,
      ...o.sources.map((line) => `<p style="${S.muted}">${escapeHtml(line)}</p>`),
    );
  }
  out.push(
    `<p style="margin:28px 0 0;"><a href="${escapeHtml(publicConsensusUrl(o.id, origin))}" target="_blank" rel="noopener noreferrer" style="${S.link}">Read this consensus on Peer Consults</a></p>`,
    '</article>',
  );
  return out.filter(Boolean).join('\n');
}
