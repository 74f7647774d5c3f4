import { useEffect } from 'react';

/**
 * Sets the tab title and the meta description while the page is shown and puts the previous ones
 * back when it goes: the server writes them (and the Open Graph tags) for crawlers into the HTML it
 * serves, and the SPA keeps them true as the reader moves between pages.
 */
export function usePageMeta(title: string | null, description: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === null || description === '') return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}
