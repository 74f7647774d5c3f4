import { ROLES } from '@pc/contracts';

/** Members (HCP, test HCP) earn rewards; the Rewards tab shows for them while the programme is on (spec §2). */
export function showsRewardsTab(roleKey: string, rewardsEnabled: boolean): boolean {
  return rewardsEnabled && ROLES.some((role) => role.key === roleKey && role.isMember);
}
