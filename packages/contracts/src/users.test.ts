import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants.js';
import { NPI_MESSAGES, generateInternalId } from './npi.js';
import { roleByKey } from './roles.js';
import {
  USER_MESSAGES,
  extraPermissionsFor,
  isInternalId,
  permissionOptions,
  permissionsForRole,
  userFormSchema,
  userListPageSize,
  userListQuerySchema,
  userListTerm,
} from './users.js';

const hcp = roleByKey('hcp');
const moderator = roleByKey('moderator');
const cardiology = 1;

const valid = {
  firstName: '  Helen ',
  lastName: ' Carter',
  email: ' helen@example.org ',
  roleId: hcp.id,
  npi: '1234567893',
  specialtyId: cardiology,
};

/** The messages per field of a form, as the form shows them. */
function messages(input: unknown): Record<string, string[]> {
  const result = userFormSchema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('user form (spec §5 Create-user)', () => {
  it('trims names and e-mail and accepts a complete HCP', () => {
    const form = userFormSchema.parse(valid);
    expect(form).toMatchObject({ firstName: 'Helen', lastName: 'Carter', email: 'helen@example.org' });
    expect(form.permissions).toEqual([]);
    expect(form.disabled).toBeUndefined();
  });

  it('requires first name, last name, e-mail and role', () => {
    expect(messages({})).toMatchObject({
      firstName: [MESSAGES.required],
      lastName: [MESSAGES.required],
      email: [MESSAGES.required],
      roleId: [MESSAGES.required],
    });
    expect(messages({ ...valid, firstName: '   ' }).firstName).toEqual([MESSAGES.required]);
  });

  it('checks the e-mail format', () => {
    expect(messages({ ...valid, email: 'not-an-email' }).email).toEqual([MESSAGES.email]);
  });

  it('refuses an unknown role', () => {
    expect(messages({ ...valid, roleId: 99 }).roleId).toEqual([USER_MESSAGES.unknownRole]);
  });

  it('needs a real NPI for roles that require one, with the four NPI messages', () => {
    expect(messages({ ...valid, npi: '' }).npi).toEqual([MESSAGES.required]);
    expect(messages({ ...valid, npi: null }).npi).toEqual([MESSAGES.required]);
    expect(messages({ ...valid, npi: '12345abcde' }).npi).toEqual([NPI_MESSAGES.notNumber]);
    expect(messages({ ...valid, npi: '123456789' }).npi).toEqual([NPI_MESSAGES.length]);
    expect(messages({ ...valid, npi: '1234567890' }).npi).toEqual([NPI_MESSAGES.luhn]);
    expect(messages({ ...valid, npi: '1'.repeat(19) }).npi).toEqual([NPI_MESSAGES.tooLong]);
    // "Above 18 characters" (spec §5): 17 and 18 are still just the wrong length.
    expect(messages({ ...valid, npi: '1'.repeat(17) }).npi).toEqual([NPI_MESSAGES.length]);
    expect(messages({ ...valid, npi: '1'.repeat(18) }).npi).toEqual([NPI_MESSAGES.length]);
    expect(messages({ ...valid, npi: ` ${'1'.repeat(18)} ` }).npi).toEqual([NPI_MESSAGES.length]);
  });

  it('takes an internal ID (or none, to be generated) for roles without a real NPI', () => {
    const form = { ...valid, roleId: moderator.id, specialtyId: null };
    expect(messages({ ...form, npi: generateInternalId() })).toEqual({});
    expect(messages({ ...form, npi: '' })).toEqual({});
    expect(messages({ ...form, npi: '12345' }).npi).toEqual([USER_MESSAGES.internalIdFormat]);
    expect(messages({ ...form, npi: '1234567893' }).npi).toEqual([USER_MESSAGES.internalIdFormat]);
  });

  it('needs a specialty for roles that need one', () => {
    expect(messages({ ...valid, specialtyId: null }).specialtyId).toEqual([MESSAGES.required]);
    expect(messages({ ...valid, roleId: moderator.id, npi: '', specialtyId: null })).toEqual({});
  });

  it('generates 9-digit internal IDs from 100000000 to 999999999', () => {
    expect(generateInternalId(() => 0)).toBe('100000000');
    expect(generateInternalId(() => 0.999999999999)).toBe('999999999');
    for (let i = 0; i < 100; i++) expect(isInternalId(generateInternalId())).toBe(true);
    expect(isInternalId('099999999')).toBe(false);
  });
});

describe('permissions on the user form (spec §6)', () => {
  it('shows the locked preset, then the optional ones', () => {
    const options = permissionOptions(roleByKey('administrator'));
    expect(options.filter((o) => o.locked).map((o) => o.permission)).toEqual([...roleByKey('administrator').preset]);
    expect(options.filter((o) => !o.locked).map((o) => o.permission)).toEqual([...roleByKey('administrator').optional]);
  });

  it('resets to the new role’s presets on a role change and keeps only allowed extras', () => {
    expect(permissionsForRole(hcp)).toEqual([...hcp.preset]);
    expect(extraPermissionsFor(hcp, ['create_case', 'user_management', 'user_content'])).toEqual(['create_case']);
  });
});

describe('users list query', () => {
  it('pages 10 by default and reads term or searchValue, count or pageSize', () => {
    const q = userListQuerySchema.parse({});
    expect(q.pageNumber).toBe(1);
    expect(userListPageSize(q)).toBe(10);
    expect(userListPageSize(userListQuerySchema.parse({ pageSize: '5' }))).toBe(5);
    expect(userListPageSize(userListQuerySchema.parse({ count: '1', pageSize: '5' }))).toBe(1);
    expect(userListTerm(userListQuerySchema.parse({ searchValue: ' carter ' }))).toBe('carter');
    expect(userListTerm(userListQuerySchema.parse({ term: '1234567893', searchValue: 'x' }))).toBe('1234567893');
  });
});
