import { describe, expect, it } from 'vitest';
import { type AppPage, canOpenPage, landingPath, PAGE_ACCESS } from './pages.js';
import { effectivePermissions, type Permission, ROLES, type RoleDefinition, roleByKey } from './roles.js';

/** Every permission set a role can have: its preset with any choice of its optional permissions. */
function permissionSets(role: RoleDefinition): Permission[][] {
  let sets: Permission[][] = [[]];
  for (const extra of role.optional) sets = sets.flatMap((set) => [set, [...set, extra]]);
  return sets.map((extras) => effectivePermissions(role, extras));
}

/** The pages a permission (not mere sign-in) opens, with no parameter in their address. */
const permissionPages = (Object.keys(PAGE_ACCESS) as AppPage[]).filter(
  (page) => PAGE_ACCESS[page].length > 0 && !page.includes(':'),
);

describe('landing (spec §4, §6)', () => {
  it.each(ROLES.map((role) => [role.name, role] as const))(
    '%s, with any of its optional permissions, lands on a page it can open, or on /no-permissions only when it opens none',
    (_name, role) => {
      for (const permissions of permissionSets(role)) {
        const landing = landingPath(role.key, permissions);
        const opens = permissionPages.filter((page) => canOpenPage(page, permissions));
        if (opens.length === 0) {
          expect(landing, permissions.join()).toBe('/no-permissions');
        } else {
          expect(landing in PAGE_ACCESS, `${landing} is an app page`).toBe(true);
          expect(canOpenPage(landing as AppPage, permissions), `${landing} for ${permissions.join()}`).toBe(true);
        }
      }
    },
  );

  it('lands each demo role where spec §4 says', () => {
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
    // The header offers it Case Consensuses (and Resources, outside the app): it lands there.
    expect(landingPath('sales_representative', perms('sales_representative'))).toBe('/consensuses');
    expect(landingPath('initial', perms('initial'))).toBe('/no-permissions');
    expect(landingPath(undefined, [])).toBe('/login');
  });

  it('opens a stored address only for members, whose sign-in returns them there', () => {
    expect(landingPath('administrator', effectivePermissions(roleByKey('administrator')), '/questions/7')).toBe(
      '/moderator/questions',
    );
  });
});
