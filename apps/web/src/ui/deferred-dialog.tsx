import type { ComponentType } from 'react';
import { useEffect } from 'react';
import { deferredModule, useDeferredModule } from '../lib/deferred-module';
import { errorToast } from '../lib/toasts';

/**
 * A dialog whose code (Mantine's Modal with its overlay, focus trap, scroll lock and floating-ui) is
 * not part of a page's first download: fetched a few seconds after the page is up, or when the dialog
 * is first opened, whichever is first. Until then it renders nothing, as a closed dialog does; once
 * loaded it stays mounted, so opening and closing keep Mantine's transitions. Same props as the dialog.
 */
export function deferredDialog<P extends { opened: boolean }>(
  importer: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const module = deferredModule(importer);
  return function DeferredDialog(props: P) {
    const Dialog = useDeferredModule(module);
    useEffect(() => {
      if (props.opened && !Dialog) void module.load().catch(() => errorToast());
    }, [props.opened, Dialog]);
    return Dialog ? <Dialog {...props} /> : null;
  };
}
