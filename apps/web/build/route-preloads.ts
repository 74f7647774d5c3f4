import path from 'node:path';
import type { Plugin } from 'vite';

/** What the server adds to the page of a path: the chunks (and their styles) the page loads first. */
export interface RoutePreload {
  /** A route pattern (`/questions/:id`), or `*` for every page. */
  path: string;
  js: string[];
  css: string[];
}

interface ChunkLike {
  type: 'chunk';
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes `route-preloads.json`: for each route of `routes` (pattern -> source modules, relative to
 * the app's root), the chunk of each module and the chunks it imports statically, less those the
 * entry already preloads from index.html. apps/api/src/plugins/spa.ts turns it into
 * `<link rel="modulepreload">` in the page of a matching path.
 */
export function routePreloads(routes: Readonly<Record<string, readonly string[]>>): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'pc-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.entries(bundle).filter((e): e is [string, ChunkLike & (typeof bundle)[string]] => {
        return e[1].type === 'chunk';
      });
      // The chunk a module ended up in (its own, or a group's: build/chunks.ts).
      const byModule = new Map(chunks.flatMap(([file, c]) => c.moduleIds.map((id) => [id, file] as const)));
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file)) return into;
        into.add(file);
        const chunk = bundle[file] as ChunkLike | undefined;
        for (const imported of chunk?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find(([, c]) => c.isEntry)?.[0];
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const inIndex = closure(entry);
      const preloads: RoutePreload[] = Object.entries(routes).map(([pattern, modules]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const file = byModule.get(path.resolve(root, module));
          if (!file) throw new Error(`route-preloads: no chunk for ${module} (${pattern}); is it part of the app?`);
          closure(file, files);
        }
        const js = [...files].filter((f) => !inIndex.has(f));
        const css = [...new Set(js.flatMap((f) => [...((bundle[f] as ChunkLike).viteMetadata?.importedCss ?? [])]))];
        return { path: pattern, js: js.map((f) => base + f), css: css.map((f) => base + f) };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
