import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';
import { activeContent, HOSTILE, ORIGIN } from './test-fixtures';

const clean = (html: string) => sanitizeRichText(html, { origin: ORIGIN });

describe('sanitizeRichText (rich text of the exports)', () => {
  it('keeps the formatting an author writes', () => {
    const html =
      '<p>One <strong>bold</strong> and <em>leaning</em> word.</p><ul><li>a</li><li>b</li></ul><blockquote>q</blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('drops scripts with their content, event handlers, images and frames', () => {
    const out = clean(`<p>Before</p>${HOSTILE}<iframe src="https://evil.example"></iframe><p onclick="x()">After</p>`);
    expect(activeContent(out)).toEqual([]);
    expect(out).not.toContain('alert(1)');
    expect(out).not.toContain('<iframe');
    expect(out).toContain('<p>After</p>');
    // The PHP text survives only as inert, escaped text.
    expect(out).not.toContain('<?');
  });

  it('keeps web links, made absolute and opened apart, and refuses script links however they are spelled', () => {
    expect(clean('<a href="/consensuses/1/published" title="t">ours</a>')).toBe(
      `<a href="${ORIGIN}/consensuses/1/published" rel="noopener noreferrer" target="_blank">ours</a>`,
    );
    for (const href of [
      'javascript:alert(1)',
      'jav&#x61;script:alert(1)',
      'java\tscript:alert(1)',
      ' JAVASCRIPT:x',
      'data:text/html,x',
    ]) {
      const out = clean(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
  });

  it('escapes stray markup characters and closes what was left open, so the host page stays intact', () => {
    expect(clean('<p>a < b & c > d "q"')).toBe('<p>a &lt; b &amp; c &gt; d &quot;q&quot;</p>');
    expect(clean('<ul><li>one<li>two</ul></div>')).toBe('<ul><li>one<li>two</li></li></ul>');
    expect(clean('&amp; &eacute; &#233;')).toBe('&amp; &eacute; &#233;');
  });

  it('turns a heading 1 into a heading 2 (the title is the only h1) and drops comments', () => {
    expect(clean('<h1>Big</h1><!-- note --><h3>Small</h3>')).toBe('<h2>Big</h2><h3>Small</h3>');
  });
});
