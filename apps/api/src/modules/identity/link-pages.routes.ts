import { isSafeReturnPath, SIGN_OUT_CALLBACK_PATH } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import { findActiveAccountById } from './accounts.js';
import { magicCookie } from './magic-cookie.js';
import { messagePage, setPasswordPage, SIGN_IN_MESSAGES } from './pages/sign-in-pages.js';
import { sendPage } from './pages/send-page.js';
import { hashPassword } from './passwords.js';
import { passwordProblems, SET_PASSWORD_MESSAGES } from './set-password.js';
import { consumeTicket, peekTicket } from './tickets.js';

const magicQuery = z.object({ returnTo: z.string().max(2048).optional() });
const passwordBody = z.object({
  password: z.string().max(1000).optional().default(''),
  confirmation: z.string().max(1000).optional().default(''),
});

/** The link's token as written; `peekTicket` and `consumeTicket` refuse anything not shaped like one. */
const tokenOf = (request: FastifyRequest) => String((request.params as { token?: string }).token ?? '');

/**
 * The pages one-time links open: a magic sign-in link (`/oidc/magic/<token>`) and a set-password
 * link (`/oidc/set-password/<token>`). Both show a clear page when the link is used up or expired.
 */
export default async function linkPageRoutes(app: FastifyInstance, opts: { mountPath: string }) {
  const { mountPath } = opts;
  const supportEmail = app.config.mail.supportEmail;
  const secure = new URL(app.config.publicUrl).protocol === 'https:';

  const linkGone = (reply: FastifyReply, message: string, link: { href: string; label: string }) =>
    sendPage(reply, 410, (nonce) =>
      messagePage({ nonce, supportEmail, title: 'This link no longer works', message, link }),
    );

  /**
   * Following a magic link: the web app's `/login` starts its usual code flow, and the issuer (seeing
   * the cookie set here) signs in the link's account without showing the form. The ticket is only
   * used up then, so a mail scanner that fetches the link does not burn it.
   */
  app.get('/magic/:token', async (request, reply) => {
    const token = tokenOf(request);
    const ticket = await peekTicket(app.db, token, 'magic_link');
    if (!ticket)
      return linkGone(reply, SIGN_IN_MESSAGES.linkUnusable, {
        href: '/login_magic',
        label: 'Email me a new sign-in link',
      });
    const query = magicQuery.safeParse(request.query);
    const returnTo =
      query.success && query.data.returnTo && isSafeReturnPath(query.data.returnTo) ? query.data.returnTo : undefined;
    const maxAgeSeconds = (ticket.expiresAt.getTime() - Date.now()) / 1000;
    return reply
      .header('set-cookie', magicCookie({ token, path: mountPath, maxAgeSeconds, secure }))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(
        returnTo ? `${SIGN_OUT_CALLBACK_PATH}?returnTo=${encodeURIComponent(returnTo)}` : SIGN_OUT_CALLBACK_PATH,
        303,
      );
  });

  const setPasswordAction = (token: string) => `${mountPath}/set-password/${token}`;
  const setPasswordGone = (reply: FastifyReply) =>
    linkGone(reply, SIGN_IN_MESSAGES.passwordSetLinkUnusable, {
      href: `mailto:${supportEmail}`,
      label: 'Contact member services',
    });

  async function accountForTicket(token: string) {
    const ticket = await peekTicket(app.db, token, 'set_password');
    return ticket ? findActiveAccountById(app.db, ticket.userId) : null;
  }

  app.get('/set-password/:token', async (request, reply) => {
    const token = tokenOf(request);
    const account = await accountForTicket(token);
    if (!account) return setPasswordGone(reply);
    return sendPage(reply, 200, (nonce) =>
      setPasswordPage({ nonce, supportEmail, action: setPasswordAction(token), email: account.email }),
    );
  });

  app.post('/set-password/:token', async (request, reply) => {
    const token = tokenOf(request);
    const account = await accountForTicket(token);
    if (!account) return setPasswordGone(reply);
    const body = passwordBody.safeParse(request.body ?? {});
    const password = body.success ? body.data.password : '';
    const errors = passwordProblems(password, body.success ? body.data.confirmation : '');
    if (errors.password || errors.confirmation) {
      return sendPage(reply, 400, (nonce) =>
        setPasswordPage({ nonce, supportEmail, action: setPasswordAction(token), email: account.email, errors }),
      );
    }
    const passwordHash = await hashPassword(password);
    const userId = await consumeTicket(app.db, token, 'set_password');
    if (userId !== account.id) return setPasswordGone(reply);
    await app.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    return sendPage(reply, 200, (nonce) =>
      messagePage({
        nonce,
        supportEmail,
        title: 'Password set',
        message: SET_PASSWORD_MESSAGES.done,
        link: { href: '/login', label: 'Sign in' },
        ok: true,
      }),
    );
  });
}
