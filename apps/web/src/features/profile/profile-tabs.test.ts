import { describe, expect, it } from 'vitest';
import { PROFILE_TABS, profileTabAt, profileTabPath, showsRewardsTab } from './profile-tabs';

describe('the profile Rewards tab', () => {
  it('shows for HCP and test HCP while rewards are enabled', () => {
    expect(showsRewardsTab('hcp', true)).toBe(true);
    expect(showsRewardsTab('test_hcp', true)).toBe(true);
  });
  it('is hidden for every other role and when rewards are disabled', () => {
    for (const role of [
      'administrator',
      'moderator',
      'iq_moderator',
      'sales_demo',
      'sales_representative',
      'initial',
    ]) {
      expect(showsRewardsTab(role, true)).toBe(false);
    }
    expect(showsRewardsTab('hcp', false)).toBe(false);
    expect(showsRewardsTab('nobody', true)).toBe(false);
  });
});

describe('the profile tabs’ addresses', () => {
  it('opens Rewards at /my/rewards, My Settings with ?tab=settings, About me otherwise', () => {
    expect(profileTabAt('/my/rewards', '', true)).toBe('rewards');
    expect(profileTabAt('/my/profile', '?tab=settings', true)).toBe('settings');
    expect(profileTabAt('/my/profile', '?tab=notifications', true)).toBe('notifications');
    expect(profileTabPath('notifications')).toBe('/my/profile?tab=notifications');
    expect(profileTabAt('/my/profile', '', true)).toBe('about');
    expect(profileTabAt('/my/profile', '?tab=rewards', true)).toBe('about');
  });
  it('has no Rewards tab to open when it is not shown', () => {
    expect(profileTabAt('/my/rewards', '', false)).toBeNull();
  });
  it('links each tab to the address that opens it', () => {
    for (const tab of PROFILE_TABS) {
      const url = new URL(profileTabPath(tab), 'http://localhost');
      expect(profileTabAt(url.pathname, url.search, true)).toBe(tab);
    }
  });
});
