import { SITE } from '../lib/site-config';
import type { ExternalLink } from './layout/navigation';

/**
 * Where the header's external items lead: the consult product's pages, from the server's
 * configuration (`LINK_*`, README). Resources comes from the API (`GET programs/dti_link`), so it is
 * not listed here.
 */
export const EXTERNAL_URLS: Record<Exclude<ExternalLink, 'resources'>, string> = {
  submitPatientCase: SITE.links.submitPatientCase,
  consensusHome: SITE.links.consensusHome,
  myCasesAndConsults: SITE.links.myCasesAndConsults,
};

/** Where Register HCPs and `/admin/registration` lead (spec §2: an external admin registration page). */
export const ADMIN_REGISTRATION_URL = SITE.links.adminRegistration;
