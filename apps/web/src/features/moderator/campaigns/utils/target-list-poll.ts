import type { Campaign } from '@pc/contracts';

/** While a target list is being built its list is asked again every 2 s (the download button spins). */
export const TARGET_LIST_POLL_MS = 2000;

/** TanStack Query's `refetchInterval` for a list of campaigns: poll only while one is still building. */
export const pollWhileTargetListsBuild = (campaigns: readonly Pick<Campaign, 'targetListCreatedAt'>[] | undefined) =>
  campaigns?.some((c) => c.targetListCreatedAt === null) ? TARGET_LIST_POLL_MS : false;
