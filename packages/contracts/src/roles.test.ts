import { describe, expect, it } from 'vitest';
import { ROLES, effectivePermissions, landingPath, roleByKey, roleLabel } from './roles.js';

describe('roles and permissions (spec §6)', () => {
  it('has the eight roles with HCP display names', () => {
    expect(ROLES.map((r) => r.name)).toEqual([
      'Initial',
      'Moderator',
      'Administrator',
      'Sales Representative',
      'IQ Moderator',
      'HCP',
      'test HCP',
      'sales demo',
    ]);
    expect(roleByKey('hcp').displayName).toBe('Healthcare Provider');
    expect(roleByKey('test_hcp').displayName).toBe('Test Healthcare Provider');
    // One name for people to read, wherever the role is shown (issue 22: 'HCP' on the profile).
    expect(roleLabel('hcp')).toBe('Healthcare Provider');
    expect(roleLabel('administrator')).toBe('Administrator');
    expect(roleLabel('no_such_role')).toBe('no_such_role');
  });
  it('grants the preset and only the extras the role allows', () => {
    const admin = roleByKey('administrator');
    expect(effectivePermissions(admin, ['demo_patient_cases_my_specialty', 'patient_cases_my_specialty'])).toContain(
      'demo_patient_cases_my_specialty',
    );
    expect(effectivePermissions(admin, ['patient_cases_my_specialty'])).not.toContain('patient_cases_my_specialty');
    expect(effectivePermissions(roleByKey('hcp'))).toEqual(
      expect.arrayContaining(['patient_cases_my_specialty', 'patient_cases_other_specialties', 'user_content']),
    );
  });
  it('lands each role where spec §4 says', () => {
    const perms = (k: Parameters<typeof roleByKey>[0]) => effectivePermissions(roleByKey(k));
    expect(landingPath('administrator', perms('administrator'))).toBe('/moderator/questions');
    expect(landingPath('moderator', perms('moderator'))).toBe('/moderator/questions');
    expect(landingPath('moderator', ['summary_submission'])).toBe('/moderator/submitSummary');
    expect(landingPath('moderator', ['search'])).toBe('/moderator/search');
    expect(landingPath('sales_demo', perms('sales_demo'))).toBe('/questions');
    expect(landingPath('sales_demo', ['patient_cases_other_specialties'])).toBe('/questions_other');
    expect(landingPath('hcp', perms('hcp'), '/questions/7')).toBe('/questions/7');
    expect(landingPath('hcp', perms('hcp'))).toBe('/consensuses');
    expect(landingPath('test_hcp', perms('test_hcp'), null)).toBe('/consensuses');
    expect(landingPath('iq_moderator', perms('iq_moderator'))).toBe('/moderator/submitSummary');
    expect(landingPath(undefined, [])).toBe('/login');
  });
});
