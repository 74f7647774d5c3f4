import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILED, signInErrorText } from './sign-in-errors';

describe('/redirecting error texts', () => {
  it('never shows an error_description from the URL, only a fixed text per error code', () => {
    const lure = 'Your account is locked. Call +1 555 0100 to unlock it.';
    const search = `?error=access_denied&error_description=${encodeURIComponent(lure)}`;
    expect(signInErrorText(search)).toBe('The sign-in was cancelled or refused. Please try again.');
    expect(signInErrorText(`?error_description=${encodeURIComponent(lure)}`, new Error(lure))).toBe(SIGN_IN_FAILED);
    expect(signInErrorText(`?error=${encodeURIComponent(lure)}`)).toBe(SIGN_IN_FAILED);
  });

  it('reads the code of the sign-in library’s error, not its message', () => {
    const err = Object.assign(new Error('attacker text'), { error: 'login_required' });
    expect(signInErrorText('', err)).toBe('Please sign in again.');
    expect(signInErrorText('?error=toString')).toBe(SIGN_IN_FAILED);
  });
});
