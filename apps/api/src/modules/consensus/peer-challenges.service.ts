import type { ConsensusStatus, PeerChallenge, PeerChallengeData } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { recordAudit } from '../audit/audit.service.js';
import { peerChallengeIssues, storedPeerChallenge } from './consensus-content.js';
import { contentNotFound, mayReadPeerChallenge } from './consensus.policy.js';
import {
  type PeerChallengeRow,
  findPeerChallenge,
  insertPeerChallenge,
  updatePeerChallenge,
} from './consensus.queries.js';
import { presentPeerChallenge } from './consensus.presenter.js';

/**
 * Peer challenges (spec §3; issue 10): the spec shows only their preview, so they are created and
 * replaced through an authenticated JSON API by those who preview programs, with the status they
 * should have. Published ones are public, like the program pages they come from.
 */

const ENTITY = 'peer_challenge';

export async function readPeerChallenge(
  db: Db,
  user: AuthUser | null,
  id: number,
  status: ConsensusStatus,
): Promise<PeerChallenge> {
  const row = await findPeerChallenge(db, id);
  if (!row || !mayReadPeerChallenge(user, row, status)) throw contentNotFound();
  return presentPeerChallenge(row);
}

function prepare(data: PeerChallengeData) {
  const issues = peerChallengeIssues(data);
  if (issues.length) {
    throw badRequest(
      issues.map((i) => i.message).join(', '),
      issues.map((i) => ({ path: `body.${i.field}`, message: i.message })),
    );
  }
  const stored = storedPeerChallenge(data);
  return {
    stored,
    columns: { title: stored.title, programId: stored.programId ?? null, assetId: stored.assetId ?? null },
  };
}

/** Publishing sets publishedAt (kept when it was already published); any other status clears it. */
const publication = (status: ConsensusStatus, before: PeerChallengeRow | null, now: Date) =>
  status === 'published' ? (before?.status === 'published' && before.publishedAt ? before.publishedAt : now) : null;

const snapshot = (row: PeerChallengeRow) => ({ status: row.status, title: row.title, publishedAt: row.publishedAt });

export async function createPeerChallenge(
  app: FastifyInstance,
  user: AuthUser,
  body: { data: PeerChallengeData; status: ConsensusStatus },
): Promise<PeerChallenge> {
  const { stored, columns } = prepare(body.data);
  const now = new Date();
  const row = await app.db.transaction(async (tx: Tx) => {
    const inserted = await insertPeerChallenge(tx, {
      ...columns,
      status: body.status,
      data: stored,
      publishedAt: publication(body.status, null, now),
      updatedByUserId: user.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'create',
      entity: ENTITY,
      entityId: inserted.id,
      after: snapshot(inserted),
    });
    return inserted;
  });
  return presentPeerChallenge(row);
}

export async function replacePeerChallenge(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  body: { data: PeerChallengeData; status: ConsensusStatus },
): Promise<PeerChallenge> {
  const { stored, columns } = prepare(body.data);
  const row = await app.db.transaction(async (tx: Tx) => {
    const before = await findPeerChallenge(tx, id, { forUpdate: true });
    if (!before) throw contentNotFound();
    const after = await updatePeerChallenge(tx, id, {
      ...columns,
      status: body.status,
      data: stored,
      publishedAt: publication(body.status, before, new Date()),
      updatedByUserId: user.id,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
  return presentPeerChallenge(row);
}
