import { USER_MESSAGES } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { authUser } from '../../test/auth-users.js';
import { assertNotLockingOut } from './users.policy.js';

/** An administrator cannot take away their own access; changes to others are not this rule's business. */
describe('users policy', () => {
  const admin = authUser('administrator', { id: 5 });
  const lockedOut = expect.objectContaining({ statusCode: 403, message: USER_MESSAGES.ownAccount });

  it('refuses deleting, disabling or changing the role of one’s own account', () => {
    expect(() => assertNotLockingOut(admin, 5, { delete: true })).toThrow(lockedOut);
    expect(() => assertNotLockingOut(admin, 5, { disabled: true })).toThrow(lockedOut);
    expect(() => assertNotLockingOut(admin, 5, { roleId: admin.roleId + 1 })).toThrow(lockedOut);
  });

  it('allows every other change to one’s own account, and any change to someone else’s', () => {
    expect(() => assertNotLockingOut(admin, 5, {})).not.toThrow();
    expect(() => assertNotLockingOut(admin, 5, { delete: false, disabled: false, roleId: admin.roleId })).not.toThrow();
    expect(() => assertNotLockingOut(admin, 6, { delete: true, disabled: true, roleId: 1 })).not.toThrow();
  });
});
