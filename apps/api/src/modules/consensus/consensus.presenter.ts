import type {
  ConsensusCase,
  ConsensusFigures,
  ConsensusData,
  ConsensusReviewItem,
  ConsensusSource,
  ConsensusSummary,
  ConsensusTile,
  PeerChallenge,
  PeerChallengeData,
} from '@pc/contracts';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { isoOrNull as isoOrNullRaw } from '../../db/raw-sql.js';
import { canReview } from './consensus.policy.js';
import type { ConsensusRow, PeerChallengeRow, ReadableRow, ReviewRow, TileRow } from './consensus.queries.js';

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const dataOf = (row: Pick<ConsensusRow, 'data'>) => row.data as ConsensusData;

/** A consensus as the content calls serve it: its stored document (sanitised HTML) and its state. */
export function presentSummary(row: ReadableRow): ConsensusSummary {
  return {
    ...dataOf(row),
    id: row.id,
    status: row.status,
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // The snapshot taken at submission (issue 24), never recomputed on reading.
    figures: (row.figures as ConsensusFigures | null) ?? null,
  };
}

export function presentTile(row: TileRow): ConsensusTile {
  return {
    id: row.id,
    ConsensusType: row.ConsensusType,
    ConsensusTitle: row.ConsensusTitle,
    TopicSelection: row.TopicSelection,
    SummaryTile: row.SummaryTile,
    Author: row.Author,
    publishedAt: isoOrNullRaw(row.publishedAt),
  };
}

export function presentReviewItem(user: AuthUser, { consensus, author }: ReviewRow): ConsensusReviewItem {
  const data = dataOf(consensus);
  return {
    id: consensus.id,
    status: consensus.status,
    ConsensusTitle: data.ConsensusTitle,
    ConsensusType: data.ConsensusType,
    TopicSelection: data.TopicSelection,
    author,
    submittedAt: isoOrNull(consensus.submittedAt),
    publishedAt: isoOrNull(consensus.publishedAt),
    returnNote: consensus.returnNote,
    returnedAt: isoOrNull(consensus.returnedAt),
    canReview: canReview(user, consensus),
  };
}

/** What the author submitted; documents stored before sources were kept offer their stored form. */
export function presentSource(row: ConsensusRow): ConsensusSource {
  return {
    id: row.id,
    status: row.status,
    data: (row.source ?? row.data) as ConsensusData,
    returnNote: row.returnNote,
  };
}

export function presentPeerChallenge(row: PeerChallengeRow): PeerChallenge {
  return {
    ...(row.data as PeerChallengeData),
    id: row.id,
    status: row.status,
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCase(
  question: { id: number; title: string; description: string; publishDate: Date; responseCount: number },
  specialties: string[],
  answers: {
    id: number;
    text: string;
    createdAt: Date;
    firstName: string;
    lastName: string;
    specialty: string | null;
  }[],
): ConsensusCase {
  return {
    id: question.id,
    title: question.title,
    description: question.description,
    publishDate: question.publishDate.toISOString(),
    responseCount: question.responseCount,
    specialties,
    answers: answers.map((a) => ({
      id: a.id,
      text: a.text,
      authorName: `${a.firstName} ${a.lastName}`.trim(),
      specialty: a.specialty ?? '',
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
