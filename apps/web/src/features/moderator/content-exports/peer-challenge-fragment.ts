import type { PeerChallenge } from '@pc/contracts';
import { escapeHtml } from './escape';
import { sanitizeRichText } from './rich-text';
import { sourceDate } from './source-date';
import type { ExportOptions } from './tile-fragment';

/** Anchors inside the host page: prefixed with the document's id, so two fragments on one page do not collide. */
export const peerChallengeAnchors = (id: number) => ({
  top: `peer-challenge-${id}-top`,
  topic: (topicId: number) => `peer-challenge-${id}-topic-${topicId}`,
});

const S = {
  article: 'font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5;max-width:800px;',
  chip: 'display:inline-block;margin:0 0 8px;padding:2px 10px;border-radius:12px;background:#5b4b8a;color:#ffffff;font-size:12px;font-weight:700;',
  h1: 'margin:0 0 12px;font-size:28px;line-height:1.25;color:#2e2450;',
  h2: 'margin:28px 0 8px;font-size:21px;line-height:1.3;color:#2e2450;',
  link: 'color:#5b4b8a;text-decoration:underline;',
  quote: 'margin:12px 0;padding:8px 16px;border-left:4px solid #5b4b8a;background:#f3f1f8;font-style:italic;',
  muted: 'margin:0;font-size:14px;color:#495057;',
} as const;

/**
 * The peer challenge as a self-contained HTML fragment ('Peer-Challenge-{id}.php', spec §7): the
 * header with its chip, anchor links per topic, each topic (description, question, summary of
 * responses, '^Top'), and the sources; texts escaped, HTML rebuilt from the allow-list, inline styles.
 */
export function buildPeerChallengeFragment(challenge: PeerChallenge, { origin }: ExportOptions): string {
  const anchors = peerChallengeAnchors(challenge.id);
  const rich = (html: string) => sanitizeRichText(html, { origin });
  const out: string[] = [
    `<article class="pc-peer-challenge" id="${anchors.top}" style="${S.article}">`,
    `<p style="margin:0;"><span style="${S.chip}">Peer Challenge</span></p>`,
    `<h1 style="${S.h1}">${escapeHtml(challenge.title)}</h1>`,
  ];
  if (challenge.Topics.length > 0) {
    out.push(
      '<ul style="margin:0 0 16px;padding-left:20px;">',
      ...challenge.Topics.map(
        (t) =>
          `<li><a href="#${anchors.topic(t.id)}" style="${S.link}">${escapeHtml(t.anchorText || t.title)}</a></li>`,
      ),
      '</ul>',
    );
  }
  for (const t of challenge.Topics) {
    out.push(
      `<section id="${anchors.topic(t.id)}">`,
      `<h2 style="${S.h2}">${escapeHtml(t.title)}</h2>`,
      `<div>${rich(t.description)}</div>`,
      t.question?.trim() ? `<blockquote style="${S.quote}">${escapeHtml(t.question)}</blockquote>` : '',
      `<div>${rich(t.summaryOfResponses)}</div>`,
      `<p style="margin:8px 0 0;"><a href="#${anchors.top}" style="${S.link}">^Top</a></p>`,
      '</section>',
    );
  }
  if (challenge.Sources.length > 0) {
    out.push(
      `<div style="margin-top:28px;"><p style="margin:0 0 4px;font-weight:700;">Source:</p>`,
      ...challenge.Sources.map(
        (s) =>
          `<p style="${S.muted}">${[s.sourceType, s.sourceContent, sourceDate(s.sourceDate)]
            .filter((x) => x.trim())
            .map(escapeHtml)
            .join(', ')}</p>`,
      ),
      '</div>',
    );
  }
  out.push('</article>');
  return out.filter(Boolean).join('\n');
}
