/**
 * The page's description for link previews and search results: the High-Level Summary Statement as
 * plain text, cut at a word near `max` characters. The server writes the same into the HTML it
 * serves crawlers; the SPA sets it too, so a shared page copied from the address bar agrees.
 */
export function describeConsensus(statementHtml: string | null | undefined, max = 160): string {
  const text = (statementHtml ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The browser tab's title of a consensus page. */
export const consensusPageTitle = (title: string) => `${title} · Case Consensus · Peer Consults`;
