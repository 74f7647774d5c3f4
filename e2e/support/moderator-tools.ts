import { readFile } from 'node:fs/promises';
import type { AuthConfig } from '@pc/contracts';
import Papa from 'papaparse';
import { codeFlowClientFor } from '../../apps/api/src/cli/oidc-login';
import { DEMO_PASSWORD } from './sign-in';

/**
 * An access token for an account (a demo one by default), signed in through the built-in issuer as
 * `npm run token` does (code flow over HTTP): for setting up data as a member without opening a
 * browser for them.
 */
export async function tokenFor(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/api/v1/auth/config`)).json()) as AuthConfig;
  const tokens = await codeFlowClientFor(config, new URL(baseUrl)).signIn({ email, password });
  return tokens.access_token;
}

/** A call of the API with a bearer token; a refusal throws with the server's answer. */
export async function apiWith<T>(baseUrl: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A downloaded CSV file: its raw text (byte-order mark removed) and its rows, read by papaparse. */
export async function readCsv(file: string): Promise<{ raw: string; rows: string[][] }> {
  const raw = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(raw, { skipEmptyLines: true });
  if (parsed.errors.length) throw new Error(`${file} is not valid CSV: ${JSON.stringify(parsed.errors)}`);
  return { raw, rows: parsed.data };
}

/** A day as YYYY-MM-DD in UTC, `offset` days from today (the search's days are UTC days). */
export const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
