import { describe, expect, it } from 'vitest';
import { resolveRedirectTarget, safeInternalPath } from './redirect-targets';

const origin = 'https://app.peerconsults.org';
const allowed = ['https://consults.peerconsults.org'];

describe('post-sign-in and redirect targets never leave for an unknown site', () => {
  it('keeps paths of this app with their query and hash', () => {
    expect(safeInternalPath('/questions/12?orderby=rating#a', origin)).toBe('/questions/12?orderby=rating#a');
    expect(safeInternalPath(`${origin}/my/profile`, origin)).toBe('/my/profile');
  });

  it('refuses other origins, protocol-relative and backslash tricks, and script URLs', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://app.peerconsults.org/questions',
      '',
      null,
      undefined,
    ]) {
      expect(safeInternalPath(bad, origin), String(bad)).toBeNull();
    }
  });

  it('follows internal paths, allow-listed https pages, and refuses the rest', () => {
    expect(resolveRedirectTarget('/questions_other', origin, allowed)).toEqual({
      kind: 'internal',
      path: '/questions_other',
    });
    expect(resolveRedirectTarget('https://consults.peerconsults.org/case/1', origin, allowed)).toEqual({
      kind: 'external',
      url: 'https://consults.peerconsults.org/case/1',
    });
    expect(resolveRedirectTarget('http://consults.peerconsults.org/case/1', origin, allowed)).toEqual({
      kind: 'refused',
    });
    expect(resolveRedirectTarget('https://consults.peerconsults.org.evil.example/', origin, allowed)).toEqual({
      kind: 'refused',
    });
    expect(resolveRedirectTarget('https://evil.example/', origin, allowed)).toEqual({ kind: 'refused' });
    expect(resolveRedirectTarget(null, origin, allowed)).toEqual({ kind: 'refused' });
  });
});
