import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../ui/theme';

/**
 * A component's HTML as the server would render it, inside the app's providers (the web tests run
 * in Node without a DOM): enough to check what a screen says, its labels and its tables. The query
 * client may be seeded with the answers its hooks would fetch.
 */
export function renderStatic(element: ReactElement, queryClient = new QueryClient()): string {
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(MantineProvider, { theme, env: 'test' }, element),
    ),
  );
}

/** The markup's text without tags, with entities decoded and spaces collapsed, for reading assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}
