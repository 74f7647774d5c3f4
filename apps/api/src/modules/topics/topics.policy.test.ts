import { ROLE_KEYS, type RoleKey } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { authUser } from '../../test/auth-users.js';
import { ANY_FEED_PERMISSIONS, QUESTION_PERMISSIONS, assertFeedAllowed, isManager } from './topics.policy.js';

/** Spec §2: who opens which feed and who manages questions, role by role (presets of spec §6). */
const MY_FEED: RoleKey[] = ['administrator', 'hcp', 'test_hcp', 'sales_demo'];
const OTHER_FEED: RoleKey[] = ['hcp', 'test_hcp', 'sales_demo'];
const MANAGERS: RoleKey[] = ['moderator', 'administrator'];

describe('topics policy', () => {
  it.each(ROLE_KEYS)('opens the My Specialty and Other Specialties feeds as spec §2 says: %s', (role) => {
    const user = authUser(role);
    const my = () => assertFeedAllowed(user, 'my');
    const other = () => assertFeedAllowed(user, 'other');
    if (MY_FEED.includes(role)) expect(my).not.toThrow();
    else expect(my).toThrow(expect.objectContaining({ statusCode: 403 }));
    if (OTHER_FEED.includes(role)) expect(other).not.toThrow();
    else expect(other).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it.each(ROLE_KEYS)('counts question managers (every question, every response): %s', (role) => {
    expect(isManager(authUser(role))).toBe(MANAGERS.includes(role));
  });

  it('declares the feed union and the question permissions of spec §2', () => {
    expect([...ANY_FEED_PERMISSIONS].sort()).toEqual(
      ['active_patient_case_management', 'patient_cases_my_specialty', 'patient_cases_other_specialties'].sort(),
    );
    expect([...QUESTION_PERMISSIONS].sort()).toEqual(
      [
        'active_patient_case_management',
        'all_patient_cases_management',
        'patient_cases_my_specialty',
        'patient_cases_other_specialties',
      ].sort(),
    );
  });
});
