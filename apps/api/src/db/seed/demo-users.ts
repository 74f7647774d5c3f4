import type { RoleKey } from '@pc/contracts';

export const DEMO_PASSWORD = 'demo-password';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleKey;
  specialty?: string;
  /** A valid NPI for roles that need one; others get an internal 9-digit ID. */
  npi?: string;
}

/** One sign-in per role (issue 2); every one uses DEMO_PASSWORD. */
export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@example.org', firstName: 'Avery', lastName: 'Admin', role: 'administrator' },
  { email: 'moderator@example.org', firstName: 'Morgan', lastName: 'Moderator', role: 'moderator' },
  { email: 'iqmoderator@example.org', firstName: 'Iris', lastName: 'Quinn', role: 'iq_moderator' },
  { email: 'sales@example.org', firstName: 'Sam', lastName: 'Sales', role: 'sales_representative' },
  { email: 'salesdemo@example.org', firstName: 'Dana', lastName: 'Demo', role: 'sales_demo', specialty: 'Cardiology' },
  { email: 'initial@example.org', firstName: 'Ina', lastName: 'Initial', role: 'initial' },
  {
    email: 'hcp@example.org',
    firstName: 'Helen',
    lastName: 'Carter',
    role: 'hcp',
    specialty: 'Cardiology',
    npi: '1234567893',
  },
  {
    email: 'hcp2@example.org',
    firstName: 'David',
    lastName: 'Ruiz',
    role: 'hcp',
    specialty: 'Dermatology',
    npi: '1245319599',
  },
  { email: 'testhcp@example.org', firstName: 'Terry', lastName: 'Tester', role: 'test_hcp', specialty: 'Cardiology' },
];
