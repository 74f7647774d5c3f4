import { MESSAGES, NPI_MESSAGES, permissionsForRole, roleByKey, USER_MESSAGES } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import {
  accountEmailFailed,
  changeRole,
  npiTakenMessage,
  emptyUserState,
  serverErrors,
  toBody,
  togglePermission,
  type UserFormState,
  validateUser,
} from './user-form';

const hcp = roleByKey('hcp');
const moderator = roleByKey('moderator');
const administrator = roleByKey('administrator');
const salesDemo = roleByKey('sales_demo');

const filled = (over: Partial<UserFormState> = {}): UserFormState => ({
  ...changeRole(emptyUserState(), hcp.id),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  npi: '1234567893',
  specialtyId: 1,
  ...over,
});

describe('user form rules (spec §5)', () => {
  it('asks for names, e-mail and role, and checks the e-mail format', () => {
    expect(validateUser(emptyUserState())).toEqual({
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
      email: MESSAGES.required,
      roleId: MESSAGES.required,
    });
    expect(validateUser(filled({ firstName: '   ', lastName: ' \t' }))).toEqual({
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
    });
    expect(validateUser(filled({ email: 'ada@example' })).email).toBe(MESSAGES.email);
    expect(validateUser(filled({ email: 'ada example.org' })).email).toBe(MESSAGES.email);
    expect(validateUser(filled())).toEqual({});
  });

  it('shows each NPI message for a role that needs a real NPI', () => {
    expect(validateUser(filled({ npi: '' })).npi).toBe(MESSAGES.required);
    expect(validateUser(filled({ npi: '12345abcde' })).npi).toBe(NPI_MESSAGES.notNumber);
    expect(validateUser(filled({ npi: '123456789' })).npi).toBe(NPI_MESSAGES.length);
    expect(validateUser(filled({ npi: '1234567890' })).npi).toBe(NPI_MESSAGES.luhn);
    expect(validateUser(filled({ npi: '1'.repeat(19) })).npi).toBe(NPI_MESSAGES.tooLong);
  });

  it('needs a specialty where the role does', () => {
    expect(validateUser(filled({ specialtyId: null })).specialtyId).toBe(MESSAGES.required);
    const mod = { ...changeRole(filled(), moderator.id), specialtyId: null };
    expect(validateUser(mod)).toEqual({});
  });

  it('needs a directory account chosen when the directory found some', () => {
    expect(validateUser(filled(), { directoryAccounts: 2 }).appHcUserId).toBe(MESSAGES.required);
    expect(validateUser(filled({ appHcUserId: 'hc-1' }), { directoryAccounts: 2 })).toEqual({});
  });
});

describe('changing the role', () => {
  it('resets permissions to the new role presets', () => {
    const admin = changeRole(filled(), administrator.id);
    expect(admin.permissions).toEqual(permissionsForRole(administrator));
    const demo = changeRole(togglePermission(admin, 'user_content', true), salesDemo.id);
    expect(demo.permissions).toEqual(permissionsForRole(salesDemo));
  });

  it('generates a 9-digit internal ID for roles without a real NPI, and clears it for those with one', () => {
    const mod = changeRole(filled(), moderator.id, { random: () => 0.5 });
    expect(mod.npi).toBe('550000000');
    expect(validateUser(mod).npi).toBeUndefined();
    // Another role without a real NPI keeps the same internal ID.
    expect(changeRole(mod, administrator.id).npi).toBe('550000000');
    expect(changeRole(mod, hcp.id).npi).toBe('');
    const fresh = changeRole(emptyUserState(), moderator.id, { random: () => 0 });
    expect(fresh.npi).toBe('100000000');
  });

  it('gives an edited user back the number they had', () => {
    const saved = { npi: '1234567893', internal: false };
    const mod = changeRole(filled(), moderator.id, { saved, random: () => 0 });
    expect(mod.npi).toBe('100000000');
    expect(changeRole(mod, hcp.id, { saved }).npi).toBe('1234567893');
    const internal = { npi: '987654321', internal: true };
    expect(changeRole(filled(), moderator.id, { saved: internal }).npi).toBe('987654321');
  });

  it('drops the specialty for roles without one', () => {
    const mod = changeRole(filled({ subspecialtyId: 4 }), moderator.id);
    expect(mod.specialtyId).toBeNull();
    expect(mod.subspecialtyId).toBeNull();
  });
});

describe('permissions', () => {
  it('adds optional permissions of the role only, and never removes a locked one', () => {
    const admin = changeRole(filled(), administrator.id);
    expect(togglePermission(admin, 'user_content', true).permissions).toContain('user_content');
    expect(togglePermission(admin, 'create_case', true).permissions).not.toContain('create_case');
    expect(togglePermission(admin, 'user_management', false).permissions).toContain('user_management');
    const withExtra = togglePermission(admin, 'user_content', true);
    expect(togglePermission(withExtra, 'user_content', false).permissions).toEqual(permissionsForRole(administrator));
  });
});

describe('talking to the server', () => {
  it('sends the trimmed form the contract expects', () => {
    const body = toBody(filled({ firstName: ' Ada ', email: ' ada@example.org ' }));
    expect(body).toMatchObject({ firstName: ' Ada ', roleId: hcp.id, npi: '1234567893', specialtyId: 1 });
    expect(validateUser(filled({ firstName: ' Ada ' }))).toEqual({});
  });

  it('puts the server field messages on the fields', () => {
    expect(
      serverErrors([
        { path: 'body.email', message: 'User with that email already exists.' },
        { path: 'npi', message: NPI_MESSAGES.luhn },
      ]),
    ).toEqual({ email: 'User with that email already exists.', npi: NPI_MESSAGES.luhn });
  });

  it('accepts an internal ID of 9 digits only', () => {
    const mod = changeRole(filled(), moderator.id, { random: () => 0 });
    expect(validateUser({ ...mod, npi: '12345' }).npi).toBeDefined();
    expect(validateUser(mod)).toEqual({});
  });
});

describe('code 303', () => {
  it('promises a new number only for a generated internal ID', () => {
    expect(npiTakenMessage(false, USER_MESSAGES.npiNotUnique)).toBe(USER_MESSAGES.npiNotUnique);
    expect(npiTakenMessage(true, USER_MESSAGES.npiNotUnique)).toBe('User with that number already exists.');
  });
});

describe('the account e-mail', () => {
  it('offers the copy-link fallback only when the e-mail did not go out', () => {
    const sent = { createdPasswordChangeTicket: true, setPasswordURL: null, sentAccountUpdateEmail: true };
    const none = { createdPasswordChangeTicket: false, setPasswordURL: null, sentAccountUpdateEmail: false };
    const failed = {
      createdPasswordChangeTicket: true,
      setPasswordURL: 'http://x/oidc/set-password/t',
      sentAccountUpdateEmail: false,
    };
    expect(accountEmailFailed(sent)).toBe(false);
    expect(accountEmailFailed(none)).toBe(false);
    expect(accountEmailFailed(failed)).toBe(true);
    expect(accountEmailFailed({ ...failed, setPasswordURL: null })).toBe(true);
  });
});
