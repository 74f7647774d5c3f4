import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

/** The identity settings of config.ts: defaults, and a bad value stops start-up naming the variable. */
describe('identity configuration', () => {
  it('defaults to the built-in issuer under PUBLIC_URL with 10-minute access tokens', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://peer.example.org/' });
    expect(config.oidc).toEqual({
      external: false,
      issuer: 'https://peer.example.org/oidc',
      audience: 'https://peer.example.org/api',
      clientId: 'peer-consults-web',
      accessTokenTtlSeconds: 600,
      maxTokenAgeSeconds: 600,
      allowedOrigins: [],
    });
  });

  it('reads the maximum token age (an external issuer defaults to an hour) and the key-encryption key', () => {
    expect(loadConfig({ OIDC_ACCESS_TOKEN_TTL: '300' }).oidc.maxTokenAgeSeconds).toBe(300);
    expect(loadConfig({ OIDC_MAX_TOKEN_AGE: '900' }).oidc.maxTokenAgeSeconds).toBe(900);
    const external = { OIDC_ISSUER: 'https://tenant.example.org/', OIDC_AUDIENCE: 'api', OIDC_CLIENT_ID: 'web' };
    expect(loadConfig(external).oidc.maxTokenAgeSeconds).toBe(3600);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ KEY_ENCRYPTION_KEY: key }).oidc.keyEncryptionKey).toBe(key);
    expect(() => loadConfig({ KEY_ENCRYPTION_KEY: 'too-short' })).toThrow(/KEY_ENCRYPTION_KEY/);
    expect(() => loadConfig({ OIDC_MAX_TOKEN_AGE: '0' })).toThrow(/OIDC_MAX_TOKEN_AGE/);
  });

  it('reads the access-token lifetime and the other web-app origins allowed to use the issuer', () => {
    const config = loadConfig({
      OIDC_ACCESS_TOKEN_TTL: '5',
      OIDC_ALLOWED_ORIGINS: 'https://a.example.org, http://localhost:4000',
    });
    expect(config.oidc.accessTokenTtlSeconds).toBe(5);
    expect(config.oidc.allowedOrigins).toEqual(['https://a.example.org', 'http://localhost:4000']);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ OIDC_ACCESS_TOKEN_TTL: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_ACCESS_TOKEN_TTL: 'soon' })).toThrow(
      /OIDC_ACCESS_TOKEN_TTL="soon" — expected a whole number of seconds/,
    );
    expect(() => loadConfig({ OIDC_ALLOWED_ORIGINS: 'https://a.example.org/path' })).toThrow(/OIDC_ALLOWED_ORIGINS/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://tenant.example.org/' })).toThrow(
      /OIDC_AUDIENCE and OIDC_CLIENT_ID/,
    );
  });
});
