import {
  generateInternalId,
  npiWithCheckDigit,
  type RoleKey,
  rewardPeriod,
  roleByKey,
  type UserFormBody,
} from '@pc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  comments,
  disclaimerReads,
  programs,
  ratings,
  rewards,
  specialties,
  topicNpis,
  topicSpecialties,
  topicViews,
  topics,
  users,
} from '../db/schema/index.js';

let sequence = 0;
const next = () => ++sequence + Math.floor(Math.random() * 1e5) * 1000;

export async function specialtyId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: specialties.id }).from(specialties).where(eq(specialties.name, name));
  if (!row) throw new Error(`no specialty ${name}`);
  return row.id;
}

export interface BuildUserOptions {
  role?: RoleKey;
  specialty?: string;
  email?: string;
  npi?: string | null;
  extraPermissions?: string[];
  disabled?: boolean;
  deletedAt?: Date | null;
  firstName?: string;
  lastName?: string;
  passwordHash?: string | null;
}

export async function buildUser(db: Db, o: BuildUserOptions = {}) {
  const role = roleByKey(o.role ?? 'hcp');
  const n = next();
  const npi =
    o.npi !== undefined
      ? o.npi
      : role.requiresNpi
        ? npiWithCheckDigit(String(200000000 + (n % 700000000)))
        : generateInternalId();
  const [user] = await db
    .insert(users)
    .values({
      firstName: o.firstName ?? 'Test',
      lastName: o.lastName ?? `User${n}`,
      email: o.email ?? `user${n}@example.test`,
      roleId: role.id,
      npi,
      internalNpi: !role.requiresNpi,
      specialtyId: role.requiresSpecialty || o.specialty ? await specialtyId(db, o.specialty ?? 'Cardiology') : null,
      extraPermissions: o.extraPermissions ?? [],
      disabled: o.disabled ?? false,
      deletedAt: o.deletedAt ?? null,
      passwordHash: o.passwordHash ?? null,
    })
    .returning();
  return user!;
}

/** A valid NPI from a range `buildUser` never draws from, for forms that create someone new. */
export const unusedNpi = () => npiWithCheckDigit(String(910_000_000 + Math.floor(Math.random() * 80_000_000)));

/**
 * The body of a user form (POST/PATCH users) for a new HCP nobody else has: a fresh name, e-mail and
 * NPI (drawn from a range `buildUser` never uses), in the specialty given.
 */
export function buildUserForm(specialtyId: number, o: Partial<UserFormBody> = {}): UserFormBody {
  const n = next();
  return {
    firstName: 'Nora',
    lastName: `Quinn${n}`,
    email: `nora.quinn${n}.${Date.now()}@example.test`,
    roleId: roleByKey('hcp').id,
    npi: unusedNpi(),
    specialtyId,
    ...o,
  };
}

/**
 * A member who may write in threads: an HCP (or the role given) who has agreed to the disclaimer, as
 * answering, commenting and voting require. `buildUser` alone makes one who has not agreed yet.
 */
export async function buildMember(db: Db, o: BuildUserOptions = {}) {
  const user = await buildUser(db, { role: 'hcp', ...o });
  await db.insert(disclaimerReads).values({ userId: user.id });
  return user;
}

export interface BuildTopicOptions {
  authorUserId: number;
  specialties?: string[];
  title?: string;
  description?: string;
  publishDate?: Date;
  expirationDate?: Date;
  useNpiMap?: boolean;
  personalized?: boolean;
  hideAnswers?: boolean;
  rewardEnabled?: boolean;
  rewardValueCents?: number;
  deletedAt?: Date | null;
  /** The NPI map (with `useNpiMap`). */
  npis?: string[];
}

const DAY = 24 * 3600 * 1000;

export async function buildTopic(db: Db, o: BuildTopicOptions) {
  const publishDate = o.publishDate ?? new Date(Date.now() - DAY);
  const [topic] = await db
    .insert(topics)
    .values({
      title: o.title ?? `Question ${next()}`,
      description: o.description ?? 'A clinical question long enough to be valid.',
      authorUserId: o.authorUserId,
      publishDate,
      expirationDate: o.expirationDate ?? new Date(publishDate.getTime() + 7 * DAY),
      useNpiMap: o.useNpiMap ?? false,
      personalized: o.personalized ?? true,
      hideAnswers: o.hideAnswers ?? true,
      rewardEnabled: o.rewardEnabled ?? true,
      rewardValueCents: o.rewardValueCents ?? 2500,
      deletedAt: o.deletedAt ?? null,
      therapyArea: 'Cardiology',
      primaryIndication: 'HFpEF',
      secondaryIndication: 'CKD',
      stageProgression: 'Chronic',
      initiatingTeam: 'MS',
    })
    .returning();
  for (const name of o.specialties ?? ['Cardiology']) {
    await db.insert(topicSpecialties).values({ topicId: topic!.id, specialtyId: await specialtyId(db, name) });
  }
  if (o.npis?.length) await db.insert(topicNpis).values(o.npis.map((npi) => ({ topicId: topic!.id, npi })));
  return topic!;
}

export async function buildAnswer(
  db: Db,
  o: {
    topicId: number;
    userId: number;
    text?: string;
    replyTo?: number;
    createdAt?: Date;
    deletedAt?: Date | null;
    agreeCount?: number;
    disagreeCount?: number;
  },
) {
  const [row] = await db
    .insert(comments)
    .values({
      topicId: o.topicId,
      createdByUserId: o.userId,
      text: o.text ?? 'An answer with enough text.',
      replyTo: o.replyTo ?? null,
      createdAt: o.createdAt ?? new Date(),
      deletedAt: o.deletedAt ?? null,
      agreeCount: o.agreeCount ?? 0,
      disagreeCount: o.disagreeCount ?? 0,
    })
    .returning();
  return row!;
}

/** A member's opening of a question (what `GET /topics/{id}` records). */
export async function buildTopicView(db: Db, o: { topicId: number; userId: number; responsesShownAt?: Date | null }) {
  const [row] = await db
    .insert(topicViews)
    .values({ topicId: o.topicId, userId: o.userId, responsesShownAt: o.responsesShownAt ?? null })
    .returning();
  return row!;
}

/** A vote on an answer. It does not touch the answer's counts: pass them to `buildAnswer` if needed. */
export async function buildRating(db: Db, o: { commentId: number; userId: number; value: 1 | -1 }) {
  const [row] = await db.insert(ratings).values(o).returning();
  return row!;
}

/** A sponsored program; enabled when it has a global priority. */
export async function buildProgram(
  db: Db,
  o: { hcmpPrgId?: string; name?: string; globalPriority?: number | null } = {},
) {
  const n = next();
  const [row] = await db
    .insert(programs)
    .values({
      hcmpPrgId: o.hcmpPrgId ?? `PRG-${n}`,
      name: o.name ?? `Program ${n}`,
      url: `https://programs.example.org/${n}`,
      globalPriority: o.globalPriority === undefined ? 1 : o.globalPriority,
    })
    .returning();
  return row!;
}

/** A reward earned by a member for a question, in the weekly period of `earnedAt`. */
export async function buildReward(
  db: Db,
  o: { userId: number; topicId: number; valueCents?: number; earnedAt?: Date },
) {
  const earnedAt = o.earnedAt ?? new Date();
  const period = rewardPeriod(earnedAt);
  const [row] = await db
    .insert(rewards)
    .values({
      userId: o.userId,
      topicId: o.topicId,
      valueCents: o.valueCents ?? 2500,
      periodStart: period.start,
      periodEnd: period.end,
      earnedAt,
    })
    .returning();
  return row!;
}
