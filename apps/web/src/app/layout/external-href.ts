import { EXTERNAL_URLS } from '../external-links';
import type { NavLink, UserMenuItem } from './navigation';
import { useResourcesLink } from './resources-link';

export type Target = { kind: 'internal'; path: string } | { kind: 'external'; href: string | null };

/** Resolves a navigation entry's destination; an external one opens in a new tab. */
export function useTargetResolver() {
  const resources = useResourcesLink();
  return (to: NavLink['to'] | UserMenuItem['to']): Target => {
    if (typeof to === 'string') return { kind: 'internal', path: to };
    return { kind: 'external', href: to.external === 'resources' ? resources : EXTERNAL_URLS[to.external] };
  };
}
