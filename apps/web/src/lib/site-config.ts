import { DEFAULT_SITE_CONFIG, redirectOrigins, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@pc/contracts';

/**
 * The deployment's addresses (spec §2 external links, member services), set on the server and written
 * into index.html (`plugins/spa.ts`), so they are known before the first paint and the same on the
 * sign-in pages and in the app. Outside a served page (unit tests) the defaults apply.
 */
function readSiteConfig(): SiteConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_SITE_CONFIG;
  try {
    const served = JSON.parse(element.textContent) as Partial<SiteConfig>;
    return {
      memberServicesEmail: served.memberServicesEmail || DEFAULT_SITE_CONFIG.memberServicesEmail,
      links: { ...DEFAULT_SITE_CONFIG.links, ...served.links },
      redirectAllowedOrigins: served.redirectAllowedOrigins ?? [],
    };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export const SITE: SiteConfig = readSiteConfig();

export const MEMBER_SERVICES_EMAIL = SITE.memberServicesEmail;

/** Origins `/redirect?redirectUrl=` may lead to besides this app: the links' own and the allowed ones. */
export const REDIRECT_ALLOWED_ORIGINS: string[] = redirectOrigins(SITE);
