import { ROLE_KEYS } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { authUser } from '../../test/auth-users.js';
import { DISCLAIMER_REQUIRED_MESSAGE, assertMayWrite, seesResponses } from './comments.policy.js';

/** Who writes in a thread and who sees the other members' responses (design.md), without a database. */
describe('comments policy', () => {
  it('lets members (HCP, test HCP) write once they agreed to the disclaimer, and nobody else', () => {
    for (const role of ROLE_KEYS) {
      const write = () => assertMayWrite(authUser(role), { disclaimerAgreed: true });
      if (role === 'hcp' || role === 'test_hcp') expect(write, role).not.toThrow();
      else expect(write, role).toThrow(expect.objectContaining({ statusCode: 403, code: 'forbidden' }));
    }
    expect(() => assertMayWrite(authUser('hcp'), { disclaimerAgreed: false })).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'disclaimer_required', message: DISCLAIMER_REQUIRED_MESSAGE }),
    );
    expect(() => assertMayWrite(authUser('moderator'), { disclaimerAgreed: false })).toThrow(
      expect.objectContaining({ message: 'Only members answer, comment and vote; staff act through moderation.' }),
    );
  });

  it('shows the responses once answered or asked for, when not hidden, or to managers', () => {
    const hcp = authUser('hcp');
    const hidden = { answered: false, responses_shown: false, hide_answers: true };
    expect(seesResponses(hcp, hidden)).toBe(false);
    expect(seesResponses(hcp, { ...hidden, answered: true })).toBe(true);
    expect(seesResponses(hcp, { ...hidden, responses_shown: true })).toBe(true);
    expect(seesResponses(hcp, { ...hidden, hide_answers: false })).toBe(true);
    expect(seesResponses(authUser('moderator'), hidden)).toBe(true);
    expect(seesResponses(authUser('administrator'), hidden)).toBe(true);
    expect(seesResponses(authUser('sales_demo'), hidden)).toBe(false);
  });
});
