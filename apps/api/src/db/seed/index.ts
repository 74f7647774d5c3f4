import { findCitations, generateInternalId, npiWithCheckDigit, roleByKey } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  comments,
  consensusSummaries,
  peerChallenges,
  programs,
  ratings,
  specialties,
  subspecialties,
  topicPrograms,
  topicSpecialties,
  topics,
  users,
} from '../schema/index.js';
import { insertPendingCitations } from '../../modules/citations/citations.queries.js';
import { hashPassword } from '../../modules/identity/passwords.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { seedDirectoryMembers } from './directory-members.js';
import { seedHouseAds } from './house-ads.js';
import { ANSWER_TEXTS, COMMENT_TEXTS, QUESTIONS } from './questions.js';
import { consensusDocuments, peerChallengeDocument, storedConsensus } from './documents.js';
import { SPECIALTIES } from './specialties.js';

/** Deterministic pseudo-random numbers, so every fresh start seeds the same data. */
export function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 24 * 3600 * 1000;

/** Seeds the demo data on the first start of an empty database; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.select({ id: specialties.id }).from(specialties).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    await seedReferenceData(tx as unknown as Db);
    await seedDemoContent(tx as unknown as Db);
    await seedDirectoryMembers(tx as unknown as Db);
    await seedHouseAds(tx as unknown as Db);
  });
  return true;
}

/** Specialties and subspecialties only: what every environment (and every test database) needs. */
export async function seedReferenceData(db: Db) {
  const names = Object.keys(SPECIALTIES).sort((a, b) => a.localeCompare(b));
  const rows = await db
    .insert(specialties)
    .values(names.map((name) => ({ name })))
    .returning();
  const subs = rows.flatMap((s) => (SPECIALTIES[s.name] ?? []).map((name) => ({ specialtyId: s.id, name })));
  if (subs.length) await db.insert(subspecialties).values(subs);
}

