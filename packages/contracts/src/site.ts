/**
 * The deployment's addresses (spec §2 external links, the member-services mailbox): set on the server
 * (environment, README "Configuration") and handed to the web app inside index.html, so the sign-in
 * pages, the app and the e-mails all name the same ones. Zod-free: the shell reads it on every page.
 */
export interface SiteLinks {
  /** Contact support (footer 'Contact Us', the error toasts' fallback). */
  contactSupport: string;
  about: string;
  /** The registration page's 'Contact member services' (support form for registration questions). */
  registrationSupportForm: string;
  privacyPolicy: string;
  submitPatientCase: string;
  /** The consensus service's home ('Home' in the header). */
  consensusHome: string;
  myCasesAndConsults: string;
  /** Where Register HCPs and /admin/registration lead. */
  adminRegistration: string;
}

export interface SiteConfig {
  memberServicesEmail: string;
  links: SiteLinks;
  /** Origins the redirect route (`/redirect?redirectUrl=`) may send a member to besides this app. */
  redirectAllowedOrigins: string[];
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  memberServicesEmail: 'memberservices@peerconsults.local',
  links: {
    contactSupport: '/support',
    about: '/about',
    registrationSupportForm: '/registration/member-services',
    privacyPolicy: '/disclaimer#privacy-policy',
    submitPatientCase: 'https://consults.peerconsults.org/submit-case',
    consensusHome: 'https://consults.peerconsults.org/',
    myCasesAndConsults: 'https://consults.peerconsults.org/my-cases',
    adminRegistration: '/registration',
  },
  redirectAllowedOrigins: [],
};

/** The id of the `<script type="application/json">` element that carries the SiteConfig in index.html. */
export const SITE_CONFIG_ELEMENT_ID = 'pc-site-config';

/** Its sibling carrying `GET /auth/config`'s answer, so the session starts without waiting for it. */
export const AUTH_CONFIG_ELEMENT_ID = 'pc-auth-config';

/** The environment variable that sets each link (server side). */
export const SITE_LINK_VARIABLES: Record<keyof SiteLinks, string> = {
  contactSupport: 'LINK_CONTACT_SUPPORT',
  about: 'LINK_ABOUT',
  registrationSupportForm: 'LINK_REGISTRATION_SUPPORT',
  privacyPolicy: 'LINK_PRIVACY_POLICY',
  submitPatientCase: 'LINK_SUBMIT_PATIENT_CASE',
  consensusHome: 'LINK_CONSENSUS_HOME',
  myCasesAndConsults: 'LINK_MY_CASES',
  adminRegistration: 'LINK_ADMIN_REGISTRATION',
};

/** An in-app path (one slash) rather than another site. */
export const isInternalLink = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The origins of a config's absolute links and allowed origins: what `/redirect` may lead to. */
export function redirectOrigins(config: SiteConfig): string[] {
  const origins = new Set<string>();
  for (const href of [...Object.values(config.links), ...config.redirectAllowedOrigins]) {
    if (isInternalLink(href)) continue;
    try {
      const { origin } = new URL(href.trim());
      if (origin !== 'null') origins.add(origin);
    } catch {
      // Not an absolute URL: nothing to allow.
    }
  }
  return [...origins];
}
