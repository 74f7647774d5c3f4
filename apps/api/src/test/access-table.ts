import type { RoleKey } from '@pc/contracts';

/**
 * Who may call each API route, written by hand from spec §2 (the screens' permissions), §6 (roles, their
 * locked presets, who manages what) and design.md ("Product decisions"), NOT from the routes' own
 * declarations or the role presets in packages/contracts: the permission matrix
 * (modules/identity/permission-matrix.test.ts) compares every registered route against this table for
 * every role, so a route declared with the wrong permission, or a preset that changes, fails there.
 * A new route fails the matrix until it is added here.
 *
 * Keys are `METHOD path` below /api/v1, with path parameters written `{name}` (the name is not
 * compared). `who` is 'public' (no session needed), 'signed-in' (any valid session, whatever the
 * role) or the roles (their locked presets, no optional extras) the route answers; every other role
 * gets 403. The outcome is the route's access, not the service rules a valid request meets next:
 * where the spec narrows a route further inside (only members post answers, nobody publishes their
 * own summary), `serviceRule` says so and the module's own tests hold that rule.
 */
export type Who = 'public' | 'signed-in' | readonly RoleKey[];
export interface RouteAccessRule {
  who: Who;
  /** Where the spec's rule comes from. */
  why: string;
  /** A narrower rule the service applies to valid requests (tested in the module). */
  serviceRule?: string;
  /**
   * A query string that passes the route's input validation, for routes whose role rule runs in the
   * handler (after validation): without it a refused role would meet a 400 first.
   */
  query?: string;
}

/** Spec §6: "Moderators and admins create and edit questions, campaigns, global program priorities and view any user's rewards". */
const STAFF: readonly RoleKey[] = ['moderator', 'administrator'];
/** Spec §6: "Admin can create, edit, delete, restore users"; §2: /moderator/users… need user_management (Administrator only). */
const ADMIN: readonly RoleKey[] = ['administrator'];
/**
 * Spec §2 /questions/{id}: patient_cases_my_specialty, patient_cases_other_specialties,
 * active_patient_case_management or all_patient_cases_management: HCP and test HCP and sales demo
 * (my/other specialties), Administrator (active and all), Moderator (all).
 */
const QUESTION_READERS: readonly RoleKey[] = ['hcp', 'test_hcp', 'sales_demo', 'administrator', 'moderator'];
/** Spec §2 feeds: /questions (my specialty or active case management) and /questions_other (other specialties): not Moderator. */
const FEED_READERS: readonly RoleKey[] = ['hcp', 'test_hcp', 'sales_demo', 'administrator'];
/** Spec §6 presets holding summary_submission: Moderator, Administrator, IQ Moderator. */
const SUMMARY_WRITERS: readonly RoleKey[] = ['moderator', 'administrator', 'iq_moderator'];
/** Spec §6 presets holding strapi_program_preview: Moderator, Administrator, IQ Moderator. */
const PROGRAM_PREVIEWERS: readonly RoleKey[] = ['moderator', 'administrator', 'iq_moderator'];
/** Spec §2 /moderator/search (search): Moderator, Administrator, IQ Moderator. */
const SEARCHERS: readonly RoleKey[] = ['moderator', 'administrator', 'iq_moderator'];
/**
 * design.md: "CSV export of search results and logs: Administrator and Moderator"; the logs record
 * "every moderator search" for the same two.
 */
const SEARCH_EXPORTERS: readonly RoleKey[] = ['moderator', 'administrator'];
/**
 * Spec §2 /consensuses (user_content: HCP, test HCP, Sales Representative, IQ Moderator), and the
 * summary writers who submit them.
 */
