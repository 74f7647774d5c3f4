import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AUTH_CONFIG_ELEMENT_ID, ERROR_CODES, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { consensusPublicPage, withPublicPage } from '../modules/consensus/consensus.public-page.js';
import { authConfigOf } from '../modules/identity/auth-config.js';

const API_PREFIXES = ['/api', '/oidc'];

/** One route of the web build's `route-preloads.json` (apps/web/build/route-preloads.ts). */
interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
}

/** `/questions/:id` matches `/questions/31`, not `/questions` nor `/questions/31/more`. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The route's chunks as `<link rel="modulepreload">` (and its stylesheets), so the browser fetches the
 * page's code alongside the entry rather than after the entry has run and asked for it.
 */
export function withPreloads(indexHtml: string, preload: Pick<RoutePreload, 'js' | 'css'>): string {
  const links = [
    ...preload.js.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    ...preload.css.map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}">`),
  ];
  if (links.length === 0) return indexHtml;
  return indexHtml.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

function readPreloads(root: string): RoutePreload[] {
  const file = path.join(root, 'route-preloads.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[];
}

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * The site's configured addresses go into every page as a JSON data block (not a script: CSP is
 * unaffected), so the web app has them before its first paint without another request. `<` is
 * escaped so no value can close the element.
 */
export function withSiteConfig(indexHtml: string, site: SiteConfig): string {
  return withJsonBlock(indexHtml, SITE_CONFIG_ELEMENT_ID, site);
}

function withJsonBlock(indexHtml: string, id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  const block = `<script id="${id}" type="application/json">${json}</script>`;
  return indexHtml.replace('</head>', () => `  ${block}\n  </head>`);
}

/**
 * `GET /auth/config`'s answer (modules/identity/identity.routes.ts) in the page as well: the session
 * can read the stored sign-in and ask for the current user without a round trip first. The web app
 * still asks the route when the block is missing (the Vite dev server).
 */
export function withAuthConfig(indexHtml: string, oidc: FastifyInstance['config']['oidc']): string {
  return withJsonBlock(indexHtml, AUTH_CONFIG_ELEMENT_ID, authConfigOf(oidc));
}

/**
 * Serves the built web app. Unknown paths outside the API fall back to index.html so client routes
 * (including the not-found page) work on reload; unknown API paths answer a JSON 404.
 */
export default fp(async function spaPlugin(app: FastifyInstance, opts: { root: string }) {
  const indexPath = path.join(opts.root, 'index.html');
  const hasBuild = existsSync(indexPath);
  const preloads = hasBuild ? readPreloads(opts.root) : [];
  const everyPage = preloads.find((p) => p.path === '*') ?? { js: [], css: [] };
  const indexHtml = hasBuild
    ? withPreloads(
        withAuthConfig(withSiteConfig(readFileSync(indexPath, 'utf8'), app.config.site), app.config.oidc),
        everyPage,
      )
    : '';
  const plainPage = { html: indexHtml, etag: etagOf(indexHtml) };
  // Each preloaded route's page, written once: the same HTML with the route's chunks named in it.
  const routePages = preloads
    .filter((p) => p.path !== '*')
    .map((p) => {
      const html = withPreloads(indexHtml, p);
      return { path: p.path, html, etag: etagOf(html) };
    });
  const pageFor = (pathname: string) => routePages.find((p) => matchesRoute(p.path, pathname)) ?? plainPage;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy of each text file (apps/web/build/precompress.ts):
      // sent as they are, with Content-Encoding, which @fastify/compress leaves alone.
      preCompressed: true,
      // index.html is answered below, with the site's configuration in it (and the route's preloads,
      // read from route-preloads.json, which is the build's business only).
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/route-preloads.json',
      // send's own Cache-Control (max-age=0 by default) is written after setHeaders and would replace
      // ours, so it is off and setHeaders alone decides.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so it can be cached for good; anything else
        // (index.html, icons) keeps its name across releases and is revalidated (ETag) every time.
        const immutable = path.relative(opts.root, filePath).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain bytes by Accept-Encoding: caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`)) || request.method !== 'GET') {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ statusCode: 404, code: ERROR_CODES.notFound, message: 'Not found', requestId: request.id });
    }
    if (!hasBuild) return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    // A published consensus's public page carries its title, description, Open Graph tags and
    // content for crawlers; if the look-up fails, the plain app still serves the page.
    const page = await consensusPublicPage(app, url).catch((err) => {
      request.log.warn({ err }, 'public consensus page');
      return null;
    });
    if (page) {
      const html = withPublicPage(indexHtml, page);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    const { html, etag } = pageFor(url);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
});
