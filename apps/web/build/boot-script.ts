import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds `src/boot.ts` as an entry of its own and names it in index.html before the app's entry, so
 * the browser runs it as soon as its few hundred bytes are here (module scripts run in document order,
 * and this one is first), while the app's chunks still download. A `<script type="module">` in
 * index.html would not do: Vite bundles every script of the page into the one entry. Nothing else
 * imports the boot module, so it shares no chunk with the app and waits for none.
 */
export function bootScript(source = 'src/boot.ts'): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'pc-boot-script',
    apply: 'build',
    config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      return {
        build: {
          rolldownOptions: {
            input: { index: path.join(root, 'index.html'), boot: path.join(root, source) },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId === path.join(root, source),
        );
        if (!boot) throw new Error(`boot-script: the build has no chunk for ${source}`);
        // Rolldown's runtime (a small chunk the entry preloads too) is the one import allowed.
        const imports = boot.type === 'chunk' ? boot.imports.filter((f) => !/rolldown-runtime/.test(f)) : [];
        if (imports.length > 0)
          throw new Error(`boot-script: ${source} imports ${imports.join(', ')}; it must stand alone`);
        const tag = `<script type="module" crossorigin src="${base}${boot.fileName}"></script>`;
        // Before the first module script: the app's entry.
        return html.replace(/(\s*)<script type="module"/, (match, space: string) => `${space}${tag}${match}`);
      },
    },
  };
}
