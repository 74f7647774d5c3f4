import { hasAnyPermission, type Permission, type RoleKey, ROLES } from './roles.js';

/**
 * The signed-in app's pages (spec §2) and the permissions that open each (spec §6 route guard: any
 * one is enough; none = anyone signed in). The web app guards its routes with this table, and where
 * a person lands is derived from it, so a landing page is always one its visitor can open.
 */
export const PAGE_ACCESS = {
  '/my/profile': [],
  '/my/rewards': [],
  // Issue 25: every signed-in user's own notifications.
  '/notifications': [],
  '/questions': ['patient_cases_my_specialty', 'active_patient_case_management'],
  '/consensuses': ['user_content'],
  '/consensuses/:id': ['user_content'],
  '/questions_other': ['patient_cases_other_specialties'],
  '/questions/:id': [
    'patient_cases_my_specialty',
    'patient_cases_other_specialties',
    'active_patient_case_management',
    'all_patient_cases_management',
  ],
  '/moderator/questions': ['all_patient_cases_management'],
  '/moderator/questions/new': ['all_patient_cases_management'],
  '/moderator/questions/:id': ['all_patient_cases_management'],
  '/moderator/questions/:id/details': ['all_patient_cases_management'],
  '/moderator/questions-npis': ['all_patient_cases_management'],
  '/moderator/phi-confirmations': ['all_patient_cases_management'],
  '/moderator/users': ['user_management'],
  '/moderator/users/new': ['user_management'],
  '/moderator/users/:id': ['user_management'],
  // Spec §6: moderators (their management of every question) view any user's rewards too.
  '/moderator/users/:id/rewards': ['user_management', 'all_patient_cases_management'],
  '/moderator/search': ['search'],
  '/moderator/ads': ['programs'],
  '/moderator/rewards/codes': ['user_management'],
  // Issue 26: instances, jobs, mail failures, client errors and the audit log, for administrators.
  '/moderator/system': ['user_management'],
  '/moderator/submitSummary': ['summary_submission'],
  '/moderator/consensus-review': ['summary_submission'],
  '/moderator/consensus-summary-preview/:id/:status': ['summary_submission'],
  '/moderator/peer-challenge-preview/:id/:status?': ['strapi_program_preview'],
  // Spec §6: moderators and administrators manage global program priorities; question e-mails
  // (create_emails) stay with administrators.
  '/moderator/global_programs/overview': ['programs', 'all_patient_cases_management'],
  '/moderator/global_programs/create_emails': ['programs'],
  '/admin/registration': ['user_management'],
  '/moderator/design/components': ['user_management'],
} as const satisfies Record<string, readonly Permission[]>;

export type AppPage = keyof typeof PAGE_ACCESS;

/** Whether someone holding `permissions` may open `page`. */
export const canOpenPage = (page: AppPage, permissions: readonly string[]): boolean =>
  hasAnyPermission(permissions, PAGE_ACCESS[page] as readonly Permission[]);

/**
 * Where a signed-in person lands, in order of preference (spec §4): managers on every question, then
 * the summary wizard and search (moderators' work), then the members' pages: Case Consensuses (the
 * default consensus page), My Specialty, Other Specialties. After these, any other page a permission
 * opens, in the table's order. Pages open to anyone signed in (the profile) are not landings: a role
 * whose permissions open no page gets /no-permissions.
 */
const LANDING_PREFERENCE: readonly AppPage[] = [
  '/moderator/questions',
  '/moderator/submitSummary',
  '/moderator/search',
  '/consensuses',
  '/questions',
  '/questions_other',
];

/** Pages with no path parameter, which a person can be sent to as they are. */
const isPlainPage = (page: string) => !page.includes(':');

export const LANDING_PAGES: readonly AppPage[] = [
  ...LANDING_PREFERENCE,
  ...(Object.keys(PAGE_ACCESS) as AppPage[]).filter(
    (page) => isPlainPage(page) && PAGE_ACCESS[page].length > 0 && !LANDING_PREFERENCE.includes(page),
  ),
];

/** The first of `pages` that `permissions` open, if any. */
export const firstOpenPage = (pages: readonly AppPage[], permissions: readonly string[]): AppPage | null =>
  pages.find((page) => canOpenPage(page, permissions)) ?? null;

/**
 * Where a user lands after signing in (spec §4): members (HCP, test HCP) on the address they were
 * sent away from when there is one; everyone on the first landing page their permissions open;
 * /no-permissions only when they open none.
 */
export function landingPath(
  roleKey: RoleKey | undefined,
  permissions: readonly string[],
  storedRedirect?: string | null,
): string {
  const role = ROLES.find((r) => r.key === roleKey);
  if (!role) return '/login';
  if (role.isMember && storedRedirect) return storedRedirect;
  return firstOpenPage(LANDING_PAGES, permissions) ?? '/no-permissions';
}
