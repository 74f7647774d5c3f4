import { z } from 'zod';
import { MESSAGES } from './constants.js';
import { IDENTITY_MESSAGES, isSafeReturnPath } from './sign-in.js';

/** `GET /current_user` (spec §3 Current user session, §7). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  specialty: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subspecialty: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  npi: z.string().nullable(),
  showTooltips: z.boolean(),
  ctaPopupDisabled: z.boolean(),
  roleId: z.number().int(),
  roleName: z.string(),
  roleKey: z.string(),
  permissions: z.array(z.string()),
  /** True when read, or when the role does not have to read it (Administrator, Moderator). */
  disclaimerRead: z.boolean(),
  /** Whether the role is prompted for the disclaimer at all (spec §4, design.md). */
  mustReadDisclaimer: z.boolean(),
  userHasUnseenTopics: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * `GET /auth/config` (public): which OIDC issuer the web app signs in with. `external` is false for
 * the built-in issuer (which also offers magic-link sign-in); the web app sends `audience` as the
 * `resource` parameter on the authorize and token requests.
 */
export const authConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  audience: z.string(),
  scopes: z.array(z.string()),
  external: z.boolean(),
  magicLinkEnabled: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** `POST /auth/magic_link` (public): e-mails a one-time sign-in link for `/login_magic`. */
export const magicLinkRequestSchema = z.object({
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(320, MESSAGES.email)
    .pipe(z.email({ error: MESSAGES.email })),
  returnTo: z
    .string()
    .max(2048, IDENTITY_MESSAGES.returnToInvalid)
    .refine(isSafeReturnPath, IDENTITY_MESSAGES.returnToInvalid)
    .optional(),
});
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

/** The same answer whether or not the e-mail belongs to an account (no account enumeration). */
export const magicLinkResponseSchema = z.object({ message: z.string() });

/** `GET /disclaimer`, `POST /disclaimer`. */
export const disclaimerStatusSchema = z.object({ disclaimerRead: z.boolean() });
/** `POST /disclaimer/disable_cta_popup`. */
export const ctaPopupStatusSchema = z.object({ ctaPopupDisabled: z.boolean() });

/** spec §3 Tooltip: `GET /tooltips/check/{name}`, `POST /tooltips/view`. */
export const tooltipNameSchema = z
  .string({ error: MESSAGES.required })
  .max(100, IDENTITY_MESSAGES.tooltipName)
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, IDENTITY_MESSAGES.tooltipName);
export const tooltipParamsSchema = z.object({ name: tooltipNameSchema });
export const tooltipViewBodySchema = z.object({ name: tooltipNameSchema });
export const tooltipSchema = z.object({ name: z.string(), alreadyViewed: z.boolean() });
export type Tooltip = z.infer<typeof tooltipSchema>;
/** `POST /tooltips/allow` and `POST /tooltips/disable` (empty bodies). */
export const tooltipSettingSchema = z.object({ showTooltips: z.boolean() });
