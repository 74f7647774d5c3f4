import { ROLES } from '@pc/contracts';

/** Members (HCP, test HCP) earn rewards; the Rewards tab shows for them while the programme is on (spec §2). */
export function showsRewardsTab(roleKey: string, rewardsEnabled: boolean): boolean {
  return rewardsEnabled && ROLES.some((role) => role.key === roleKey && role.isMember);
}

export const PROFILE_TABS = ['about', 'settings', 'notifications', 'rewards'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/**
 * The address of each tab: the Rewards tab is /my/rewards (spec §2 routes), the others /my/profile.
 * Notification e-mails link to the Notifications tab (API notification-mail.ts NOTIFICATION_SETTINGS_PATH).
 */
export function profileTabPath(tab: ProfileTab): string {
  if (tab === 'rewards') return '/my/rewards';
  return tab === 'about' ? '/my/profile' : `/my/profile?tab=${tab}`;
}

/**
 * The tab an address opens: /my/rewards the Rewards tab, `?tab=settings` My Settings,
 * `?tab=notifications` Notifications, anything else About me. Null when the Rewards tab is asked for but not shown: the page then sends the member to
 * About me rather than to an empty tab.
 */
export function profileTabAt(pathname: string, search: string, rewardsTab: boolean): ProfileTab | null {
  if (pathname.replace(/\/+$/, '') === '/my/rewards') return rewardsTab ? 'rewards' : null;
  const asked = new URLSearchParams(search).get('tab');
  return asked === 'settings' || asked === 'notifications' ? asked : 'about';
}
