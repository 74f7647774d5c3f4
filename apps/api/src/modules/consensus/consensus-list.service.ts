import { type ConsensusList, consensusListSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { timed } from '../../db/statement-timing.js';
import { EncodedBody } from '../../lib/encoded-body.js';
import { SharedCache } from '../../lib/shared-cache.js';
import { listPublished, readListVersion } from './consensus.queries.js';
import { presentTile } from './consensus.presenter.js';

export interface ConsensusListCache {
  kept: SharedCache<EncodedBody>;
  /** Lists being read now, by key: the requests that miss together (right after a change) share one read. */
  loading: Map<string, Promise<EncodedBody>>;
}

/**
 * How long a list is kept at most. Not what keeps it right (the version in its key does): it only lets
 * the lists of versions gone by leave memory.
 */
const LIST_CACHE_MS = 10 * 60_000;

/**
 * The lists kept by this process: every specialty's and the whole list, of the current version and a few
 * gone by. Specialties are some sixty; an unknown name's list is empty and small, and the bound keeps
 * made-up names from growing the map (the whole list, at most 500 tiles, is about 260 KB of JSON).
 */
const LIST_CACHE_ENTRIES = 300;

/** The route's own serialiser (its response schema), run once per list instead of once per request. */
const serialize = serializerCompiler({
  schema: consensusListSchema,
  method: 'GET',
  url: '/api/v1/strapi/consensuses',
}) as (list: ConsensusList) => string;

/**
 * In this process's memory, also with Redis: the key carries the version read from the database, so
 * instances agree without sharing anything, and a Redis GET of a list of 500 tiles (and its parse) would
 * cost each request more than the database read it saves once per version. What is kept is the
 * serialised body and its compressed forms (lib/encoded-body.ts), not values that survive JSON.
 */
export function consensusListCache(app: FastifyInstance): ConsensusListCache {
  const kept = new SharedCache<EncodedBody>({
    ttlMs: LIST_CACHE_MS,
    maxEntries: LIST_CACHE_ENTRIES,
    redis: null,
    redisPrefix: '',
    onLookup: (result) => app.metrics.cacheRequests.inc({ cache: 'consensus_list', result }),
  });
  return { kept, loading: new Map() };
}

/**
 * `GET strapi/consensuses`: published consensuses as tiles, newest first, all or of one specialty. The
 * list is the same for every member who asks with the same filter, so it is cached under the list's
 * version (one indexed row read per request), which every write to a consensus moves in its own
 * transaction (publish, return, resubmit, delete, or a script's UPDATE): a list is never older than the
 * last committed change, the writer's own included, on any instance.
 */
export async function listConsensuses(
  db: Db,
  cache: ConsensusListCache,
  specialty: string | undefined,
): Promise<EncodedBody> {
  const filter = specialty?.trim().toLowerCase() || undefined;
  const key = `${await readListVersion(db)}:${filter ?? ''}`;
  return cache.kept.get(key, () => loadOnce(cache.loading, key, db, filter));
}

function loadOnce(
  loading: ConsensusListCache['loading'],
  key: string,
  db: Db,
  filter: string | undefined,
): Promise<EncodedBody> {
  let load = loading.get(key);
  if (!load) {
    load = timed(db, 'consensus_published', () => listPublished(db, filter))
      .then((rows) => new EncodedBody(serialize({ consensuses: rows.map(presentTile) })))
      .finally(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}
