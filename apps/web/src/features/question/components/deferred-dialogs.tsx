import { deferredDialog } from '../../../ui/deferred-dialog';

/** The question page's dialogs, fetched after the page is up or when first opened (ui/deferred-dialog.tsx). */
export const SponsoredNotice = deferredDialog(() => import('./SponsoredNotice').then((m) => m.SponsoredNotice));
