import { Cite } from '@citation-js/core';
import '@citation-js/plugin-csl';
import type { CitationKind } from '@pc/contracts';
import type { CitationMetadata } from './citation-resolvers.js';

/**
 * One reference in Vancouver style (the ICMJE's, which AMA follows closely), formatted by
 * citation-js's CSL plugin (citeproc-js). The plugin bundles Vancouver, APA and Harvard; AMA's CSL
 * file is not in it, and the server fetches nothing at run time, so Vancouver it is.
 */
export function formatCitation(kind: CitationKind, id: string, meta: CitationMetadata): string {
  const csl = {
    id: `${kind}:${id}`,
    type: meta.type,
    title: meta.title,
    author: meta.authors.map(authorName),
    // A trial is cited as a registry entry: its register is the publisher, not a journal.
    'container-title': meta.type === 'webpage' ? undefined : (meta.journal ?? undefined),
    publisher: meta.type === 'webpage' ? (meta.journal ?? undefined) : undefined,
    issued: meta.year ? { 'date-parts': [[meta.year]] } : undefined,
    volume: meta.volume,
    issue: meta.issue,
    page: meta.page,
    DOI: meta.doi,
    URL: meta.url,
    PMID: kind === 'pmid' ? id : undefined,
    PMCID: kind === 'pmcid' ? id : undefined,
  };
  const text = new Cite(csl).format('bibliography', { format: 'text', template: 'vancouver', lang: 'en-US' });
  // A bibliography of one: drop its '1. ' and the line break.
  return String(text)
    .replace(/^\s*1\.\s*/, '')
    .trim();
}

/** 'Anker SD' → family Anker, initials S D (so the style writes 'Anker SD'); anything else as written. */
function authorName(name: string) {
  const match = /^(.+?)\s+([A-Z]{1,4})$/.exec(name);
  if (!match) return { literal: name };
  return { family: match[1], given: match[2]!.split('').join(' ') };
}
