import { escapeHtml, notice, renderPage } from './layout.js';

interface Common {
  nonce: string;
  supportEmail: string;
}

export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  accountDisabled: (supportEmail: string) =>
    `This account is disabled. Please contact member services at ${supportEmail} to have it enabled again.`,
  tooManyAttempts: (seconds: number) =>
    `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  linkUnusable: 'This sign-in link has expired or was already used. You can ask for a new one.',
  interactionExpired: 'Your sign-in took too long or was already completed. Please start again.',
  passwordSetLinkUnusable: 'This link to set your password has expired or was already used.',
} as const;

/** The issuer's sign-in form (the built-in issuer's equivalent of a hosted login page). */
export function loginPage(o: Common & { action: string; email?: string; message?: string }): string {
  const body = `
<h1 id="pc-title">Sign in</h1>
<p class="pc-lead">Sign in to Peer Consults to answer this week's questions.</p>
${o.message ? notice(o.message) : ''}
<form method="post" action="${escapeHtml(o.action)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(o.email ?? '')}"${o.email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${o.email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="pc-alt"><a href="/login_magic">Email me a sign-in link</a></p>`;
  return renderPage({ title: 'Sign in', nonce: o.nonce, supportEmail: o.supportEmail, body });
}

/** A dead end with one way forward (an expired link, a finished sign-in). */
export function messagePage(
  o: Common & { title: string; message: string; link: { href: string; label: string }; ok?: boolean },
): string {
  const body = `
<h1 id="pc-title">${escapeHtml(o.title)}</h1>
${notice(o.message, o.ok ? 'ok' : 'warning')}
<p class="pc-alt"><a href="${escapeHtml(o.link.href)}">${escapeHtml(o.link.label)}</a></p>`;
  return renderPage({ title: o.title, nonce: o.nonce, supportEmail: o.supportEmail, body });
}

/** The page a set-password ticket (spec §7 `setPasswordURL`) opens. */
export function setPasswordPage(
  o: Common & { action: string; email: string; errors?: { password?: string; confirmation?: string } },
): string {
  const err = (id: string, text?: string) =>
    text ? `<p class="pc-field-error" id="${id}">${escapeHtml(text)}</p>` : '';
  const described = (id: string, text?: string) => (text ? ` aria-invalid="true" aria-describedby="${id}"` : '');
  const e = o.errors ?? {};
  const body = `
<h1 id="pc-title">Set your password</h1>
<p class="pc-lead">Choose the password for ${escapeHtml(o.email)}.</p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<input type="hidden" name="username" value="${escapeHtml(o.email)}" autocomplete="username">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required${described('password-error', e.password)}>
<p class="pc-hint">At least 10 characters.</p>
${err('password-error', e.password)}
<label for="confirmation">Repeat the new password</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required${described('confirmation-error', e.confirmation)}>
${err('confirmation-error', e.confirmation)}
<button type="submit">Set password</button>
</form>`;
  return renderPage({ title: 'Set your password', nonce: o.nonce, supportEmail: o.supportEmail, body });
}

/**
 * The issuer's sign-out confirmation. The web app asked for it (end_session with id_token_hint), so
 * it submits itself at once; the button is there if scripts are off.
 */
export function logoutPage(o: Common & { form: string }): string {
  const form = o.form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const body = `
<h1 id="pc-title">Signing you out…</h1>
${form}
<button type="submit" form="op.logoutForm">Log out</button>`;
  return renderPage({
    title: 'Log out',
    nonce: o.nonce,
    supportEmail: o.supportEmail,
    body,
    script: `document.getElementById('op.logoutForm').submit();`,
  });
}
