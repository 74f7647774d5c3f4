import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';

/**
 * Logs carry no personal data and no request bodies. A failed query's error holds its parameters
 * (Drizzle's `DrizzleQueryError` has `.params`, and its message and stack repeat them), and the
 * database's own message or detail may quote a value (`invalid input syntax for type integer: "…"`,
 * `Key (email)=(…) already exists`). These serializers, installed on the app's logger, replace what
 * pino would write for `err` and `req` with what is safe to keep.
 */
export interface SafeErrorLog {
  type: string;
  /** SQLSTATE for database errors, else the error's own code (e.g. `FST_…`, `ECONNRESET`). */
  code?: string;
  /** The statement's text with its `$n` placeholders, never the values bound to them. */
  sql?: string;
  /** Only for errors that are not the database's, with e-mail addresses masked. */
  message?: string;
  /** The frames only: the first line of a stack repeats the message. */
  stack?: string;
  cause?: SafeErrorLog;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;
const MAX_SQL = 2000;
const MAX_MESSAGE = 300;

function isDatabaseError(err: Error & { code?: unknown; severity?: unknown }): boolean {
  return (
    err instanceof DrizzleQueryError || (typeof err.code === 'string' && SQLSTATE.test(err.code) && !!err.severity)
  );
}

const frames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n') || undefined;

/** Summaries already made, so the logger's serializer passes on one the error handler made. */
const summaries = new WeakSet<object>();

/** What may be logged of an error: its type, code, statement text and frames (and its cause's). */
export function safeError(err: unknown, depth = 0): SafeErrorLog {
  if (typeof err === 'object' && err !== null && summaries.has(err)) return err as SafeErrorLog;
  if (!(err instanceof Error)) return { type: err === null ? 'null' : typeof err };
  const { code } = err as { code?: unknown };
  const database = isDatabaseError(err);
  const summary: SafeErrorLog = { type: err.constructor?.name || err.name };
  if (typeof code === 'string' || typeof code === 'number') summary.code = String(code);
  if (err instanceof DrizzleQueryError) summary.sql = err.query.slice(0, MAX_SQL);
  else if (!database) summary.message = err.message.replace(EMAIL, '[e-mail]').slice(0, MAX_MESSAGE);
  summary.stack = frames(err.stack);
  if (err.cause !== undefined && depth < 3) {
    summary.cause = safeError(err.cause, depth + 1);
    summary.code ??= summary.cause.code;
  }
  summaries.add(summary);
  return summary;
}

/** The request as logged: its route's pattern (or its path), never the query string or a token in it. */
export function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? String(request.url ?? '').split('?')[0],
    remoteAddress: request.ip,
  };
}

export const logSerializers = { err: safeError, req: safeRequest };

/** The app's logger options with the safe serializers, whatever the caller asked for. */
export function withLogSafety(logger: boolean | object, level: string): false | object {
  if (logger === false) return false;
  const options = logger === true ? { level } : (logger as { serializers?: object });
  return { ...options, serializers: { ...(options as { serializers?: object }).serializers, ...logSerializers } };
}
