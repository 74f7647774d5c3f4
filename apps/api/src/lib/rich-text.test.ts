import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToPlainText, markdownToHtml, plainText, sanitizeHtml } from './rich-text.js';

/** Whatever a hostile author writes, nothing that can run, load or restyle survives. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<img|<object|<embed|<style|<math|<form|<input/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\s(src|srcdoc|action|formaction|data|style)\s*=/i);
  // Markdown's own text may mention a scheme; an address in an attribute never has a dangerous one.
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:\/\/|mailto:)/);
}

// The member Q&A's hostile answer (comments.test.ts) and the classic XSS payloads.
const PAYLOADS = [
  'BP <140/90 & <script>alert(1)</script>\r\nsecond line\u0007',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '[click](javascript:alert(1))',
  '<a href="javascript:alert(1)">a</a>',
  '<a href=" JaVaScRiPt:alert(1)">a</a>',
  '<a href="java&#x09;script:alert(1)">a</a>',
  '<a href="javascript&colon;alert(1)">a</a>',
  '<a href="&#106;&#97;vascript:alert(1)">a</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>',
  '[d](data:text/html,<script>alert(1)</script>)',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="width: expression(alert(1)); background: url(javascript:alert(1))">styled</p>',
  '<style>body { background: url("javascript:alert(1)") }</style>',
  '<<script>script>alert(1)<</script>/script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<a href="vbscript:msgbox(1)">v</a>',
  '<div onmouseover="alert(1)">hover</div>',
  '![x](https://tracker.example/pixel.png)',
];

describe('markdownToHtml', () => {
  it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
    expectHarmless(markdownToHtml(payload));
  });

  it.each(PAYLOADS)('sanitizeHtml leaves nothing executable of %s', (payload) => {
    expectHarmless(sanitizeHtml(payload));
  });

  it('keeps text formatting, lists, quotes and h2-h4 headings', () => {
    const html = markdownToHtml(
      '# Heading\n\n## Sub\n\n#### Four\n\n###### Six\n\n**bold** _em_ ~~gone~~ `code`\n\n- one\n- two\n\n1. first\n\n> quoted',
    );
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<h2>Sub</h2>');
    expect(html).toContain('<h4>Four</h4>');
    expect(html).toContain('<h4>Six</h4>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<code>code</code>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>\s*<\/blockquote>/);
  });

  it('keeps http, https and mailto links, with rel noopener noreferrer nofollow', () => {
    const html = markdownToHtml('[a](https://a.example/x?y=1) [b](http://b.example) [c](mailto:c@example.org)');
    expect(html).toContain('<a rel="noopener noreferrer nofollow" href="https://a.example/x?y=1">a</a>');
    expect(html).toContain('<a rel="noopener noreferrer nofollow" href="http://b.example">b</a>');
    expect(html).toContain('<a rel="noopener noreferrer nofollow" href="mailto:c@example.org">c</a>');
  });

  it('drops relative, protocol-relative and other schemes, keeping the link text', () => {
    const html = markdownToHtml('[r](/questions) [p](//evil.example) [f](ftp://x.example) [j](javascript:alert(1))');
    expect(html).not.toContain('href');
    for (const text of ['>r<', '>p<', '>f<', '>j<']) expect(html).toContain(text);
  });

  it('keeps a new tab only as _blank, and drops every other attribute', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" onclick="x()" class="c">t</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://x.example" target="_blank">t</a>',
    );
    expect(sanitizeHtml('<a href="https://x.example" target="_top">t</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://x.example">t</a>',
    );
  });

  it('keeps the words of dropped wrappers but not of scripts or styles', () => {
    expect(sanitizeHtml('<div><span>kept</span></div><script>gone()</script><style>p{}</style>')).toBe('kept');
    expect(markdownToHtml('BP <140/90 & fine')).toBe('<p>BP &lt;140/90 &amp; fine</p>');
  });

  it('turns blank markdown into an empty string', () => {
    expect(markdownToHtml('  \n ')).toBe('');
  });
});

describe('plain text helpers', () => {
  it('htmlToPlainText separates blocks and decodes the text', () => {
    expect(
      htmlToPlainText('<p>A &amp; B &lt;3</p><p>next</p><ul><li>one</li><li>two</li></ul><script>x</script>'),
    ).toBe('A & B <3 next one two');
  });

  it('escapeHtml escapes what could open a tag or close an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('plainText keeps markup characters as text and removes control characters', () => {
    expect(plainText(' <b>Dr.</b> O\u0007\r\nKafor ')).toBe('<b>Dr.</b> O\nKafor');
  });
});
