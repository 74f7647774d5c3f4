import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRELOADED_ROUTES } from './preload-routes';
import { appRoutes } from './routes';

const webRoot = path.resolve(import.meta.dirname, '../..');
const routesSource = readFileSync(path.join(import.meta.dirname, 'routes.tsx'), 'utf8');

describe('preloaded routes', () => {
  it.each(Object.entries(PRELOADED_ROUTES).filter(([route]) => route !== '*'))(
    '%s is a route of the app whose page is the module named',
    (route, modules) => {
      expect(appRoutes.map((r: RouteObject) => r.path)).toContain(route);
      for (const module of modules) {
        expect(existsSync(path.join(webRoot, module)), module).toBe(true);
        // routes.tsx loads that module lazily for that path: guarded('<route>', [...], () => import('../<module>')).
        const importPath = `../${path.relative('src', module).replace(/\.tsx?$/, '')}`;
        const start = routesSource.search(new RegExp(`guarded\\(\\s*'${route}',`));
        expect(start, `guarded('${route}', ...) in routes.tsx`).toBeGreaterThanOrEqual(0);
        const declaration = routesSource.slice(start + 1);
        const next = declaration.indexOf('guarded(');
        expect(declaration.slice(0, next < 0 ? undefined : next), route).toContain(`import('${importPath}')`);
      }
    },
  );

  it('names modules every page loads', () => {
    for (const module of PRELOADED_ROUTES['*'] ?? []) expect(existsSync(path.join(webRoot, module)), module).toBe(true);
  });
});