const CONSENSUS_READERS: readonly RoleKey[] = [
  'hcp',
  'test_hcp',
  'sales_representative',
  'iq_moderator',
  'moderator',
  'administrator',
];
/** Spec §7 dti_link "needs DISEASES_AND_TREATMENT_INFORMATION": HCP, test HCP, sales demo, Sales Representative, Moderator. */
const RESOURCE_READERS: readonly RoleKey[] = ['hcp', 'test_hcp', 'sales_demo', 'sales_representative', 'moderator'];
/**
 * Everyone who writes a text the identifier check reads, and so may check it while typing: members
 * (answers, comments), everyone who may report a question (sales demo included: it reads the feeds,
 * and a report's title and message are checked), moderators and administrators (questions,
 * campaigns), IQ moderators (summaries). Initial and the Sales Representative write nothing checked.
 */
const WRITERS: readonly RoleKey[] = [...QUESTION_READERS, 'iq_moderator'];

const question = (why: string, serviceRule?: string): RouteAccessRule => ({
  who: QUESTION_READERS,
  why,
  serviceRule,
});
const staff = (why: string): RouteAccessRule => ({ who: STAFF, why });
const admin = (why: string): RouteAccessRule => ({ who: ADMIN, why });
const signedIn = (why: string): RouteAccessRule => ({ who: 'signed-in', why });
const open = (why: string): RouteAccessRule => ({ who: 'public', why });

