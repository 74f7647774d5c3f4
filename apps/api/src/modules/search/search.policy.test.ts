import { ROLE_KEYS, SEARCH_MESSAGES } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { authUser } from '../../test/auth-users.js';
import { SEARCH, assertMayExport } from './search.policy.js';

/** design.md: CSV export of search results and logs for Administrators and Moderators only. */
describe('search policy', () => {
  it.each(ROLE_KEYS)('exports search results and logs for Administrator and Moderator only: %s', (role) => {
    const exporting = () => assertMayExport(authUser(role));
    if (role === 'administrator' || role === 'moderator') expect(exporting).not.toThrow();
    else
      expect(exporting).toThrow(expect.objectContaining({ statusCode: 403, message: SEARCH_MESSAGES.exportForbidden }));
  });

  it('needs the search permission for every search route', () => {
    expect(SEARCH).toEqual(['search']);
  });
});
