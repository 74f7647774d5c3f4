import { CONSENSUS_STATUSES, type ConsensusStatus, MAX_ROW_ID } from '@pc/contracts';

/** The address's consensus id, or null when it is not one (so the page shows not-found without asking). */
export function consensusIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/** The address's status (draft, in_review, published), or null for anything else. */
export function consensusStatusParam(value: string | undefined): ConsensusStatus | null {
  return (CONSENSUS_STATUSES as readonly string[]).includes(value ?? '') ? (value as ConsensusStatus) : null;
}
