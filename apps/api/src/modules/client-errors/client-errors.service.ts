import {
  CLIENT_ERROR_KIND_NAMES,
  type clientErrorReportSchema,
  clientErrorLevel,
  isIgnoredClientError,
  scrubClientText,
} from '@pc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type SentryTarget, sendToSentry } from './sentry.js';

type ClientErrorReport = z.output<typeof clientErrorReportSchema>;

/** A report with every text scrubbed again: an old or altered page may still send a token or an address. */
export function scrubReport(report: ClientErrorReport) {
  const text = (value: string | undefined) => (value === undefined ? undefined : scrubClientText(value));
  return {
    kind: report.kind,
    name: text(report.name),
    message: text(report.message) ?? '',
    status: report.status,
    code: text(report.code),
    path: text(report.path),
    release: text(report.release),
    requestId: text(report.requestId),
  };
}

export interface ClientErrorSink {
  log: FastifyBaseLogger;
  sentry: SentryTarget | null;
  environment: string;
}

/**
 * Logs one client error as one structured line ('client error': warn for 4xx-caused reports, error
 * otherwise) and, with SENTRY_DSN, forwards it without waiting. Returns false for the report the spec
 * ignores. `pending` lets tests wait for the forward.
 */
export function recordClientError(
  sink: ClientErrorSink,
  report: ClientErrorReport,
): { recorded: boolean; report?: ReturnType<typeof scrubReport>; pending?: Promise<void> } {
  if (isIgnoredClientError(report.message)) return { recorded: false };
  const clean = scrubReport(report);
  const level = clientErrorLevel(clean.status);
  const clientError = { ...clean, kindName: CLIENT_ERROR_KIND_NAMES[clean.kind], level };
  if (level === 'warning') sink.log.warn({ clientError }, 'client error');
  else sink.log.error({ clientError }, 'client error');
  if (!sink.sentry) return { recorded: true, report: clean };
  const tags: Record<string, string> = { kind: clean.kind };
  if (clean.name) tags.action = clean.name;
  if (clean.status !== undefined) tags.status = String(clean.status);
  if (clean.code) tags.code = clean.code;
  if (clean.requestId) tags.request_id = clean.requestId;
  const pending = sendToSentry(
    sink.sentry,
    {
      level,
      message: `${CLIENT_ERROR_KIND_NAMES[clean.kind]}: ${clean.message}`,
      tags,
      release: clean.release,
      environment: sink.environment,
      path: clean.path,
    },
    (reason) => sink.log.warn({ reason }, 'client error not forwarded to the error service'),
  );
  return { recorded: true, report: clean, pending };
}
