import { CONSENSUS_LAYOUT, type ConsensusSummary, type PeerChallenge } from '@pc/contracts';
import { absoluteWebUrl, escapeHtml } from './escape';

/** What a tile shows, whichever document it comes from. */
export interface TileContent {
  /** The label above the title: the consensus type, or 'Peer Challenge'. */
  kind: string;
  title: string;
  authorName?: string;
  authorTitle?: string;
  ctaText?: string;
  /** The tile's picture (stored URL; relative ones are the product's uploads). */
  imageUrl?: string;
  /** Where the tile leads. */
  href?: string;
}

export interface ExportOptions {
  /** The product's origin (`window.location.origin`): relative addresses are made absolute against it. */
  origin: string;
}

/** The published consensus's public address (spec §2: /consensuses/{id}/{status}). */
export const publicConsensusUrl = (id: number, origin: string): string =>
  new URL(`/consensuses/${id}/published`, origin).href;

export function consensusTileContent(summary: ConsensusSummary, { origin }: ExportOptions): TileContent {
  const tile = summary.SummaryTile;
  return {
    kind: summary.ConsensusType,
    title: tile.Title || summary.ConsensusTitle,
    authorName: tile.AuthorName || summary.Author.Name,
    authorTitle: tile.AuthorTitle || summary.Author.Titles,
    ctaText: tile.CtaText || 'Read the consensus',
    imageUrl: tile.Image?.url,
    href: publicConsensusUrl(summary.id, origin),
  };
}

/** A peer challenge's program tile, or null when it has none (then there is nothing to export). */
export function programTileContent(challenge: PeerChallenge): TileContent | null {
  const tile = challenge.ProgramTile;
  if (!tile) return null;
  return {
    kind: 'Peer Challenge',
    title: tile.title || challenge.title,
    ctaText: tile.CtaText || 'Learn more',
    imageUrl: tile.Image?.url || tile.backgroundImage?.url,
    href: tile.ctaUrl,
  };
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const PURPLE = '#5b4b8a';
const IMAGE_HEIGHT = 120;

/**
 * The tile as a self-contained HTML fragment: 260x308 CSS pixels (spec §9), inline styles only (the
 * host page's stylesheet is unknown), every text escaped, images and links as absolute http(s)
 * addresses. It declares its size in the style and in data attributes, so a host page (and the
 * tests) can read it.
 */
export function buildTileFragment(tile: TileContent, { origin }: ExportOptions): string {
  const { tileWidth: width, tileHeight: height } = CONSENSUS_LAYOUT;
  const image = absoluteWebUrl(tile.imageUrl, origin);
  const href = absoluteWebUrl(tile.href, origin);
  const byline = [tile.authorName, tile.authorTitle].filter((part) => part?.trim()).join(', ');
  const picture = image
    ? `<img src="${escapeHtml(image)}" alt="" width="${width}" height="${IMAGE_HEIGHT}" style="display:block;width:${width}px;height:${IMAGE_HEIGHT}px;object-fit:cover;border:0;">`
    : '';
  const ctaStyle = `display:inline-block;margin-top:10px;font-size:14px;font-weight:700;color:${PURPLE};text-decoration:underline;`;
  const cta = tile.ctaText
    ? href
      ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" style="${ctaStyle}">${escapeHtml(tile.ctaText)}</a>`
      : `<span style="${ctaStyle}">${escapeHtml(tile.ctaText)}</span>`
    : '';
  return [
    `<div class="pc-tile" data-width="${width}" data-height="${height}" style="${FONT}box-sizing:border-box;width:${width}px;height:${height}px;overflow:hidden;display:flex;flex-direction:column;background:#ffffff;border:1px solid #ddd8ec;border-radius:8px;color:#212529;text-align:left;">`,
    `<div style="flex:none;width:${width}px;height:${IMAGE_HEIGHT}px;background:${PURPLE};overflow:hidden;">${picture}</div>`,
    '<div style="box-sizing:border-box;flex:1;min-height:0;display:flex;flex-direction:column;padding:12px 14px;">',
    `<p style="margin:0 0 6px;font-size:11px;line-height:1.3;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:${PURPLE};">${escapeHtml(tile.kind)}</p>`,
    `<p style="margin:0;font-size:16px;line-height:1.3;font-weight:700;max-height:84px;overflow:hidden;">${escapeHtml(tile.title)}</p>`,
    `<p style="margin:auto 0 0;font-size:13px;line-height:1.3;color:#495057;">${escapeHtml(byline)}</p>`,
    cta,
    '</div>',
    '</div>',
  ].join('\n');
}
