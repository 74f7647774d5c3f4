import {
  type AppPage,
  canOpenPage,
  effectivePermissions,
  PAGE_ACCESS,
  PERMISSIONS,
  ROLES,
  roleByKey,
} from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { NAVIGATION, userMenuItems, visibleNavigation, visibleNavigationLabels } from './navigation';

const preset = (key: Parameters<typeof roleByKey>[0]) => effectivePermissions(roleByKey(key));

describe('header navigation by permission (spec §2)', () => {
  it('shows each role exactly the items its preset permissions open', () => {
    expect(visibleNavigationLabels(preset('hcp'))).toEqual([
      'Home',
      'My Specialty',
      'Other Specialties',
      'Case Consensuses',
      'Resources',
      'Submit Patient Case',
    ]);
    expect(visibleNavigationLabels(preset('test_hcp'))).toEqual(visibleNavigationLabels(preset('hcp')));
    expect(visibleNavigationLabels(preset('administrator'))).toEqual([
      'Public Questions',
      'All Questions',
      'Patient identifiers',
      'Submit a Summary',
      'Program overview',
      'Create emails',
      'House ads',
      'Users',
      'Search',
    ]);
    expect(visibleNavigationLabels(preset('moderator'))).toEqual([
      'All Questions',
      'Patient identifiers',
      'Submit a Summary',
      'Program overview',
      'Search',
      'Resources',
    ]);
    expect(visibleNavigationLabels(preset('iq_moderator'))).toEqual(['Case Consensuses', 'Submit a Summary', 'Search']);
    expect(visibleNavigationLabels(preset('sales_demo'))).toEqual(['My Specialty', 'Other Specialties', 'Resources']);
    expect(visibleNavigationLabels(preset('sales_representative'))).toEqual(['Case Consensuses', 'Resources']);
    expect(visibleNavigationLabels(preset('initial'))).toEqual([]);
  });

  it('follows extra permissions, not the role name', () => {
    expect(visibleNavigationLabels([...preset('moderator'), 'user_content'])).toContain('Case Consensuses');
    expect(visibleNavigationLabels(['patient_cases_my_specialty', 'active_patient_case_management'])).toEqual([
      'My Specialty',
      'Public Questions',
    ]);
  });

  it('groups Questions and Programs only when more than one of their items is visible', () => {
    const admin = visibleNavigation(preset('administrator'));
    expect(admin.filter((e) => e.kind === 'group').map((e) => e.kind === 'group' && e.label)).toEqual([
      'Questions',
      'Programs',
    ]);
    // A moderator's question items (All Questions, Patient identifiers) are one Questions menu too.
    const moderator = visibleNavigation(preset('moderator'));
    expect(
      moderator.map((e) => (e.kind === 'group' ? `${e.label}: ${e.links.map((l) => l.label)}` : e.link.label)),
    ).toEqual([
      'Questions: All Questions,Patient identifiers',
      'Submit a Summary',
      'Program overview',
      'Search',
      'Resources',
    ]);
    // Where a group has one visible item, that item shows alone.
    const publicOnly = visibleNavigation(['active_patient_case_management']);
    expect(publicOnly).toEqual([{ kind: 'link', link: expect.objectContaining({ label: 'Public Questions' }) }]);
  });

  it('puts every navigation permission of spec §2 on at least one item, and routes behind the same permissions', () => {
    const used = new Set(NAVIGATION.flatMap((i) => i.permissions));
    for (const p of [
      'consensus_md_beta',
      'patient_cases_my_specialty',
      'patient_cases_other_specialties',
      'user_content',
      'summary_submission',
      'active_patient_case_management',
      'all_patient_cases_management',
      'programs',
      'user_management',
      'search',
      'diseases_and_treatment_information',
      'patient_case_submission',
    ] as const) {
      expect(used.has(p), p).toBe(true);
    }
    for (const p of used) expect(PERMISSIONS).toContain(p);
  });

  it('links only to pages the reader can open: whoever sees an item holds a permission of its page', () => {
    for (const item of NAVIGATION) {
      if (typeof item.to !== 'string') continue;
      expect(item.to in PAGE_ACCESS, item.to).toBe(true);
      for (const permission of item.permissions) {
        expect(canOpenPage(item.to as AppPage, [permission]), `${item.label} with ${permission}`).toBe(true);
      }
    }
  });

  it('gives HCP and test HCP Profile, Rewards, My Cases & Consults and Logout; everyone else Profile and Logout', () => {
    const labels = (role: string, rewardsEnabled = true) => userMenuItems(role, { rewardsEnabled }).map((i) => i.label);
    expect(labels('hcp')).toEqual(['Profile', 'Rewards', 'My Cases & Consults', 'Logout']);
    expect(labels('test_hcp')).toEqual(['Profile', 'Rewards', 'My Cases & Consults', 'Logout']);
    expect(labels('hcp', false)).toEqual(['Profile', 'My Cases & Consults', 'Logout']);
    for (const role of ROLES.filter((r) => !r.isMember)) expect(labels(role.key)).toEqual(['Profile', 'Logout']);
  });
});
