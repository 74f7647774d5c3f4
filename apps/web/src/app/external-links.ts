import type { ExternalLink } from './layout/navigation';

/**
 * Where the external links of spec §2 lead. The consult product's addresses are deployment settings,
 * read at build time (`VITE_*` variables); Resources comes from the API (`GET programs/dti_link`), so it
 * is not listed here.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const EXTERNAL_URLS: Record<Exclude<ExternalLink, 'resources'>, string> = {
  submitPatientCase: env.VITE_SUBMIT_PATIENT_CASE_URL ?? 'https://consults.peerconsults.org/submit-case',
  consensusHome: env.VITE_CONSENSUS_HOME_URL ?? 'https://consults.peerconsults.org/',
  myCasesAndConsults: env.VITE_MY_CASES_URL ?? 'https://consults.peerconsults.org/my-cases',
};

/**
 * Where Register HCPs and `/admin/registration` lead (spec §2: an external admin registration page).
 * Without `VITE_ADMIN_REGISTRATION_URL` it is this product's own registration page.
 */
export const ADMIN_REGISTRATION_URL = env.VITE_ADMIN_REGISTRATION_URL ?? '/registration';

/** Origins the redirect route (`/redirect?redirectUrl=`) may send a member to besides this app. */
export const REDIRECT_ALLOWED_ORIGINS: string[] = [
  ...new Set(
    [...Object.values(EXTERNAL_URLS), ...(env.VITE_REDIRECT_ALLOWED_ORIGINS ?? '').split(',')]
      .map((u) => {
        try {
          return new URL(u.trim()).origin;
        } catch {
          return null;
        }
      })
      .filter((o): o is string => o !== null && o !== 'null'),
  ),
];