async function seedDemoContent(db: Db) {
  const random = seededRandom(20261122);
  const specialtyRows = await db.select().from(specialties);
  const specialtyId = (name: string) => specialtyRows.find((s) => s.name === name)!.id;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const demo = await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        roleId: roleByKey(u.role).id,
        npi: u.npi ?? generateInternalId(random),
        internalNpi: !u.npi,
        specialtyId: u.specialty ? specialtyId(u.specialty) : null,
        passwordHash,
      })),
    )
    .returning();
  const byEmail = (email: string) => demo.find((u) => u.email === email)!;

  // More members so threads have several voices; they can sign in with the demo password too.
  const memberSeeds: [string, string, string][] = [
    ['Priya', 'Natarajan', 'Cardiology'],
    ['Marcus', 'Okafor', 'Cardiology'],
    ['Lena', 'Hoffman', 'Cardiology'],
    // Enough cardiologists that the demo's Cardiology questions have long threads to read and sort.
    ['Rahul', 'Mehta', 'Cardiology'],
    ['Claire', 'Dubois', 'Cardiology'],
    ['Tomasz', 'Nowak', 'Cardiology'],
    ['Aisha', 'Bello', 'Cardiology'],
    ['Daniel', 'Park', 'Cardiology'],
    ['Jorge', 'Alvarez', 'Dermatology'],
    ['Grace', 'Kim', 'Dermatology'],
    ['Omar', 'Haddad', 'Internal Medicine'],
    ['Sofia', 'Rossi', 'Internal Medicine'],
    ['Ethan', 'Brooks', 'Neurology'],
    ['Hannah', 'Levi', 'Pediatrics'],
    ['Kwame', 'Mensah', 'Emergency Medicine'],
  ];
  const members = await db
    .insert(users)
    .values(
      memberSeeds.map(([firstName, lastName, specialty], i) => ({
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.org`,
        firstName,
        lastName,
        roleId: roleByKey('hcp').id,
        npi: npiWithCheckDigit(String(150000000 + i * 7919)),
        specialtyId: specialtyId(specialty),
        passwordHash,
      })),
    )
    .returning();
  const allMembers = [
    byEmail('hcp@example.org'),
    byEmail('hcp2@example.org'),
    byEmail('testhcp@example.org'),
    ...members,
  ];
  const moderator = byEmail('moderator@example.org');

  const now = Date.now();
  const topicRows = await db
    .insert(topics)
    .values(
      QUESTIONS.map((q, i) => {
        // 6 scheduled, 18 active (opened 6 hours to 5 days ago, so they have had time for answers), 6
        // expired: every status is on screen.
        const offsetDays = i < 6 ? 3 + i : i < 24 ? -((i - 6) % 6) - 0.25 : -14 - (i - 24) * 7;
        const publish = new Date(now + offsetDays * DAY);
        return {
          title: q.title,
          description: q.description,
          authorUserId: moderator.id,
          publishDate: publish,
          expirationDate: new Date(publish.getTime() + 7 * DAY),
          therapyArea: q.therapyArea,
          primaryIndication: q.primaryIndication,
          secondaryIndication: q.secondaryIndication,
          stageProgression: q.stageProgression,
          initiatingTeam: q.initiatingTeam,
          createdAt: new Date(publish.getTime() - DAY),
        };
      }),
    )
    .returning();
  await db
    .insert(topicSpecialties)
    .values(topicRows.map((t, i) => ({ topicId: t.id, specialtyId: specialtyId(QUESTIONS[i]!.specialty) })));

  // The literature the demo's answers cite, queued for the resolve job as a member's answer would be.
  await insertPendingCitations(
    db,
    ANSWER_TEXTS.flatMap((text) => findCitations(text)),
  );

  for (const [i, topic] of topicRows.entries()) {
    if (topic.publishDate.getTime() > now) continue;
    // Everything written on a question happened between its publication and the earlier of its
    // expiration and the seeding: nothing is dated in the future, and a reply comes after its answer.
    const until = Math.min(now - 60_000, topic.expirationDate.getTime() - 60_000);
    const within = (from: number, share: number) => new Date(from + Math.max(0, until - from) * share);
    const specialty = specialtyId(QUESTIONS[i]!.specialty);
    const eligible = allMembers.filter((m) => m.specialtyId === specialty);
    const answerers = eligible.filter(() => random() < 0.7);
    if (answerers.length === 0) continue;
    const answers = await db
      .insert(comments)
      .values(
        answerers.map((m, j) => {
          // Answers in the first 60% of the window, in order; their replies after them.
          const at = within(topic.publishDate.getTime(), (0.6 * (j + 1)) / (answerers.length + 1));
          return {
            topicId: topic.id,
            text: ANSWER_TEXTS[(i + j) % ANSWER_TEXTS.length]!,
            createdByUserId: m.id,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning();
    const replies = answers.flatMap((a, j) => {
      const writers = eligible.filter((m) => m.id !== a.createdByUserId && random() < 0.3);
      return writers.map((m, k) => {
        const at = within(a.createdAt.getTime(), (k + 1) / (writers.length + 1));
        return {
          topicId: topic.id,
          replyTo: a.id,
          text: COMMENT_TEXTS[(i + j + k) % COMMENT_TEXTS.length]!,
          createdByUserId: m.id,
          createdAt: at,
          updatedAt: at,
        };
      });
    });
    if (replies.length) await db.insert(comments).values(replies);
    const votes = answers.flatMap((a) =>
      allMembers
        .filter((m) => m.id !== a.createdByUserId && random() < 0.5)
        .map((m, k) => ({
          commentId: a.id,
          userId: m.id,
          value: random() < 0.75 ? 1 : -1,
          createdAt: within(a.createdAt.getTime(), ((k % 9) + 1) / 10),
        })),
    );
    if (votes.length) await db.insert(ratings).values(votes);
    await db.execute(sql`
      update comments c set
        agree_count = (select count(*) from ratings r where r.comment_id = c.id and r.value = 1),
        disagree_count = (select count(*) from ratings r where r.comment_id = c.id and r.value = -1)
      where c.topic_id = ${topic.id}`);
    await db.execute(sql`
      update topics t set
        total_responses_count = (select count(*) from comments c where c.topic_id = t.id and c.deleted_at is null),
        commented_at = (select max(created_at) from comments c where c.topic_id = t.id)
      where t.id = ${topic.id}`);
  }

  const programRows = await db
    .insert(programs)
    .values([
      {
        hcmpPrgId: 'PRG-1001',
        name: 'Heart Failure Update 2026: Guideline-Directed Therapy in Practice',
        url: 'https://programs.example.org/prg-1001',
        globalPriority: 1,
        confirmedAt: new Date(),
      },
      {
        hcmpPrgId: 'PRG-1002',
        name: 'Atopic Dermatitis: Biologics and JAK Inhibitors',
        url: 'https://programs.example.org/prg-1002',
        globalPriority: 2,
        confirmedAt: new Date(),
      },
      {
        hcmpPrgId: 'PRG-1003',
        name: 'Lipid Management After ACS',
        url: 'https://programs.example.org/prg-1003',
        confirmedAt: new Date(),
      },
      {
        hcmpPrgId: 'PRG-1004',
        name: 'Anticoagulation in Atrial Fibrillation: Case-Based Review',
        url: 'https://programs.example.org/prg-1004',
      },
      // The global programs page: more enabled ones (one name past the 78-character tooltip limit)
      // and more waiting for a moderator's confirmation.
      {
        hcmpPrgId: 'PRG-1005',
        name: 'Type 2 Diabetes and Chronic Kidney Disease: SGLT2 Inhibitors, GLP-1 Receptor Agonists and Finerenone',
        url: 'https://programs.example.org/prg-1005',
        globalPriority: 3,
        confirmedAt: new Date(),
      },
      {
        hcmpPrgId: 'PRG-1006',
        name: 'Psoriasis Across the Lifespan',
        url: 'https://programs.example.org/prg-1006',
        globalPriority: 4,
        confirmedAt: new Date(),
      },
      {
        hcmpPrgId: 'PRG-1007',
        name: 'HFpEF: Phenotypes and Emerging Therapies',
        url: 'https://programs.example.org/prg-1007',
      },
      {
        hcmpPrgId: 'PRG-1008',
        name: 'Hypertension Control in Primary Care',
        url: 'https://programs.example.org/prg-1008',
      },
    ])
    .returning();
  const firstActive = topicRows[6]!;
  await db.insert(topicPrograms).values([
    { topicId: firstActive.id, programId: programRows[0]!.id, priority: 1 },
    { topicId: firstActive.id, programId: programRows[2]!.id, priority: 2 },
  ]);

  await seedConsensuses(db, {
    userByEmail: byEmail,
    specialtyNames: specialtyRows.map((s) => s.name),
    // A case of the consensus's specialty that has been asked, so the case number leads somewhere.
    caseOf: (specialty) =>
      topicRows.find((t, i) => QUESTIONS[i]!.specialty === specialty && t.publishDate.getTime() <= now),
    now,
  });
  const challenge = peerChallengeDocument();
  await db.insert(peerChallenges).values({
    programId: challenge.programId,
    assetId: challenge.assetId,
    status: 'published',
    title: challenge.title,
    data: challenge,
    publishedAt: new Date(now - 2 * DAY),
  });
}

/**
 * The demo consensuses: published ones a few days apart (newest first on the list), and one in
 * review by another author. Each is stored as a submission is: the markdown source and its sanitised
 * HTML, filed under a specialty that exists.
 */
async function seedConsensuses(
  db: Db,
  o: {
    userByEmail: (email: string) => { id: number };
    specialtyNames: string[];
    caseOf: (specialty: string) => { id: number; publishDate: Date } | undefined;
    now: number;
  },
) {
  const documents = consensusDocuments();
  for (const [i, doc] of documents.entries()) {
    const source = structuredClone(doc.source);
    if (!o.specialtyNames.includes(source.TopicSelection)) {
      throw new Error(`The demo consensus "${source.ConsensusTitle}" names an unknown specialty.`);
    }
    const question = o.caseOf(source.TopicSelection);
    if (question) {
      const date = question.publishDate.toISOString().slice(0, 10);
      source.PatientCases = source.PatientCases.map((c) => ({ ...c, CaseNumber: question.id, PublishDate: date }));
      source.Sources = source.Sources.map((s) => ({ ...s, sourceContent: `#${question.id}`, sourceDate: date }));
    }
    const submittedAt = new Date(o.now - (i + 2) * 5 * DAY);
    await db.insert(consensusSummaries).values({
      status: doc.status,
      title: source.ConsensusTitle,
      consensusType: source.ConsensusType,
      topicSelection: source.TopicSelection,
      data: storedConsensus(source),
      source,
      authorUserId: o.userByEmail(doc.authorEmail).id,
      submittedAt,
      publishedAt: doc.status === 'published' ? new Date(submittedAt.getTime() + DAY) : null,
      publishedByUserId: doc.status === 'published' ? o.userByEmail('admin@example.org').id : null,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    });
  }
}
