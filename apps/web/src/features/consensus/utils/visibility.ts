import type { ConsensusDefinition, ConsensusQuote, ConsensusReference, ConsensusSection } from '@pc/contracts';
import { safeUrl } from '../../../ui/safe-url';

export { safeUrl };

/**
 * What the reader sees of a consensus (spec §5 Public consensus view): a section without a title or
 * text is hidden, a quote without its words or its author is skipped. Rich text arrives as HTML, so
 * "empty" means no visible text once the tags are gone ('<p></p>' is empty). This decides visibility
 * only; sanitising is DOMPurify's job when the HTML is rendered.
 */
export function hasVisibleText(value: string | null | undefined): boolean {
  if (!value) return false;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  // An image is content even without words around it.
  return text !== '' || /<img\s/i.test(value);
}

export const visibleQuotes = (quotes: readonly ConsensusQuote[] | null | undefined): ConsensusQuote[] =>
  (quotes ?? []).filter((q) => hasVisibleText(q.Quote) && hasVisibleText(q.Author));

export const visibleSections = (sections: readonly ConsensusSection[] | null | undefined): ConsensusSection[] =>
  (sections ?? []).filter((s) => hasVisibleText(s.Title) && hasVisibleText(s.Text));

/** A definition is a term and what it means: half of one says nothing to a reader. */
export const visibleDefinitions = (
  definitions: readonly ConsensusDefinition[] | null | undefined,
): ConsensusDefinition[] => (definitions ?? []).filter((d) => hasVisibleText(d.Term) && hasVisibleText(d.Definition));

/** A reference as the reader sees it: the citation, and a link when it has a usable address. */
export interface ReferenceView {
  /** The citation (Text); '' when the link stands alone. */
  citation: string;
  /** The link, labelled with its LinkText, else the citation, else the address itself. */
  link: { href: string; label: string } | null;
}

export function referenceView(r: ConsensusReference): ReferenceView | null {
  const href = safeUrl(r.Url);
  const citation = (r.Text ?? '').trim();
  const linkText = (r.LinkText ?? '').trim();
  if (!href) return citation ? { citation, link: null } : null;
  // With its own link text the citation stays as text and the link follows it; otherwise the citation is the link.
  if (linkText) return { citation, link: { href, label: linkText } };
  return { citation: '', link: { href, label: citation || href } };
}

export const visibleReferences = (references: readonly ConsensusReference[] | null | undefined): ReferenceView[] =>
  (references ?? []).map(referenceView).filter((r): r is ReferenceView => r !== null);
