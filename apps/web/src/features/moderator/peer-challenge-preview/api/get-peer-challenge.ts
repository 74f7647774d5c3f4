import type { ConsensusStatus, PeerChallenge } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /strapi/peer-challenges/{id}/{status}`: one peer challenge (status 'published' by default, spec §4). */
export const getPeerChallenge = (id: number, status: ConsensusStatus, signal?: AbortSignal) =>
  apiFetch<PeerChallenge>(`/strapi/peer-challenges/${id}/${status}`, { signal });

export const peerChallengeQueryOptions = (id: number, status: ConsensusStatus) =>
  queryOptions({
    queryKey: ['peer-challenge', id, status],
    queryFn: ({ signal }) => getPeerChallenge(id, status, signal),
  });

export const usePeerChallenge = (id: number | null, status: ConsensusStatus) =>
  useQuery({ ...peerChallengeQueryOptions(id ?? 0, status), enabled: id !== null });
