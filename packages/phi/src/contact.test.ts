import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';

/** Every finding as `kind:text`: the whole list, so a stretched span or an extra finding fails too. */
const found = (text: string) => detectPhi(text).map((f) => `${f.kind}:${f.text}`);

describe('e-mail addresses', () => {
  it('takes an address at the very start of the text', () => {
    expect(found('jo@example.com is her address')).toEqual(['email:jo@example.com']);
  });

  it('needs a local part and a domain', () => {
    expect(found('reply to @example.com')).toEqual([]);
    expect(found('ask jo@home later')).toEqual([]);
  });
});

describe('IP addresses', () => {
  it('takes IPv6 with a hex letter or "::", not clock times or ratios', () => {
    expect(found('Login from fe80::1 flagged.')).toEqual(['ip:fe80::1']);
    expect(found('Login from 2001:db8:0:0:0:0:2:1 flagged.')).toEqual(['ip:2001:db8:0:0:0:0:2:1']);
    expect(found('At 14:20:33 the pump alarmed.')).toEqual([]);
    expect(found('CD4:CD8 ratio 2.1')).toEqual([]);
  });
});
