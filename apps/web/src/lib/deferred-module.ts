import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A chunk that the first paint does not need (a menu's dropdown, the phone drawer, the confirm
 * dialogs): fetched on first use, or once the page has settled, whichever comes first. Keeping these
 * out of the first download is what keeps the member pages within their JavaScript budget
 * (bench/README.md, issue 13). A failed fetch is forgotten, so the next use tries again.
 */
export interface DeferredModule<T> {
  /** The module once it has loaded, null before. */
  current(): T | null;
  /** Fetches it (once; again after a failure). */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** When a deferred chunk is fetched if nobody asked for it first: after the first page is up (as the toasts' area). */
export const SETTLED_MS = 3000;

/**
 * The module in a component: null until it has loaded, which starts `delayMs` after the component
 * mounted, or earlier through `module.load()` (a click on the placeholder, say).
 */
export function useDeferredModule<T>(module: DeferredModule<T>, delayMs = SETTLED_MS): T | null {
  const value = useSyncExternalStore(module.subscribe, module.current, module.current);
  useEffect(() => {
    if (value) return;
    const timer = setTimeout(() => void module.load().catch(() => {}), delayMs);
    return () => clearTimeout(timer);
  }, [module, value, delayMs]);
  return value;
}

/**
 * A menu whose dropdown is a deferred module, as its trigger sees it: the module once loaded, and,
 * until then, the props of a stand-in button that starts the fetch on hover, focus or click. A click
 * before the module arrived opens the menu when it arrives (`openOnLoad`); focus held meanwhile moves
 * to the real trigger (`focused`).
 *
 * A press counts as well as a click: the pointer's arrival starts the fetch, and a chunk that lands
 * between the press and the release replaces the stand-in under the pointer, so the browser sends
 * the click to the header instead of either button, and the menu would stay shut (seen in Chromium
 * on a loaded machine; `e2e/shell-ui.test.ts` holds the chunk to make it happen every time).
 */
export function useDeferredMenu<T>(module: DeferredModule<T>) {
  const loaded = useDeferredModule(module);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  const load = () => void module.load().catch(() => {});
  const placeholderProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: () => {
      setFocused(true);
      load();
    },
    onBlur: () => setFocused(false),
    onPointerDown: (event: { button: number }) => {
      if (event.button !== 0) return;
      setOpenOnLoad(true);
      load();
    },
    onClick: () => {
      setOpenOnLoad(true);
      load();
    },
  };
  return { loaded, openOnLoad, focused, placeholderProps };
}
