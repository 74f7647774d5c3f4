import { randomBytes } from 'node:crypto';

/**
 * The issuer's own pages (sign-in, magic link, set password, sign-out) and the unsubscribe page are
 * rendered by the server, not the web app, yet look like the product's public pages: the purple
 * background of `.pc-public-bg` and the logo. Not the public header's 'Already have an account?
 * Login': whoever is here is signing in already, was told their account is disabled, or is leaving a
 * mailing list.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Per-response nonce: the page's one style block (and the sign-out page's script) carry it. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * A strict policy for these pages: scripts and styles only with the page's nonce (or, without one,
 * from this server). Forms may post to this server and, because browsers apply form-action to the
 * redirects that follow a submission, to the web-app origins a sign-in returns to.
 */
export function pageCsp(o: { nonce?: string; formOrigins?: string[] } = {}): string {
  const source = o.nonce ? `'nonce-${o.nonce}'` : "'self'";
  return [
    "default-src 'none'",
    `style-src ${source}`,
    `script-src ${source}`,
    "img-src 'self' data:",
    ["form-action 'self'", ...(o.formOrigins ?? [])].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#212529;
  min-height:100vh;display:flex;flex-direction:column;background-color:#2e2450;
  background-image:radial-gradient(circle at 15% 20%,rgba(147,122,214,.55),transparent 45%),
    radial-gradient(circle at 85% 75%,rgba(91,75,138,.8),transparent 50%),linear-gradient(135deg,#2e2450 0%,#5b4b8a 100%)}
a{color:#5b4b8a}
.pc-header{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;padding:16px 24px;color:#fff}
.pc-header a{color:#fff}
.pc-logo{display:flex;align-items:center;gap:8px;font-weight:700;font-size:1.15rem;text-decoration:none}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:32px 16px}
.pc-card{background:#fff;border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.25);padding:32px;width:100%;max-width:420px}
h1{margin:0 0 8px;font-size:1.6rem;font-weight:650;color:#2e2450}
.pc-lead{margin:0 0 20px;color:#495057}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=email],input[type=password]{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #adb5bd;border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid #937ad6;outline-offset:2px}
button{display:block;width:100%;margin-top:24px;padding:12px;font-size:1rem;font-weight:600;color:#fff;background:#5b4b8a;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#4a3c74}
.pc-alt{margin:20px 0 0;text-align:center}
.pc-notice{padding:12px;border-radius:8px;margin:0 0 8px;background:#fff4e6;color:#7a3e00;border:1px solid #ffc078}
.pc-notice-ok{background:#ebfbee;color:#1b5e20;border-color:#8ce99a}
.pc-hint{color:#495057;font-size:.9rem;margin:6px 0 0}
.pc-field-error{color:#c92a2a;font-size:.9rem;margin:6px 0 0}
.pc-footer{display:flex;flex-wrap:wrap;gap:16px;justify-content:center;padding:16px;color:#e5dbff;font-size:.9rem}
.pc-footer a{color:#fff}
@media (max-width:480px){.pc-card{padding:24px 16px}.pc-header{padding:12px 16px}}
`;

const LOGO = `<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#ffffff"/><path d="M9 16h14M16 9v14" stroke="#5b4b8a" stroke-width="4"/></svg>`;

export interface PageOptions {
  title: string;
  nonce: string;
  /** Inner HTML of the card; callers escape what they interpolate. */
  body: string;
  supportEmail: string;
  /** A script body run on load (sign-out only). */
  script?: string;
}

export function renderPage(o: PageOptions): string {
  const support = escapeHtml(o.supportEmail);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(o.title)} · Peer Consults</title>
<style nonce="${o.nonce}">${STYLES}</style>
</head>
<body>
<header class="pc-header">
<a class="pc-logo" href="/" aria-label="Peer Consults home">${LOGO}<span>Peer Consults</span></a>
</header>
<main>
<section class="pc-card" aria-labelledby="pc-title">
${o.body}
</section>
</main>
<footer class="pc-footer">
<a href="/about">About</a><a href="/disclaimer">Disclaimer</a><a href="mailto:${support}">Contact Us</a><span>Member services: ${support}</span>
</footer>
${o.script ? `<script nonce="${o.nonce}">${o.script}</script>` : ''}
</body>
</html>`;
}

export function notice(text: string, kind: 'warning' | 'ok' = 'warning'): string {
  const role = kind === 'warning' ? 'alert' : 'status';
  return `<p class="pc-notice${kind === 'ok' ? ' pc-notice-ok' : ''}" role="${role}">${escapeHtml(text)}</p>`;
}
