import { describe, expect, it } from 'vitest';
import { clientErrorLevel, clientErrorPath, isIgnoredClientError, scrubClientText } from './client-error-rules.js';
import { clientErrorReportSchema } from './client-errors.js';

const jwt =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiIxMiIsImF1ZCI6Imh0dHA6Ly9sb2NhbGhvc3QifQ.c2lnbmF0dXJlLXBhcnQ';

describe('scrubClientText', () => {
  it('drops bearer tokens, JWT-shaped strings, token and code parameters and e-mail addresses', () => {
    expect(scrubClientText(`Authorization: Bearer abc.DEF-123_~+/==`)).toBe('Authorization: Bearer [token]');
    expect(scrubClientText(`token ${jwt} expired`)).toBe('token [token] expired');
    expect(scrubClientText('/login?code=abc123&state=xyz&x=1#id_token=zzz')).toBe(
      '/login?code=[redacted]&state=[redacted]&x=1#id_token=[redacted]',
    );
    expect(scrubClientText('access_token=a.b.c; refresh_token=r')).toBe(
      'access_token=[redacted]; refresh_token=[redacted]',
    );
    expect(scrubClientText('No account for rita.lee+x@clinic.example.org (HTTP 404)')).toBe(
      'No account for [e-mail] (HTTP 404)',
    );
    // Words that merely end like a parameter name stay.
    expect(scrubClientText('errorcode=5 zipcode=12345')).toBe('errorcode=5 zipcode=12345');
  });

  it('keeps the page path only, scrubbed', () => {
    expect(clientErrorPath('/questions/7?code=secret#frag')).toBe('/questions/7');
    expect(clientErrorPath(`/users/rita@example.org/${jwt}`)).toBe('/users/[e-mail]/[token]');
  });

  it('reports 4xx as warnings, the rest as errors, and ignores the spec’s message', () => {
    expect([400, 404, 499, 500, 0, undefined].map(clientErrorLevel)).toEqual([
      'warning',
      'warning',
      'warning',
      'error',
      'error',
      'error',
    ]);
    expect(isIgnoredClientError('Error: Object Not Found Matching Id:3, MethodName:update')).toBe(true);
    expect(isIgnoredClientError('Object not found')).toBe(false);
  });

  it('the schema cuts the query string from the path and caps every field', () => {
    const parsed = clientErrorReportSchema.parse({ kind: 'failed_action', message: 'x', path: '/a?b=c' });
    expect(parsed.path).toBe('/a');
    expect(clientErrorReportSchema.safeParse({ kind: 'failed_action', message: 'x'.repeat(1001) }).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({ kind: 'other', message: 'x' }).success).toBe(false);
  });
});
