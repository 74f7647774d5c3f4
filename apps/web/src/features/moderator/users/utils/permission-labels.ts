import type { Permission } from '@pc/contracts';

/** How the user form names each permission of spec §6 (the stored names stay the spec's). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  active_patient_case_management: 'Active patient case management (public questions)',
  all_patient_cases_management: 'All patient cases management (questions)',
  consensus_md_beta: 'Consensus beta (home)',
  create_case: 'Create cases',
  demo_patient_cases_my_specialty: 'Demo patient cases, my specialty',
  demo_patient_cases_other_specialties: 'Demo patient cases, other specialties',
  diseases_and_treatment_information: 'Diseases and treatment information (resources)',
  patient_case_submission: 'Patient case submission',
  patient_cases_my_specialty: 'Patient cases, my specialty',
  patient_cases_other_specialties: 'Patient cases, other specialties',
  programs: 'Programs',
  search: 'Search',
  summary_submission: 'Summary submission',
  user_content: 'User content (case consensuses)',
  user_management: 'User management',
  strapi_program_preview: 'Program preview',
};
