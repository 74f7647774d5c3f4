import type { AuthConfig } from '@pc/contracts';
import { DEMO_PASSWORD } from '../db/seed/demo-users.js';
import { codeFlowClientFor } from './oidc-login.js';

/**
 * `npm run token -- <email> [--password P]`: signs in to the server running on PORT (default 3000)
 * through its built-in issuer, exactly as the web app does (authorization code + PKCE over HTTP), and
 * prints only the access token, for scripts, benchmarks and manual API calls:
 *
 *   curl -H "Authorization: Bearer $(npm run --silent token -- hcp@example.org)" localhost:3000/api/v1/current_user
 *
 * It talks to the server over HTTP only (never opens its database) and refuses when an external
 * issuer is configured: tokens then come from that provider.
 */

const USAGE = 'Usage: npm run token -- <email> [--password <password>]   (the demo password by default)';

function parseArgs(argv: string[]): { email: string; password: string } | string {
  let email: string | undefined;
  let password = DEMO_PASSWORD;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return USAGE;
    if (arg === '--password' || arg === '-p') {
      const value = argv[++i];
      if (value === undefined) return `--password needs a value.\n${USAGE}`;
      password = value;
    } else if (arg.startsWith('--password=')) {
      password = arg.slice('--password='.length);
    } else if (arg.startsWith('-')) {
      return `Unknown option ${arg}.\n${USAGE}`;
    } else if (email === undefined) {
      email = arg;
    } else {
      return `Only one e-mail address, please.\n${USAGE}`;
    }
  }
  return email ? { email, password } : USAGE;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  if (process.env.OIDC_ISSUER) {
    console.error(
      `An external identity provider is configured (OIDC_ISSUER=${process.env.OIDC_ISSUER}): get tokens from it; npm run token only signs in through the built-in issuer.`,
    );
    return 1;
  }
  const port = process.env.PORT || '3000';
  const base = new URL(`http://localhost:${port}`);

  let config: AuthConfig;
  try {
    const res = await fetch(new URL('/api/v1/auth/config', base));
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    config = (await res.json()) as AuthConfig;
  } catch (err) {
    console.error(
      `No Peer Consults server answered on port ${port} (${(err as Error).message}). Start it with npm start, or set PORT.`,
    );
    return 1;
  }
  if (config.external) {
    console.error(
      `The server on port ${port} signs in through an external identity provider (${config.issuer}): get tokens from it; npm run token only signs in through the built-in issuer.`,
    );
    return 1;
  }

  const client = codeFlowClientFor(config, base);
  try {
    const tokens = await client.signIn({ email: args.email, password: args.password });
    process.stdout.write(`${tokens.access_token}\n`);
    return 0;
  } catch (err) {
    console.error(`Sign-in as ${args.email} failed: ${(err as Error).message}`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
