import { randomUUID } from 'node:crypto';

/**
 * Where a Sentry-compatible service (Sentry, GlitchTip, …) takes events, from its DSN
 * `https://<public key>@<host>[/<path>]/<project id>`: the envelope endpoint and the key for its
 * `X-Sentry-Auth` header. Null when the DSN is not one.
 */
export interface SentryTarget {
  dsn: string;
  envelopeUrl: string;
  publicKey: string;
}

export function parseSentryDsn(dsn: string): SentryTarget | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!/^https?:$/.test(url.protocol) || !url.username || !projectId || !/^\d+$/.test(projectId)) return null;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return {
    dsn,
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    publicKey: decodeURIComponent(url.username),
  };
}

export interface SentryEvent {
  level: 'warning' | 'error';
  message: string;
  /** Short, indexed values: kind, action, status, code. */
  tags: Record<string, string>;
  release?: string;
  environment: string;
  /** The page's path (never a query string). */
  path?: string;
}

/** One event as an envelope (header, item header, event), the format every current Sentry accepts. */
export function sentryEnvelope(target: SentryTarget, event: SentryEvent, now = new Date()): string {
  const eventId = randomUUID().replace(/-/g, '');
  const payload = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    logger: 'client-errors',
    level: event.level,
    message: { formatted: event.message },
    tags: event.tags,
    release: event.release,
    environment: event.environment,
    request: event.path ? { url: event.path } : undefined,
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: target.dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(payload),
    '',
  ].join('\n');
}

/** How long the server waits for the error service before giving up on one event. */
export const SENTRY_TIMEOUT_MS = 3000;

/** Sends one event; resolves whatever happens (the caller never waits on it or fails because of it). */
export async function sendToSentry(
  target: SentryTarget,
  event: SentryEvent,
  onFailure: (reason: string) => void,
): Promise<void> {
  try {
    const res = await fetch(target.envelopeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=peer-consults/1.0`,
      },
      body: sentryEnvelope(target, event),
      signal: AbortSignal.timeout(SENTRY_TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => {});
    if (!res.ok) onFailure(`status ${res.status}`);
  } catch (err) {
    onFailure((err as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable');
  }
}
