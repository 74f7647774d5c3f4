import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from './oidc-library.js';
import type { InteractionDetails } from 'oidc-provider';
import { z } from 'zod';
import { authenticateWithPassword } from './accounts.js';
import type { LoginThrottle } from './login-throttle.js';
import { clearMagicCookie, readMagicCookie } from './magic-cookie.js';
import { loginPage, messagePage, SIGN_IN_MESSAGES } from './pages/sign-in-pages.js';
import { sendPage } from './pages/send-page.js';
import { consumeTicket } from './tickets.js';

export interface InteractionRouteOptions {
  provider: Provider;
  throttle: LoginThrottle;
  /** The issuer's mount path (`/oidc`): cookies and form actions live under it. */
  mountPath: string;
  /** Web-app origins sign-in may return to (form-action must allow the redirects after a POST). */
  origins: string[];
}

const uidParams = z.object({
  uid: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/),
});
const loginBody = z.object({
  email: z.string().max(320).optional().default(''),
  password: z.string().max(1000).optional().default(''),
});

/**
 * The built-in issuer's interaction pages: oidc-provider sends the browser here when it needs the
 * member to sign in (or, for a `prompt=consent` request, to consent, which our own client gets
 * automatically), and these pages hand the result back to it.
 */
export default async function interactionRoutes(app: FastifyInstance, opts: InteractionRouteOptions) {
  const { provider, throttle, mountPath, origins } = opts;
  const supportEmail = app.config.mail.supportEmail;
  const secure = new URL(app.config.publicUrl).protocol === 'https:';
  const action = (uid: string) => `${mountPath}/interaction/${uid}/login`;

  function renderLogin(reply: FastifyReply, status: number, uid: string, o: { email?: string; message?: string } = {}) {
    return sendPage(reply, status, (nonce) => loginPage({ nonce, supportEmail, action: action(uid), ...o }), origins);
  }

  function renderExpired(reply: FastifyReply) {
    return sendPage(reply, 400, (nonce) =>
      messagePage({
        nonce,
        supportEmail,
        title: 'Please sign in again',
        message: SIGN_IN_MESSAGES.interactionExpired,
        link: { href: '/login', label: 'Sign in' },
      }),
    );
  }

  /** The interaction the browser's cookie points at, if it is the one in the URL. */
  async function interactionFor(request: FastifyRequest, reply: FastifyReply): Promise<InteractionDetails | null> {
    const params = uidParams.safeParse(request.params);
    if (!params.success) return null;
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === params.data.uid ? details : null;
    } catch {
      return null;
    }
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    let returnTo: string;
    try {
      returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    } catch {
      // The interaction expired, or finished in another tab, while this page was open.
      return renderExpired(reply);
    }
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  async function grantConsent(details: InteractionDetails): Promise<string> {
    const accountId = details.session?.accountId;
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId: accountId!, clientId: String(details.params.client_id) });
    const { missingOIDCScope, missingResourceScopes } = details.prompt.details as {
      missingOIDCScope?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missingOIDCScope?.length) grant.addOIDCScope(missingOIDCScope.join(' '));
    for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    return grant.save();
  }

  app.get('/interaction/:uid', async (request, reply) => {
    const details = await interactionFor(request, reply);
    if (!details) return renderExpired(reply);
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;

    if (details.prompt.name === 'login') {
      const magicToken = readMagicCookie(request.headers.cookie);
      if (!magicToken) return renderLogin(reply, 200, details.uid, { email: hint });
      reply.header('set-cookie', clearMagicCookie({ path: mountPath, secure }));
      const userId = await consumeTicket(app.db, magicToken, 'magic_link');
      if (!userId) {
        app.metrics.signIns.inc({ method: 'email_link', outcome: 'failed' });
        return renderLogin(reply, 200, details.uid, { email: hint, message: SIGN_IN_MESSAGES.linkUnusable });
      }
      app.metrics.signIns.inc({ method: 'email_link', outcome: 'succeeded' });
      return finish(request, reply, { login: { accountId: String(userId), amr: ['email'] } });
    }
    if (details.prompt.name === 'consent') {
      return finish(request, reply, { consent: { grantId: await grantConsent(details) } });
    }
    return finish(request, reply, { error: 'access_denied', error_description: 'This sign-in step is not supported.' });
  });

  function renderTooMany(reply: FastifyReply, uid: string, email: string, waitMs: number) {
    const seconds = Math.ceil(waitMs / 1000);
    reply.header('retry-after', String(seconds));
    return renderLogin(reply, 429, uid, { email, message: SIGN_IN_MESSAGES.tooManyAttempts(seconds) });
  }

  app.post('/interaction/:uid/login', async (request, reply) => {
    const details = await interactionFor(request, reply);
    if (details?.prompt.name !== 'login') return renderExpired(reply);
    const body = loginBody.safeParse(request.body ?? {});
    const email = body.success ? body.data.email.trim() : '';
    const password = body.success ? body.data.password : '';
    if (!email || !password) {
      return renderLogin(reply, 400, details.uid, { email, message: 'Enter your e-mail address and password.' });
    }
    // Per address, failed attempts only: members behind one address all sign in, guesses from it do not.
    const attempt = await app.clientLimits.passwordAttempt(request);
    if (attempt.refusedForMs > 0) {
      app.metrics.signIns.inc({ method: 'password', outcome: 'throttled' });
      return renderTooMany(reply, details.uid, email, attempt.refusedForMs);
    }
    const waitMs = await throttle.retryAfterMs(email, request.ip);
    if (waitMs > 0) {
      app.metrics.signIns.inc({ method: 'password', outcome: 'throttled' });
      await attempt.giveBack();
      return renderTooMany(reply, details.uid, email, waitMs);
    }
    const check = await authenticateWithPassword(app.db, email, password);
    if (check.kind !== 'signed_in') {
      app.metrics.signIns.inc({ method: 'password', outcome: 'failed' });
      await throttle.recordFailure(email, request.ip);
      // 200: the form is shown again, as for any other visit (the message says what went wrong).
      const message =
        check.kind === 'disabled'
          ? SIGN_IN_MESSAGES.accountDisabled(app.config.mail.supportEmail)
          : SIGN_IN_MESSAGES.wrongCredentials;
      return renderLogin(reply, 200, details.uid, { email, message });
    }
    app.metrics.signIns.inc({ method: 'password', outcome: 'succeeded' });
    await Promise.all([throttle.recordSuccess(email, request.ip), attempt.giveBack()]);
    return finish(request, reply, { login: { accountId: String(check.account.id), amr: ['pwd'] } });
  });
}