export const ACCESS_TABLE: Readonly<Record<string, RouteAccessRule>> = {
  // Sign-in and the member's own settings
  'GET auth/config': open('the login page reads it before anyone signs in'),
  'POST auth/magic_link': open('spec §2 /login_magic is public'),
  'GET current_user': signedIn('§7 GET /current_user: every signed-in role loads its profile'),
  'GET disclaimer': signedIn('§7 disclaimer: every role reads whether it has read it'),
  'POST disclaimer': signedIn('§7 disclaimer: marking it read'),
  'POST disclaimer/disable_cta_popup': signedIn('§7 disclaimer: the member’s own setting'),
  'GET tooltips/check/{name}': signedIn('§7 tooltips: the user’s own'),
  // Issue 25: every signed-in user has their own notifications (members' threads, moderators' reviews).
  'GET notifications': signedIn('issue 25: the user’s own notifications'),
  'GET notifications/unread-count': signedIn('issue 25: the bell on every page'),
  'POST notifications/{id}/read': signedIn('issue 25: marking one of the user’s own read'),
  'POST notifications/read-all': signedIn('issue 25: marking all of the user’s own read'),
  'GET notifications/settings': signedIn('issue 25: the user’s own e-mail preferences'),
  'PUT notifications/settings': signedIn('issue 25: the user’s own e-mail preferences'),
  'POST tooltips/view': signedIn('§7 tooltips: the user’s own'),
  'POST tooltips/allow': signedIn('§7 tooltips: the user’s own'),
  'POST tooltips/disable': signedIn('§7 tooltips: the user’s own'),
  'GET specialties': signedIn('design.md: specialties need only a valid session'),
  'GET subspecialties': signedIn('design.md: subspecialties need only a valid session'),
  'GET citations': signedIn('issue 24: literature metadata for the thread and the consensus wizard'),
  'GET roles': admin('design.md: roles are for the user form and need user_management'),

  // Questions and threads
  'GET topics': { who: FEED_READERS, why: '§2 /questions and /questions_other' },
  'GET topics/{id}': question('§2 /questions/{id}'),
  'GET topics/{id}/next': question('§2 /questions/{id} (the next question)'),
  'POST topics/{id}/flag': question('§7 flag a question or answer from the question view'),
  'GET topics/{id}/answers': question('§2 /questions/{id}: the thread’s answers'),
  'GET comments': question('§2 /questions/{id}: the thread'),
  'POST comments': question(
    '§2 /questions/{id}',
    'design.md: only eligible members (HCP, test HCP) post answers and comments',
  ),
  'POST comments/answers_view': question('§2 /questions/{id}: the responses-shown flag'),
  'PATCH comments/{id}': question('§2 /questions/{id}', 'only the author edits (403 otherwise)'),
  'DELETE comments/{id}': question('§2 /questions/{id}', 'the author, or staff moderating'),
  'POST comments/{id}/ratings': question('§2 /questions/{id}', '§6: never one’s own answer'),
  'GET comments/{id}/comments': question('§2 /questions/{id}: an answer’s comments'),
  'GET drafts/{kind}/{targetId}': question('issue 25: the question page restores the member’s own draft'),
  'PUT drafts/{kind}/{targetId}': question(
    'issue 25: the question page saves the member’s draft while they type',
    'only members who may post (HCP, test HCP, disclaimer read) save drafts, like POST comments',
  ),
  'DELETE drafts/{kind}/{targetId}': question('issue 25: "Discard draft" on the question page'),
  'GET drafts/consensus/{topicId}': { who: SUMMARY_WRITERS, why: 'issue 25: the consensus wizard restores its draft' },
  'PUT drafts/consensus/{topicId}': { who: SUMMARY_WRITERS, why: 'issue 25: the consensus wizard saves its draft' },
  'DELETE drafts/consensus/{topicId}': { who: SUMMARY_WRITERS, why: 'issue 25: "Discard draft" in the wizard' },
  'GET programs': question('§7 GET programs: the sponsored program of the question view'),
  'POST programs': question('§7 POST programs: a click on the question view’s program'),
  'POST events/log_answer_form_focus': question('§7: the question view’s answer form'),
  'GET programs/dti_link': { who: RESOURCE_READERS, why: '§7 dti_link needs diseases_and_treatment_information' },

  // Question management (moderator area /moderator/questions…: all_patient_cases_management)
  'GET internal/topics': staff('§6 moderators and admins create and edit questions'),
  'POST internal/topics': staff('§6 moderators and admins create questions'),
  'GET internal/topics/authors': staff('§5 question form: author search'),
  'GET internal/topics/npi': staff('§2 /moderator/questions-npis'),
  'POST internal/topics/npi': staff('§2 /moderator/questions-npis'),
  'GET internal/topics/{id}': staff('§6 moderators and admins edit questions'),
  'PATCH internal/topics/{id}': staff('§6 moderators and admins edit questions'),
  'DELETE internal/topics/{id}': staff('§6 moderators and admins manage questions'),
  'GET internal/topics/{id}/user_count': staff('§7 question details'),
  'GET internal/topics/{id}/eligible_count': staff('§7 question details'),
  'GET internal/topics/{id}/engagement': staff('question details'),
  'GET pi/attached_programs': staff('§7 topic programs of a question being edited'),
  'GET pi/active_programs': staff('§7 topic programs of a question being edited'),
  'POST pi/change_priority': staff('§7 topic programs of a question being edited'),
  'POST pi/attach': staff('§7 topic programs of a question being edited'),
  'POST pi/detach': staff('§7 topic programs of a question being edited'),
  'POST pi/detach_all': staff('§7 topic programs of a question being edited'),

  // Campaigns and target lists (§6: moderators and admins create and edit campaigns)
  'GET campaigns': staff('§6 campaigns'),
  'GET campaigns/general': staff('§6 campaigns (Create emails)'),
  'POST campaigns': staff('§6 campaigns'),
  'POST campaigns/specialty': staff('§6 campaigns (Create emails)'),
  'POST campaigns/npi': staff('§6 campaigns (Create emails)'),
  'DELETE campaigns/{id}': staff('§6 campaigns'),
  'GET target_list/{campaignId}': staff('§7 a campaign’s target list'),
  'GET target_list/{campaignId}/csv': staff('§7 a campaign’s target list'),
  'GET target_list/answer_report/{topicId}': staff('§7 a question’s answer report'),
  'GET target_list/answer_report/{topicId}/csv': staff('§7 a question’s answer report'),
  'GET target_list/users_and_specs': staff('§7 users and specialties list of Create emails'),
  'GET target_list/users_and_specs/csv': staff('§7 users and specialties list of Create emails'),
  'GET unsubscribe/{token}': open('the link in a campaign e-mail works without signing in'),
  'POST unsubscribe/{token}': open('RFC 8058 one-click unsubscribe from the mail provider'),
  'GET unsubscribe/{token}/{stream}': open('issue 25: the link in a notification e-mail or the digest'),
  'POST unsubscribe/{token}/{stream}': open('issue 25: one-click unsubscribe from one kind of notification mail'),

  // Global programs: the overview is the priorities page (§6, design.md: moderators and admins)
  'GET global_programs': staff('§6 moderators and admins manage global program priorities'),
  'GET global_programs/{hcmpId}': staff('§6 global program priorities'),
  'POST global_programs/change_status': staff('§6/§4: enabling or disabling sets the priority'),
  'POST global_programs/confirm': staff('§4: confirming inserts at a priority'),
  'POST global_programs/change_priority': staff('§6 global program priorities'),

  // Rewards
  'GET rewards/current': signedIn('§7 the member’s own rewards'),
  'GET rewards/history': signedIn('§7 the member’s own rewards'),
  'GET users/{id}/rewards': staff('§6 and design.md: moderators and admins view any user’s rewards'),
  'GET rewards/codes/status': admin('design.md: the gift-card code pool an administrator imports'),
  'POST rewards/codes': admin('design.md: the gift-card code pool an administrator imports'),
  'POST rewards/processing': admin('design.md: the weekly reward processing (administrator)'),
  'GET rewards/form_1099/csv': admin('the 1099 list holds members’ names and earnings: administrators only'),

  // Users (§2 /moderator/users…: user_management; design.md: create, edit, delete, restore stay with admins)
  'GET users': admin('§2 /moderator/users'),
  'GET users/export/csv': admin('§7 export users'),
  'POST users': admin('§6 admin creates users'),
  'GET users/{id}': admin('§2 /moderator/users/{id}'),
  'PATCH users/{id}': admin('§6 admin edits users'),
  'DELETE users/{id}': admin('§6 admin deletes users'),
  'PATCH users/{id}/restore': admin('§6 admin restores users'),
  'GET app_hc_users': admin('§7 look-up in the member app, from the user form'),
  'GET audit-log': admin('design.md: the audit log is readable by Administrators'),
  'GET audit-log/export/csv': admin('issue 26: the system page exports the audit log (administrators)'),

  // The administrators' system page (issue 26: /moderator/system, administrators)
  'GET system': admin('issue 26: instances, database, job queues, code pool'),
  'GET system/failed-jobs': admin('issue 26: job queues with failed jobs'),
  'GET system/jobs/{queue}/{id}': admin('issue 26: following a retried job until it completes'),
  'POST system/jobs/{queue}/{id}/retry': admin('issue 26: a retry button for failed jobs'),
  'POST system/test-mail': admin('issue 26: checking the mail transport from the system page'),
  'GET system/mail-failures': admin('issue 26: mail failures of the last 7 days'),
  'GET system/client-errors': admin('issue 26: recent client errors with their request ids'),

  // Consensus summaries and peer challenges (the spec's content service)
  'GET strapi/consensus-summaries/{id}/{status}': open('§2 the public view of a published consensus'),
  'GET strapi/consensus-summaries/{id}': open('§2 the public view of a published consensus'),
  'PUT strapi/consensus-summaries/{id}': { who: SUMMARY_WRITERS, why: '§2 /moderator/submitSummary' },
  'POST strapi': { who: SUMMARY_WRITERS, why: '§2 /moderator/submitSummary' },
  'GET strapi/consensuses': { who: CONSENSUS_READERS, why: '§2 /consensuses (user_content) and summary writers' },
  'GET consensus/cases/{id}': { who: SUMMARY_WRITERS, why: '§2 /moderator/submitSummary: the case summarised' },
  'GET internal/topics/{id}/positions': {
    who: SUMMARY_WRITERS,
    why: 'issue 24: the consensus wizard names the positions',
  },
  'PUT internal/topics/{id}/positions': {
    who: SUMMARY_WRITERS,
    why: 'issue 24: the consensus wizard assigns the answers',
  },
  'GET internal/topics/{id}/positions/proposal': {
    who: SUMMARY_WRITERS,
    why: 'issue 24: the consensus wizard proposes a grouping of the answers',
  },
  'GET consensus/review': {
    who: STAFF,
    why: 'design.md: an Administrator or a Moderator with all_patient_cases_management reviews submitted summaries',
  },
  'POST consensus/{id}/publish': {
    who: SUMMARY_WRITERS,
    why: 'design.md consensus review',
    serviceRule: 'a Moderator with all_patient_cases_management or an Administrator; nobody publishes their own',
  },
  'POST consensus/{id}/return': {
    who: SUMMARY_WRITERS,
    why: 'design.md consensus review',
    serviceRule: 'a Moderator with all_patient_cases_management or an Administrator',
  },
  'DELETE consensus/{id}': { who: SUMMARY_WRITERS, why: '§2 /moderator/submitSummary' },
  'GET consensus/{id}/source': { who: SUMMARY_WRITERS, why: '§2 /moderator/consensus-summary-preview' },
  'POST impression/case_consensus': signedIn('§7 an impression of a consensus, when a user is known'),
  'GET strapi/peer-challenges/{id}/{status}': open('§2 the public view of a published peer challenge'),
  'GET strapi/peer-challenges/{id}': open('§2 the public view of a published peer challenge'),
  'POST strapi/peer-challenges': { who: PROGRAM_PREVIEWERS, why: '§2 /moderator/peer-challenge-preview' },
  'PUT strapi/peer-challenges/{id}': { who: PROGRAM_PREVIEWERS, why: '§2 /moderator/peer-challenge-preview' },
  'POST uploads/images': {
    who: [...new Set([...SUMMARY_WRITERS, ...PROGRAM_PREVIEWERS, ...ADMIN])],
    why: 'images of summaries, peer challenges and house ads',
  },
  'GET uploads/{key}': open('stored images are shown on public consensus pages'),

  // Search (§2 /moderator/search)
  'GET search/comments': { who: SEARCHERS, why: '§2 /moderator/search (search)' },
  'GET search/logs': { who: SEARCH_EXPORTERS, why: 'design.md: every moderator search is recorded and listed' },
  'GET search/comments/csv': {
    who: SEARCH_EXPORTERS,
    why: 'design.md: CSV export: Administrator and Moderator',
    query: 'word=aspirin',
  },
  'GET search/logs/csv': { who: SEARCH_EXPORTERS, why: 'design.md: CSV export: Administrator and Moderator' },

  // Patient identifiers
  'POST phi/check': { who: WRITERS, why: 'issue 22: checking a text needs a writing permission' },
  'GET phi/confirmations': staff('the moderators’ screen of confirmed identifiers'),
  'DELETE phi/confirmations/{id}/subject': staff('the moderators’ screen of confirmed identifiers'),
  'PATCH phi/confirmations/{id}/subject': staff('the moderators’ screen of confirmed identifiers'),

  // Support, errors and house ads
  'POST support/messages': open('§2 the support form is public'),
  'POST client-errors': open('the web app reports errors even before sign-in'),
  'GET house_ads': admin('design.md: ad records administrators manage'),
  'GET house_ads/{id}': admin('design.md: ad records administrators manage'),
  'POST house_ads': admin('design.md: ad records administrators manage'),
  'PUT house_ads/{id}': admin('design.md: ad records administrators manage'),
  'DELETE house_ads/{id}': admin('design.md: ad records administrators manage'),
  'GET ads': signedIn('the ad slots of signed-in pages'),
  'GET ads/public': open('the ad slots of public pages'),
  'POST ads/{id}/impression': open('ad impressions are counted on public pages too'),
  'GET ads/{id}/click': open('an ad’s link works from public pages too'),
};

/** The table's key for a registered route: `GET users/{}/rewards` for `GET /api/v1/users/:id/rewards`. */
export const routeKey = (method: string, url: string) =>
  `${method} ${url.replace(/^\/api\/v1\//, '').replace(/:[A-Za-z_]+/g, '{}')}`;

/** The same shape for a table key (`{id}` → `{}`). */
export const tableKey = (key: string) => key.replace(/\{[A-Za-z_]+\}/g, '{}');
