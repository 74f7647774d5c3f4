import type { Permission } from '@pc/contracts';

/**
 * Who manages house ads: holders of `programs`, which only Administrators hold by default (spec §6).
 * Ads are the sponsored side of the product, like the programs that permission already covers, and
 * managing them changes what every member sees; `user_management` is about people, not content.
 * The ads are one shared list, so the permission is the whole rule (no per-ad ownership).
 */
export const HOUSE_AD_MANAGERS: Permission[] = ['programs'];

/** Any signed-in reader of a page with ads gets that page's ads (which ones is the service's rule). */
export const AD_READERS: Permission[] = [];
