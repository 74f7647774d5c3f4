import { MAIL_STREAM_LABELS, MAIL_STREAMS } from '@pc/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, notice, renderPage } from '../identity/pages/layout.js';
import { sendPage } from '../identity/pages/send-page.js';
import { findByToken, recordStreamUnsubscribe, recordUnsubscribe } from './unsubscribe.queries.js';

const params = z.object({ token: z.string().max(200) });
const streamParams = z.object({
  token: z.string().max(200),
  stream: z.enum(MAIL_STREAMS, { error: 'Unknown kind of e-mail.' }),
});

/** The page's sentences for one stream of notification mail (a kind's e-mails, the digest). */
export const streamMessages = (label: string) => ({
  confirm: `Stop receiving Peer Consults e-mails about: ${label}?`,
  done: `You are unsubscribed from e-mails about: ${label}. You still see them in the app, and can choose again in your profile's notification settings.`,
});

export const UNSUBSCRIBE_MESSAGES = {
  confirm: 'Stop receiving Peer Consults e-mails about new questions?',
  done: 'You are unsubscribed. You will not receive Peer Consults e-mails about new questions any more.',
  unknown:
    'This unsubscribe link does not work. Please use the link in your latest e-mail, or contact member services.',
} as const;

/**
 * The unsubscribe link of campaign mail (public: the token is the proof). GET only shows a
 * confirmation with a button, because mail scanners and link previews fetch every link; the button's
 * POST, or a mail provider's one-click POST (RFC 8058), records the opt-out.
 */
export default async function unsubscribeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const supportEmail = app.config.mail.supportEmail;
  // A one-click POST carries `List-Unsubscribe=One-Click` as a form; the link itself is the request.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  }

  const page = (reply: FastifyReply, status: number, title: string, body: string) =>
    sendPage(reply, status, (nonce) => renderPage({ title, nonce, supportEmail, body }));
  const unknownLink = (reply: FastifyReply) =>
    page(reply, 404, 'Unsubscribe', `<h1 id="pc-title">Unsubscribe</h1>\n${notice(UNSUBSCRIBE_MESSAGES.unknown)}`);
  const unsubscribed = (reply: FastifyReply) =>
    page(reply, 200, 'Unsubscribed', `<h1 id="pc-title">Unsubscribed</h1>\n${notice(UNSUBSCRIBE_MESSAGES.done, 'ok')}`);

  r.get(
    '/unsubscribe/:token',
    {
      config: { public: true },
      schema: {
        tags: ['unsubscribe'],
        summary: 'Unsubscribe confirmation page of campaign mail',
        operationId: 'showUnsubscribe',
        params,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const state = await findByToken(app.db, token);
      if (!state) return unknownLink(reply);
      if (state.unsubscribed_at) return unsubscribed(reply);
      return page(
        reply,
        200,
        'Unsubscribe',
        `<h1 id="pc-title">Unsubscribe</h1>
<p class="pc-lead">${escapeHtml(UNSUBSCRIBE_MESSAGES.confirm)} (${escapeHtml(state.email)})</p>
<form method="post" action="${escapeHtml(`/api/v1/unsubscribe/${encodeURIComponent(token)}`)}">
<button type="submit">Unsubscribe</button>
</form>`,
      );
    },
  );

  r.post(
    '/unsubscribe/:token',
    {
      config: { public: true },
      schema: {
        tags: ['unsubscribe'],
        summary: 'Unsubscribe from campaign mail (one-click)',
        operationId: 'unsubscribe',
        params,
      },
    },
    async (request, reply) =>
      (await recordUnsubscribe(app.db, request.params.token)) ? unsubscribed(reply) : unknownLink(reply),
  );

  r.get(
    '/unsubscribe/:token/:stream',
    {
      config: { public: true },
      schema: {
        tags: ['unsubscribe'],
        summary: 'Unsubscribe confirmation page of one kind of notification mail or the weekly digest',
        operationId: 'showStreamUnsubscribe',
        params: streamParams,
      },
    },
    async (request, reply) => {
      const { token, stream } = request.params;
      const state = await findByToken(app.db, token);
      if (!state) return unknownLink(reply);
      const messages = streamMessages(MAIL_STREAM_LABELS[stream]);
      const action = `/api/v1/unsubscribe/${encodeURIComponent(token)}/${stream}`;
      return page(
        reply,
        200,
        'Unsubscribe',
        `<h1 id="pc-title">Unsubscribe</h1>
<p class="pc-lead">${escapeHtml(messages.confirm)} (${escapeHtml(state.email)})</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Unsubscribe</button>
</form>`,
      );
    },
  );

  r.post(
    '/unsubscribe/:token/:stream',
    {
      config: { public: true },
      schema: {
        tags: ['unsubscribe'],
        summary: 'Unsubscribe from one kind of notification mail or the weekly digest (one-click)',
        operationId: 'unsubscribeStream',
        params: streamParams,
      },
    },
    async (request, reply) => {
      const { token, stream } = request.params;
      if (!(await recordStreamUnsubscribe(app.db, token, stream))) return unknownLink(reply);
      const { done } = streamMessages(MAIL_STREAM_LABELS[stream]);
      return page(reply, 200, 'Unsubscribed', `<h1 id="pc-title">Unsubscribed</h1>\n${notice(done, 'ok')}`);
    },
  );
}
