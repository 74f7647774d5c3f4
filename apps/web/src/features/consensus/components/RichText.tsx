import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeRichText } from '../utils/sanitize-html';

/** A rich-text field of a consensus (HTML from the server), sanitised again before it is shown. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  // Once per text, not on every render of the page around it.
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      className={['pc-rich-text', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify right here; the server stored it sanitised too
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
