import { hasAnyPermission, type Permission, ROLES, type RoleKey } from '@pc/contracts';

/**
 * The header's navigation (spec §2 Navigation labels), in one table: which permission shows which
 * item, in the order they appear. `/questions` is the members' feed; administrators see it as
 * "Public Questions" (their active case management opens it), moderators manage every question under
 * "All Questions" and the texts stored with confirmed patient identifiers under "Patient identifiers"
 * (issue 14). Items sharing a `group` are shown together under the group's label when more than one
 * of them is visible.
 */
export type ExternalLink = 'resources' | 'submitPatientCase' | 'consensusHome' | 'myCasesAndConsults';

export interface NavLink {
  label: string;
  /** An in-app path, or one of the external destinations (opened in a new tab). */
  to: string | { external: ExternalLink };
  permissions: Permission[];
  group?: 'Questions' | 'Programs';
  /** The My Specialty item carries the unseen-questions dot (spec §2 Header). */
  unseenDot?: boolean;
}

export const NAVIGATION: readonly NavLink[] = [
  { label: 'Home', to: { external: 'consensusHome' }, permissions: ['consensus_md_beta'] },
  { label: 'My Specialty', to: '/questions', permissions: ['patient_cases_my_specialty'], unseenDot: true },
  { label: 'Other Specialties', to: '/questions_other', permissions: ['patient_cases_other_specialties'] },
  { label: 'Case Consensuses', to: '/consensuses', permissions: ['user_content'] },
  { label: 'Public Questions', to: '/questions', permissions: ['active_patient_case_management'], group: 'Questions' },
  {
    label: 'All Questions',
    to: '/moderator/questions',
    permissions: ['all_patient_cases_management'],
    group: 'Questions',
  },
  {
    label: 'Patient identifiers',
    to: '/moderator/phi-confirmations',
    permissions: ['all_patient_cases_management'],
    group: 'Questions',
  },
  { label: 'Submit a Summary', to: '/moderator/submitSummary', permissions: ['summary_submission'] },
  {
    // Moderators manage the priorities too (spec §6); e-mails and ads stay with administrators.
    label: 'Program overview',
    to: '/moderator/global_programs/overview',
    permissions: ['programs', 'all_patient_cases_management'],
    group: 'Programs',
  },
  {
    label: 'Create emails',
    to: '/moderator/global_programs/create_emails',
    permissions: ['programs'],
    group: 'Programs',
  },
  { label: 'House ads', to: '/moderator/ads', permissions: ['programs'], group: 'Programs' },
  { label: 'Users', to: '/moderator/users', permissions: ['user_management'] },
  { label: 'Search', to: '/moderator/search', permissions: ['search'] },
  { label: 'Resources', to: { external: 'resources' }, permissions: ['diseases_and_treatment_information'] },
  { label: 'Submit Patient Case', to: { external: 'submitPatientCase' }, permissions: ['patient_case_submission'] },
];

export type NavEntry = { kind: 'link'; link: NavLink } | { kind: 'group'; label: string; links: NavLink[] };

/** What a member with `permissions` sees, in order; a group with one visible item collapses to that item. */
export function visibleNavigation(permissions: readonly string[]): NavEntry[] {
  const visible = NAVIGATION.filter((item) => hasAnyPermission(permissions, item.permissions));
  const entries: NavEntry[] = [];
  for (const link of visible) {
    if (!link.group) {
      entries.push({ kind: 'link', link });
      continue;
    }
    if (entries.some((e) => e.kind === 'group' && e.label === link.group)) continue;
    const members = visible.filter((l) => l.group === link.group);
    entries.push(
      members.length > 1 ? { kind: 'group', label: link.group, links: members } : { kind: 'link', link: members[0]! },
    );
  }
  return entries;
}

/** The labels of every visible link, groups flattened: what a member can reach from the header. */
export const visibleNavigationLabels = (permissions: readonly string[]) =>
  visibleNavigation(permissions).flatMap((e) => (e.kind === 'link' ? [e.link.label] : e.links.map((l) => l.label)));

export interface UserMenuItem {
  label: 'Profile' | 'Rewards' | 'My Cases & Consults' | 'Logout';
  to: string | { external: ExternalLink };
}

/**
 * The user dropdown (spec §2 Header, §6): HCP and test HCP also reach their rewards (when the
 * rewards programme is on) and their cases in the consult product; everyone else gets Profile and Logout.
 */
export function userMenuItems(roleKey: RoleKey | string, options: { rewardsEnabled: boolean }): UserMenuItem[] {
  const member = ROLES.some((role) => role.key === roleKey && role.isMember);
  return [
    { label: 'Profile', to: '/my/profile' },
    ...(member && options.rewardsEnabled ? [{ label: 'Rewards', to: '/my/rewards' } as const] : []),
    ...(member ? [{ label: 'My Cases & Consults', to: { external: 'myCasesAndConsults' } } as const] : []),
    { label: 'Logout', to: '/logout' },
  ];
}
