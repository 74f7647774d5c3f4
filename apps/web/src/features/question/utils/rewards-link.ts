import { canOpenPage } from '@pc/contracts';

/**
 * Where a member's rewards are (`/moderator/users/{id}/rewards`), for those whose permissions open that
 * page (spec §6: administrators and moderators); null for everyone else, who gets no link.
 */
export const userRewardsPath = (userId: number, permissions: readonly string[]): string | null =>
  canOpenPage('/moderator/users/:id/rewards', permissions) ? `/moderator/users/${userId}/rewards` : null;
