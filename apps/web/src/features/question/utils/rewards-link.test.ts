import { effectivePermissions, roleByKey } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { userRewardsPath } from './rewards-link';

const preset = (key: Parameters<typeof roleByKey>[0]) => effectivePermissions(roleByKey(key));

describe("the link to a member's rewards", () => {
  it('leads moderators and administrators to the rewards page, who may open it without the users list', () => {
    expect(userRewardsPath(42, preset('moderator'))).toBe('/moderator/users/42/rewards');
    expect(userRewardsPath(42, preset('administrator'))).toBe('/moderator/users/42/rewards');
  });

  it('is not offered to those the page would turn away', () => {
    for (const key of ['hcp', 'test_hcp', 'iq_moderator', 'sales_representative', 'sales_demo'] as const) {
      expect(userRewardsPath(42, preset(key)), key).toBeNull();
    }
    // An IQ moderator given the management of every question may open it.
    expect(userRewardsPath(42, [...preset('iq_moderator'), 'all_patient_cases_management'])).toBe(
      '/moderator/users/42/rewards',
    );
  });
});
