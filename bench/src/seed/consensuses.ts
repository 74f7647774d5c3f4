import type { ConsensusData } from '@pc/contracts';
import { seededRandom } from '../../../apps/api/src/db/seed/index.js';
import { storedData, submittedSource } from '../../../apps/api/src/modules/consensus/consensus-content.js';
import type { SqlConnection } from '../shared/sql-target.js';
import { ChunkWriter, type Counter, copyText } from './rows.js';

/**
 * Published case consensuses (issue 27): what the Case Consensuses list and the public consensus page
 * read. A consensus is written about a finished case, so they are made from the expired questions
 * already in the database (whatever seeded them and at whatever scale): the most answered quarter of
 * each specialty's expired questions, at least three per specialty that has any. The same code runs
 * at the end of `bench:seed` and alone (`bench:seed -- --add consensuses`), so a database seeded
 * before this existed gets them in seconds, without a reseed.
 *
 * They take ids from BENCH_CONSENSUS_FIRST_ID up and leave the table's sequence alone: consensuses
 * the product creates later keep the small ids after the demo ones, and adding again replaces exactly
 * the generated ones.
 */
export const BENCH_CONSENSUS_FIRST_ID = 1_000_000;
/** The share of a specialty's finished questions that get a consensus, and the least per specialty. */
export const CONSENSUS_SHARE = 0.25;
export const CONSENSUS_MIN_PER_SPECIALTY = 3;

export interface ConsensusQuoteSource {
  commentId: number;
  text: string;
  author: string;
}

/** An expired question with answers, as read from the database. */
export interface ConsensusCase {
  topicId: number;
  title: string;
  description: string;
  /** The question's first specialty (by id): the consensus is filed under it. */
  specialty: string;
  publishDate: Date;
  expirationDate: Date;
  responses: number;
  /** Its most agreed answers, quoted in the analysis and the sections. */
  quotes: ConsensusQuoteSource[];
}

/** Per specialty, its most answered finished questions (ties: the older question first). */
export function pickConsensusCases(cases: ConsensusCase[]): ConsensusCase[] {
  const bySpecialty = new Map<string, ConsensusCase[]>();
  for (const c of cases) bySpecialty.set(c.specialty, [...(bySpecialty.get(c.specialty) ?? []), c]);
  const picked: ConsensusCase[] = [];
  for (const list of bySpecialty.values()) {
    const n = Math.max(Math.min(CONSENSUS_MIN_PER_SPECIALTY, list.length), Math.round(list.length * CONSENSUS_SHARE));
    picked.push(...[...list].sort((a, b) => b.responses - a.responses || a.topicId - b.topicId).slice(0, n));
  }
  return picked.sort((a, b) => a.topicId - b.topicId);
}

const DAY = 86_400_000;
const TYPES: ConsensusData['ConsensusType'][] = ['Community', 'Community', 'Community', 'Clinical', 'Expert On Call'];
const AUTHORS = [
  { name: 'Morgan Moderator', titles: 'MD' },
  { name: 'Iris Quinn', titles: 'MD, MPH' },
];
const CONCLUSIONS = [
  ['Treat, with early monitoring', 'Most responders would treat now and review the response within a month.'],
  [
    'Individualise the decision',
    'Responders agreed the choice depends on comorbidities and on what the patient prefers.',
  ],
  ['Wait and reassess', 'A majority preferred watchful waiting with a defined point to reassess.'],
] as const;

