import type { Permission, TopicFeed } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { topicTargetsMember } from './eligibility.js';

/** Who may open the feeds (spec §2): the route declares the union, the service checks the feed's own. */
export const FEED_PERMISSIONS: Record<TopicFeed, Permission[]> = {
  my: ['patient_cases_my_specialty', 'active_patient_case_management'],
  other: ['patient_cases_other_specialties'],
};
export const ANY_FEED_PERMISSIONS: Permission[] = [...new Set(Object.values(FEED_PERMISSIONS).flat())];

/** Who may open a question (spec §2 /questions/{id}); also what answering and voting need. */
export const QUESTION_PERMISSIONS: Permission[] = [
  'patient_cases_my_specialty',
  'patient_cases_other_specialties',
  'active_patient_case_management',
  'all_patient_cases_management',
];

const MANAGER_PERMISSIONS: Permission[] = ['active_patient_case_management', 'all_patient_cases_management'];

/** Managers see every question (scheduled ones too) and every response. */
export function isManager(user: AuthUser): boolean {
  return user.permissions.some((p) => MANAGER_PERMISSIONS.includes(p));
}

export function assertFeedAllowed(user: AuthUser, feed: TopicFeed): void {
  if (!user.permissions.some((p) => FEED_PERMISSIONS[feed].includes(p))) throw forbidden();
}

/**
 * SQL condition over `topics t`: the question targets the user (their specialty, subspecialty or NPI).
 * `oneQuestion` when the statement reads a single question (eligibility.ts says why).
 */
export function targetsUser(user: AuthUser, o: { oneQuestion?: boolean } = {}): SQL {
  return topicTargetsMember(
    { id: sql`t.id` },
    { specialtyId: user.specialtyId, subspecialtyId: user.subspecialtyId, npi: user.npi },
    o,
  );
}

/**
 * SQL condition over `topics t`: the user may see the question (design.md: what is not visible is a
 * 404). Managers see every question that is not deleted. Everyone else sees published questions that
 * target them, and, with the Other Specialties permission, published questions for other specialties;
 * a question with an NPI map is only ever for the members mapped to it. For statements that check one
 * question (`t.id = …`), which every caller is.
 */
export function visibleTo(user: AuthUser, now: Date): SQL {
  if (isManager(user)) return sql`t.deleted_at is null`;
  const seesOthers = user.permissions.includes('patient_cases_other_specialties');
  return sql`(t.deleted_at is null and t.publish_date <= ${now.toISOString()}::timestamptz
    and (${targetsUser(user, { oneQuestion: true })} or (${seesOthers ? sql`true` : sql`false`} and not t.use_npi_map)))`;
}
