import { describe, expect, it } from 'vitest';
import { ROLES, effectivePermissions, roleByKey, roleLabel } from './roles.js';

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
});
