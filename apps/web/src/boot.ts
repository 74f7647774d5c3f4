import { startEarlyRequests } from './boot/early-requests';

// The page's first script (apps/web/build/boot-script.ts puts it before the app's entry): a few hundred
// bytes that start the member's first API reads while the app's JavaScript downloads.
startEarlyRequests(window);
