import { userFormIssues } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_DIRECTORY_MEMBERS } from '../../db/seed/directory-members.js';
import { directoryMembers, users } from '../../db/schema/index.js';
import { seededDatabaseForFile } from '../../test/seeded-database.js';

/** The demo data passes the user form's rules, and the built-in directory has its members. */
const database = seededDatabaseForFile();

describe('demo seed', () => {
  it('seeds users an administrator could save unchanged (NPI or internal ID, specialty by role)', async () => {
    const rows = await database.db.select().from(users);
    expect(rows.length).toBeGreaterThan(10);
    const invalid = rows.filter(
      (u) => userFormIssues({ roleId: u.roleId, npi: u.npi, specialtyId: u.specialtyId }).length,
    );
    expect(invalid.map((u) => u.email)).toEqual([]);
  });

  it('seeds the built-in member directory, one member of which already has an account', async () => {
    const members = await database.db.select().from(directoryMembers);
    expect(members.map((m) => m.appHcUserId).sort()).toEqual(DEMO_DIRECTORY_MEMBERS.map((m) => m.appHcUserId).sort());
    const emails = new Set((await database.db.select({ email: users.email }).from(users)).map((u) => u.email));
    expect(members.filter((m) => emails.has(m.email)).map((m) => m.firstName)).toEqual(['Priya']);
  });
});
