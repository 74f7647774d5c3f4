import { describe, expect, it } from 'vitest';
import { showsRewardsTab } from './profile-tabs';

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
