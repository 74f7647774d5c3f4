import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { consensusPublicPage, withPublicPage } from '../modules/consensus/consensus.public-page.js';

const API_PREFIXES = ['/api', '/oidc'];

/**
 * The site's configured addresses go into every page as a JSON data block (not a script: CSP is
 * unaffected), so the web app has them before its first paint without another request. `<` is
 * escaped so no value can close the element.
 */
export function withSiteConfig(indexHtml: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  const block = `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return indexHtml.replace('</head>', () => `  ${block}\n  </head>`);
}

/**
 * Serves the built web app. Unknown paths outside the API fall back to index.html so client routes
 * (including the not-found page) work on reload; unknown API paths answer a JSON 404.
 */
export default fp(async function spaPlugin(app: FastifyInstance, opts: { root: string }) {
  const indexPath = path.join(opts.root, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? withSiteConfig(readFileSync(indexPath, 'utf8'), app.config.site) : '';
  const indexEtag = `"${createHash('sha256').update(indexHtml).digest('base64url').slice(0, 27)}"`;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      // index.html is answered below, with the site's configuration in it.
      allowedPath: (pathName) => pathName !== '/index.html',
      // send's own Cache-Control (max-age=0 by default) is written after setHeaders and would replace
      // ours, so it is off and setHeaders alone decides.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so it can be cached for good; anything else
        // (index.html, icons) keeps its name across releases and is revalidated (ETag) every time.
        const immutable = path.relative(opts.root, filePath).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`)) || request.method !== 'GET') {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ statusCode: 404, code: ERROR_CODES.notFound, message: 'Not found' });
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
    reply.header('cache-control', 'no-cache').header('etag', indexEtag);
    if (request.headers['if-none-match'] === indexEtag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(indexHtml);
  });
});
