import { describe, expect, it } from 'vitest';
import { isRichTextLink } from './rich-text-rules.js';
import {
  maySearchExport,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  searchCommentsCsvQuerySchema,
  searchCommentsQuerySchema,
  searchLogsQuerySchema,
  searchOffset,
} from './search.js';
import { isSafeReturnPath, SIGN_IN_SCOPES } from './sign-in.js';
import { DEFAULT_SITE_CONFIG, isInternalLink, redirectOrigins } from './site.js';
import { formatFileSize, isUploadImageType, UPLOAD_MAX_BYTES_DEFAULT, UPLOAD_MESSAGES } from './upload-rules.js';
import { PERMISSIONS } from './roles.js';

/** The small zod-free rules the web app loads first, and the search query's rules. */
describe('rich-text links', () => {
  it('keeps http, https and mailto links only, whatever hides in the scheme', () => {
    for (const ok of [
      'https://pubmed.example.org/1',
      'HTTP://x.example',
      'mailto:doc@example.org',
      ' https://x.example',
    ])
      expect(isRichTextLink(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'java\u0000script:alert(1)',
      'jav\tascript:x',
      'data:text/html,x',
      '/local',
      '',
      null,
      undefined,
    ])
      expect(isRichTextLink(bad), String(bad)).toBe(false);
    // Control characters and spaces a browser drops do not smuggle a scheme in.
    expect(isRichTextLink('ht\ttps://x.example')).toBe(true);
    expect(isRichTextLink('xhttps://x.example')).toBe(false);
  });
});

describe('uploads', () => {
  it('takes PNG, JPEG and WebP only', () => {
    expect(['image/png', 'image/jpeg', 'image/webp'].every(isUploadImageType)).toBe(true);
    expect(isUploadImageType('image/gif')).toBe(false);
    expect(isUploadImageType('image/svg+xml')).toBe(false);
  });

  it('says sizes in KB below a megabyte and in MB from one', () => {
    expect(formatFileSize(512)).toBe('0.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(UPLOAD_MESSAGES.tooLarge()).toBe(`Images must be at most ${formatFileSize(UPLOAD_MAX_BYTES_DEFAULT)}.`);
    expect(UPLOAD_MESSAGES.tooLarge()).toBe('Images must be at most 5 MB.');
    expect(UPLOAD_MESSAGES.tooLarge(200 * 1024)).toBe('Images must be at most 200 KB.');
  });
});

describe('sign-in', () => {
  it('asks for every permission as a scope (spec §6)', () => {
    expect(SIGN_IN_SCOPES).toEqual(['openid', 'profile', 'email', 'offline_access', ...PERMISSIONS]);
  });

  it('returns only to a path inside the product', () => {
    for (const ok of ['/', '/questions/12?orderby=rating', '/moderator/users', `/${'a'.repeat(1999)}`])
      expect(isSafeReturnPath(ok), ok).toBe(true);
    for (const bad of [
      '',
      'questions',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/a\\b',
      '/a b',
      `/${'a'.repeat(2000)}`,
    ])
      expect(isSafeReturnPath(bad), bad).toBe(false);
  });
});

describe('site links', () => {
  it('tells links inside the product from others', () => {
    expect(isInternalLink('/support')).toBe(true);
    expect(isInternalLink('//evil.example')).toBe(false);
    expect(isInternalLink('https://x.example')).toBe(false);
  });

  it('allows redirects to the origins of the external links and the configured origins only', () => {
    expect(redirectOrigins(DEFAULT_SITE_CONFIG)).toEqual(['https://consults.peerconsults.org']);
    const config = {
      ...DEFAULT_SITE_CONFIG,
      links: { ...DEFAULT_SITE_CONFIG.links, about: ' https://about.example.org/us ' },
      redirectAllowedOrigins: ['https://partner.example.com/x', 'not a url', 'data:text/plain,x', '/inside'],
    };
    expect(redirectOrigins(config).sort()).toEqual(
      ['https://about.example.org', 'https://consults.peerconsults.org', 'https://partner.example.com'].sort(),
    );
  });
});

describe('search queries', () => {
  it('exports for Administrators and Moderators only', () => {
    expect(maySearchExport('administrator')).toBe(true);
    expect(maySearchExport('moderator')).toBe(true);
    expect(maySearchExport('iq_moderator')).toBe(false);
    expect(maySearchExport('hcp')).toBe(false);
  });

  it('needs a word of at most 200 characters, trimmed', () => {
    const message = (q: object) => searchCommentsQuerySchema.safeParse(q).error?.issues[0]?.message;
    expect(message({ word: '  ' })).toBe(SEARCH_MESSAGES.wordRequired);
    expect(message({ word: 'a'.repeat(SEARCH_LIMITS.wordMax + 1) })).toBe(SEARCH_MESSAGES.wordTooLong(200));
    expect(searchCommentsQuerySchema.parse({ word: ` ${'a'.repeat(200)} ` }).word).toHaveLength(200);
  });

  it('takes blank parameters as absent, with their defaults', () => {
    expect(
      searchCommentsQuerySchema.parse({ word: 'x', order: ' ', offset: '', limit: ' ', from: '', to: '' }),
    ).toEqual({
      word: 'x',
      order: 'newest',
      offset: 0,
      limit: 20,
    });
    expect(searchLogsQuerySchema.parse({ offset: '', limit: '' })).toEqual({ offset: 0, limit: 20 });
    expect(searchLogsQuerySchema.parse({ offset: '40', limit: '100' })).toEqual({ offset: 40, limit: 100 });
    expect(searchLogsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(searchLogsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(searchLogsQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('refuses a From date after the To date, and takes the same day', () => {
    const from = (q: object) => searchCommentsCsvQuerySchema.safeParse({ word: 'x', ...q }).error?.issues[0];
    expect(from({ from: '2026-03-02', to: '2026-03-01' })).toMatchObject({
      path: ['from'],
      message: SEARCH_MESSAGES.fromAfterTo,
    });
    expect(from({ from: '2026-03-01', to: '2026-03-01' })).toBeUndefined();
    expect(from({ from: '2026-03-02' })).toBeUndefined();
    expect(from({ to: '2026-03-01' })).toBeUndefined();
    expect(searchCommentsQuerySchema.safeParse({ word: 'x', from: '2026-03-02', to: '2026-03-01' }).success).toBe(
      false,
    );
  });

  it('pages by 20: offset 0 for page 1 (and below), 20 × (page − 1) after', () => {
    expect(searchOffset(0)).toBe(0);
    expect(searchOffset(1)).toBe(0);
    expect(searchOffset(2)).toBe(20);
    expect(searchOffset(3)).toBe(40);
  });
});
