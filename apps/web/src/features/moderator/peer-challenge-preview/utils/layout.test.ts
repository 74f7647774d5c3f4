import { CONSENSUS_MESSAGES } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { PEER_CHALLENGE_QUERIES, peerChallengeErrorText, peerChallengeLayout } from './layout';

describe('peer challenge preview', () => {
  it('changes layout at 768 and 1350 px', () => {
    expect(PEER_CHALLENGE_QUERIES).toEqual({ medium: '(min-width: 768px)', wide: '(min-width: 1350px)' });
    expect(peerChallengeLayout({ medium: false, wide: false })).toBe('narrow');
    expect(peerChallengeLayout({ medium: true, wide: false })).toBe('medium');
    expect(peerChallengeLayout({ medium: true, wide: true })).toBe('wide');
  });

  it('shows the returned error text, else the spec text', () => {
    const fallback = CONSENSUS_MESSAGES.peerChallengeFailed;
    expect(peerChallengeErrorText(new ApiError(404, 'not_found', 'Not Found'), fallback)).toBe('Not Found');
    expect(peerChallengeErrorText(new ApiError(500, 'internal', 'Internal Server Error'), fallback)).toBe(fallback);
    expect(peerChallengeErrorText(new ApiError(0, 'network_error', 'There was an unexpected error.'), fallback)).toBe(
      fallback,
    );
    expect(peerChallengeErrorText(new ApiError(404, 'not_found', ''), fallback)).toBe(fallback);
    expect(peerChallengeErrorText(new Error('boom'), fallback)).toBe(fallback);
  });
});