/** The question's title without its number and question mark, as a heading. */
const caseHeading = (title: string) => {
  const plain = title.replace(/\s*\(#\d+\)\s*$/, '').replace(/\?$/, '');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
};
const words = (text: string, max: number) => text.split(/\s+/).slice(0, max).join(' ');
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The author's markdown for one case, every field of spec §3 filled as a moderator would. */
export function consensusSource(c: ConsensusCase, random: () => number): ConsensusData {
  const heading = caseHeading(c.title);
  const author = AUTHORS[Math.floor(random() * AUTHORS.length)]!;
  const [conclusionTitle, conclusionText] = CONCLUSIONS[Math.floor(random() * CONCLUSIONS.length)]!;
  const agree = 50 + Math.floor(random() * 40);
  const quote = (q: ConsensusQuoteSource | undefined) =>
    q
      ? [
          {
            Quote: words(q.text, 60),
            Author: `Dr. ${q.author}`,
            Specialty: c.specialty,
            KeyOpinionLeader: false,
            CommentId: q.commentId,
          },
        ]
      : [];
  const title = words(`${heading}: what ${c.responses} peers advise`, 30);
  return {
    ConsensusTitle: title,
    ConsensusTopic: words(heading, 12),
    TopicSelection: c.specialty,
    ConsensusOpinionStatement: `About **${agree}%** of responders favoured the approach in the question, with monitoring agreed up front.`,
    ConsensusType: TYPES[Math.floor(random() * TYPES.length)]!,
    PatientCases: [
      {
        CaseText: words(c.description, 120),
        CaseNumber: c.topicId,
        View: 'Full',
        PublishDate: day(c.publishDate.getTime()),
        ResponseCount: c.responses,
      },
    ],
    ClinicalAnalysis: {
      AnalysisText: `Responders weighed three things:\n\n- the guideline recommendation\n- comorbidities and interactions\n- what the patient prefers\n\n${agree}% agreed with the leading answer.`,
      Quotes: quote(c.quotes[0]),
    },
    SectionLabel: 'Differing consults',
    Sections: [
      {
        id: 1,
        Title: 'A more cautious view',
        Text: `A minority preferred *watchful waiting* with close follow-up, citing ${c.responses > 20 ? 'their own cases' : 'limited evidence'}.`,
        SectionTopic: words(heading, 12),
        Quotes: quote(c.quotes[1]),
      },
    ],
    Conclusion: { ConclusionTitle: conclusionTitle, ConclusionText: conclusionText, Quotes: [] },
    Definitions: [{ Term: 'Shared decision-making', Definition: 'Choosing a treatment together with the patient.' }],
    References: [
      {
        Text: `${c.specialty} society guideline`,
        Url: 'https://guidelines.example.org/latest',
        LinkText: 'Read the guideline',
      },
    ],
    Sources: [
      {
        id: 1,
        sourceType: 'Community patient case',
        sourceContent: `#${c.topicId}`,
        sourceDate: day(c.publishDate.getTime()),
      },
    ],
    Author: { Name: author.name, Npi: '', Specialty: c.specialty, Titles: author.titles, AvatarImage: { url: '' } },
    SummaryTile: {
      Title: title,
      CtaText: 'Read the consensus',
      AuthorName: author.name,
      AuthorTitle: author.titles,
      Image: { url: '' },
    },
    Program: null,
  };
}

export const CONSENSUS_COLUMNS = [
  'id',
  'status',
  'title',
  'consensus_type',
  'topic_selection',
  'data',
  'source',
  'author_user_id',
  'submitted_at',
  'published_at',
  'published_by_user_id',
  'created_at',
  'updated_at',
];

/**
 * One published consensus per picked case, stored as the product stores a submission (the source
 * through `submittedSource`, the served data through `storedData`), published 3 to 30 days after the
 * question closed (never in the future) by the reviewer, written by the moderator.
 */
export function* consensusRows(
  cases: ConsensusCase[],
  o: { seed: number; now: Date; authorId: number; publisherId: number },
  counter: Counter,
) {
  const w = new ChunkWriter(counter);
  for (const [i, c] of cases.entries()) {
    const random = seededRandom(Math.imul(c.topicId ^ o.seed, 2_654_435_761));
    const source = submittedSource(consensusSource(c, random));
    const published = Math.min(c.expirationDate.getTime() + (3 + Math.floor(random() * 28)) * DAY, o.now.getTime());
    const submitted = new Date(published - 2 * DAY).toISOString();
    const out = w.line([
      BENCH_CONSENSUS_FIRST_ID + i,
      'published',
      copyText(source.ConsensusTitle),
      source.ConsensusType,
      copyText(c.specialty),
      copyText(JSON.stringify(storedData(source))),
      copyText(JSON.stringify(source)),
      o.authorId,
      submitted,
      new Date(published).toISOString(),
      o.publisherId,
      new Date(published - 3 * DAY).toISOString(),
      new Date(published).toISOString(),
    ]);
    if (out) yield out;
  }
  if (w.buffer) yield w.buffer;
}

/** The finished questions with answers, their first specialty and their two most agreed answers. */
const CASES_SQL = `select t.id, t.title, t.description, t.publish_date, t.expiration_date,
    t.total_responses_count as responses,
    (select s.name from topic_specialties ts join specialties s on s.id = ts.specialty_id
      where ts.topic_id = t.id order by ts.specialty_id limit 1) as specialty,
    (select coalesce(json_agg(q), '[]') from (
      select c.id as "commentId", c.text, u.first_name || ' ' || u.last_name as author
      from comments c join users u on u.id = c.created_by_user_id
      where c.topic_id = t.id and c.reply_to is null and c.deleted_at is null
      order by c.agree_count desc, c.id limit 2) q) as quotes
  from topics t
  where t.deleted_at is null and t.expiration_date < now() and t.total_responses_count > 0
  order by t.id`;

/** Replaces the generated consensuses of a seeded database with ones made from its questions now. */
export async function loadConsensuses(conn: SqlConnection, seed: number): Promise<{ rows: number; ms: number }> {
  const t0 = Date.now();
  const [people] = await conn.query<{ author: number | null; publisher: number | null }>(
    `select (select id from users where email = 'moderator@example.org') as author,
      (select id from users where email = 'admin@example.org') as publisher`,
  );
  if (!people?.author || !people.publisher) {
    throw new Error('This database has no demo moderator and administrator: was it made by `npm run bench:seed`?');
  }
  const rows = await conn.query<Record<string, unknown>>(CASES_SQL);
  const cases = pickConsensusCases(
    rows
      .filter((r) => r.specialty)
      .map((r) => ({
        topicId: Number(r.id),
        title: String(r.title),
        description: String(r.description),
        specialty: String(r.specialty),
        publishDate: new Date(r.publish_date as string),
        expirationDate: new Date(r.expiration_date as string),
        responses: Number(r.responses),
        quotes: (typeof r.quotes === 'string' ? JSON.parse(r.quotes) : r.quotes) as ConsensusQuoteSource[],
      })),
  );
  await conn.query('delete from consensus_summaries where id >= $1', [BENCH_CONSENSUS_FIRST_ID]);
  const counter: Counter = { rows: 0 };
  await conn.copy(
    'consensus_summaries',
    CONSENSUS_COLUMNS,
    consensusRows(
      cases,
      { seed, now: new Date(), authorId: Number(people.author), publisherId: Number(people.publisher) },
      counter,
    ),
  );
  await conn.exec('analyze consensus_summaries');
  return { rows: counter.rows, ms: Date.now() - t0 };
}
