import { CONSENSUS_LAYOUT } from '@pc/contracts';
import { ApiError } from '../../../../lib/api-client';

export type PeerChallengeLayout = 'narrow' | 'medium' | 'wide';

const [MEDIUM, WIDE] = CONSENSUS_LAYOUT.peerChallengeBreakpoints;

/** The media queries of the two breakpoints (spec §9: 768 and 1350 px). */
export const PEER_CHALLENGE_QUERIES = {
  medium: `(min-width: ${MEDIUM}px)`,
  wide: `(min-width: ${WIDE}px)`,
} as const;

/**
 * Below 768 px one column with tighter padding and full-width buttons (a phone); from 768 px the same
 * column with room around it and buttons at their own width; from 1350 px the topic links, tile and
 * exports move to a column beside the text.
 */
export function peerChallengeLayout(matches: { medium: boolean; wide: boolean }): PeerChallengeLayout {
  if (matches.wide) return 'wide';
  return matches.medium ? 'medium' : 'narrow';
}

/** The error shown in place of the page (spec §8): the server's own text when it sent one, else the spec's. */
export function peerChallengeErrorText(error: unknown, fallback: string): string {
  const fromServer = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return fromServer && error.message.trim() ? error.message : fallback;
}
