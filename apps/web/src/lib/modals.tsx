import { modals as mantineModals } from '@mantine/modals';
import { useEffect } from 'react';
import { deferredModule, useDeferredModule } from './deferred-module';
import { errorToast } from './toasts';

type ConfirmModalProps = Parameters<typeof mantineModals.openConfirmModal>[0];

const providerModule = deferredModule(() => import('./modals-provider'));
let isReady = false;
let markReady: () => void = () => {};
/** Resolves once the provider is mounted and listens for Mantine's modal events. */
const ready = new Promise<void>((resolve) => {
  markReady = () => {
    isReady = true;
    resolve();
  };
});

/**
 * Where confirm dialogs appear: Mantine's ModalsProvider, fetched a few seconds after start-up or with
 * the first dialog, whichever comes first (it is not needed to paint a page). It listens for the
 * `modals` events of `@mantine/modals`; it wraps nothing, so mounting it late re-renders nothing else.
 */
export function ModalOutlet() {
  const loaded = useDeferredModule(providerModule);
  // Children's effects (the provider's listeners) run before this one: the events are heard from now on.
  useEffect(() => {
    if (loaded) markReady();
  }, [loaded]);
  return loaded ? <loaded.default /> : null;
}

/**
 * `modals` of `@mantine/modals`, for the dialogs this app opens: the same call, which waits for the
 * provider when a dialog is asked for before it has loaded. Returns the dialog's id at once.
 */
export const modals = {
  openConfirmModal(props: ConfirmModalProps): string {
    const modalId = props.modalId ?? `pc-confirm-${Math.random().toString(36).slice(2, 10)}`;
    if (isReady) return mantineModals.openConfirmModal({ ...props, modalId });
    void providerModule
      .load()
      .then(() => ready)
      .then(() => mantineModals.openConfirmModal({ ...props, modalId }))
      // The provider could not be fetched: say so; the next dialog asked for tries again.
      .catch(() => errorToast());
    return modalId;
  },
};
