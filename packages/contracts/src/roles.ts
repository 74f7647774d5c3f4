/**
 * Roles and permissions of spec §6: one table both apps read. Permissions a role gets are its locked
 * preset plus any of its optional permissions an administrator ticks on the user form.
 */
export const PERMISSIONS = [
  'active_patient_case_management',
  'all_patient_cases_management',
  'consensus_md_beta',
  'create_case',
  'demo_patient_cases_my_specialty',
  'demo_patient_cases_other_specialties',
  'diseases_and_treatment_information',
  'patient_case_submission',
  'patient_cases_my_specialty',
  'patient_cases_other_specialties',
  'programs',
  'search',
  'summary_submission',
  'user_content',
  'user_management',
  'strapi_program_preview',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_KEYS = [
  'initial',
  'moderator',
  'administrator',
  'sales_representative',
  'iq_moderator',
  'hcp',
  'test_hcp',
  'sales_demo',
] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export interface RoleDefinition {
  id: number;
  key: RoleKey;
  /** The name stored on the user and sent as `roleName` (spec §6). */
  name: string;
  /** The label shown in the product (spec §1: Healthcare Provider, Test Healthcare Provider). */
  displayName: string;
  /** Locked permissions: always granted, shown checked and disabled on the user form. */
  preset: readonly Permission[];
  /** Permissions an administrator may add for this role. */
  optional: readonly Permission[];
  /** External users must hold a real NPI; everyone else gets a generated 9-digit internal ID. */
  requiresNpi: boolean;
  requiresSpecialty: boolean;
  /** Administrators and moderators skip the disclaimer; every other role must read it. */
  mustReadDisclaimer: boolean;
  /** Members who answer questions, earn rewards and count as eligible audience. */
  isMember: boolean;
}

const HCP_PRESET: readonly Permission[] = [
  'diseases_and_treatment_information',
  'patient_cases_my_specialty',
  'patient_cases_other_specialties',
  'patient_case_submission',
  'user_content',
  'consensus_md_beta',
];

export const ROLES: readonly RoleDefinition[] = [
  {
    id: 1,
    key: 'initial',
    name: 'Initial',
    displayName: 'Initial',
    preset: [],
    optional: [],
    requiresNpi: false,
    requiresSpecialty: false,
    mustReadDisclaimer: true,
    isMember: false,
  },
  {
    id: 2,
    key: 'moderator',
    name: 'Moderator',
    displayName: 'Moderator',
    preset: [
      'all_patient_cases_management',
      'diseases_and_treatment_information',
      'summary_submission',
      'search',
      'strapi_program_preview',
    ],
    optional: ['user_content'],
    requiresNpi: false,
    requiresSpecialty: false,
    mustReadDisclaimer: false,
    isMember: false,
  },
  {
    id: 3,
    key: 'administrator',
    name: 'Administrator',
    displayName: 'Administrator',
    preset: [
      'active_patient_case_management',
      'all_patient_cases_management',
      'programs',
      'search',
      'summary_submission',
      'user_management',
      'strapi_program_preview',
    ],
    optional: ['demo_patient_cases_my_specialty', 'demo_patient_cases_other_specialties', 'user_content'],
    requiresNpi: false,
    requiresSpecialty: false,
    mustReadDisclaimer: false,
    isMember: false,
  },
  {
    id: 4,
    key: 'sales_representative',
    name: 'Sales Representative',
    displayName: 'Sales Representative',
    preset: ['diseases_and_treatment_information', 'user_content'],
    optional: [],
    requiresNpi: false,
    requiresSpecialty: false,
    mustReadDisclaimer: true,
    isMember: false,
  },
  {
    id: 5,
    key: 'iq_moderator',
    name: 'IQ Moderator',
    displayName: 'IQ Moderator',
    preset: ['summary_submission', 'search', 'user_content', 'strapi_program_preview'],
    optional: ['all_patient_cases_management'],
    requiresNpi: false,
    requiresSpecialty: false,
    mustReadDisclaimer: true,
    isMember: false,
  },
  {
    id: 6,
    key: 'hcp',
    name: 'HCP',
    displayName: 'Healthcare Provider',
    preset: HCP_PRESET,
    optional: ['create_case'],
    requiresNpi: true,
    requiresSpecialty: true,
    mustReadDisclaimer: true,
    isMember: true,
  },
  {
    id: 7,
    key: 'test_hcp',
    name: 'test HCP',
    displayName: 'Test Healthcare Provider',
    preset: HCP_PRESET,
    optional: ['create_case'],
    requiresNpi: false,
    requiresSpecialty: true,
    mustReadDisclaimer: true,
    isMember: true,
  },
  {
    id: 8,
    key: 'sales_demo',
    name: 'sales demo',
    displayName: 'Sales Demo',
    preset: [
      'patient_cases_my_specialty',
      'patient_cases_other_specialties',
      'demo_patient_cases_my_specialty',
      'demo_patient_cases_other_specialties',
      'diseases_and_treatment_information',
    ],
    optional: [],
    requiresNpi: false,
    requiresSpecialty: true,
    mustReadDisclaimer: true,
    isMember: false,
  },
];

const byKey = new Map(ROLES.map((r) => [r.key, r]));
const byId = new Map(ROLES.map((r) => [r.id, r]));

export function roleByKey(key: RoleKey): RoleDefinition {
  const role = byKey.get(key);
  if (!role) throw new Error(`unknown role ${key}`);
  return role;
}

export function roleById(id: number): RoleDefinition | undefined {
  return byId.get(id);
}

/**
 * The role as the product names it to people, everywhere: the profile, the user menu, the users
 * list and the CSV exports ('Healthcare Provider', never the stored 'HCP'). An unknown key reads as itself.
 */
export function roleLabel(key: string): string {
  return byKey.get(key as RoleKey)?.displayName ?? key;
}

/** Effective permissions: the role's locked preset plus the extras allowed for that role. */
export function effectivePermissions(role: RoleDefinition, extra: readonly string[] = []): Permission[] {
  const granted = new Set<Permission>(role.preset);
  for (const p of extra) if ((role.optional as readonly string[]).includes(p)) granted.add(p as Permission);
  return PERMISSIONS.filter((p) => granted.has(p));
}

export function hasAnyPermission(held: readonly string[], needed: readonly Permission[]): boolean {
  return needed.length === 0 || needed.some((p) => held.includes(p));
}
