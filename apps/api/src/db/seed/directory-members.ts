import { npiWithCheckDigit } from '@pc/contracts';
import type { Db } from '../client.js';
import { directoryMembers } from '../schema/index.js';

/**
 * A few accounts of the second member app for the built-in directory (`GET app_hc_users`): one is a
 * seeded member (Priya Natarajan, found by her e-mail or NPI), the others are people without an
 * account here yet, whom an administrator can create and link.
 */
export const DEMO_DIRECTORY_MEMBERS = [
  {
    appHcUserId: 'apphc-1001',
    email: 'priya.natarajan@example.org',
    npi: npiWithCheckDigit('150000000'),
    firstName: 'Priya',
    lastName: 'Natarajan',
    specialty: 'Cardiology',
  },
  {
    appHcUserId: 'apphc-1002',
    email: 'nora.patel@example.org',
    npi: npiWithCheckDigit('170000001'),
    firstName: 'Nora',
    lastName: 'Patel',
    specialty: 'Dermatology',
  },
  {
    appHcUserId: 'apphc-1003',
    email: 'james.whitfield@example.org',
    npi: npiWithCheckDigit('170000002'),
    firstName: 'James',
    lastName: 'Whitfield',
    specialty: 'Neurology',
  },
  {
    appHcUserId: 'apphc-1004',
    email: 'mei.chen@example.org',
    npi: npiWithCheckDigit('170000003'),
    firstName: 'Mei',
    lastName: 'Chen',
    specialty: 'Pediatrics',
  },
];

export async function seedDirectoryMembers(db: Db): Promise<void> {
  await db.insert(directoryMembers).values(DEMO_DIRECTORY_MEMBERS).onConflictDoNothing();
}
