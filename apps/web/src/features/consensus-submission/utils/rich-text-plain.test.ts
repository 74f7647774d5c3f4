import { describe, expect, it } from 'vitest';
import { cleanText, markdownPlainText, markdownRange } from './rich-text-plain';

/*
 * Expected texts are what the API checks for the same markdown (apps/api/src/lib/rich-text.ts
 * `htmlToPlainText(markdownToHtml(…))`), taken from it: the wizard must find a finding's text where
 * the server found it.
 */
describe("a markdown field's plain text, as the server checks it", () => {
  it.each([
    ['Call **Ann** Lee at 555-0142.', 'Call Ann Lee at 555-0142.'],
    [
      '# Heading\n\nPara one\nline two\n\n- item *a*\n- item b\n\n> quoted 555-0142',
      'Heading Para one line two item a item b quoted 555-0142',
    ],
    [
      'A [link to the case](https://example.com/patients/555-0142) and <https://x.org>',
      'A link to the case and https://x.org',
    ],
    ['Tom &amp; Jerry &lt;b&gt; &copy; &nbsp;x &#65;&#x42; &mdash; &rsquo;', 'Tom & Jerry <b> © x AB — ’'],
    ['a < b > c & d "q" \'s\'', 'a < b > c & d "q" \'s\''],
    ['<div>one</div><div>two</div>', 'onetwo'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', 'a b 1 2'],
    ['x<script>alert(1)</script>y <!-- c --> z', 'xy z'],
    ['```\ncode 555-0142\n```\nafter', 'code 555-0142 after'],
    ['img ![alt text](http://x/y.png) done', 'img done'],
    ['hard  \nbreak', 'hard break'],
    ['***bold italic*** ~~strike~~ `code`', 'bold italic strike code'],
    ['1. one\n2. two\n\n***\n\nend', 'one two end'],
    ['- a\n  - nested 555-0142\n- b', 'a nested 555-0142 b'],
    ['x<br>y<br/>z <a href="https://q.org">Ann Lee</a>', 'x y z Ann Lee'],
    ['<p>unclosed <script>never closed', 'unclosed'],
    ['<b>Ann</b>Lee and <em>x</em>', 'AnnLee and x'],
    ['<DIV>Up</DIV>CASE<P>para</P>', 'UpCASE para'],
    ['<textarea>hidden</textarea>shown<style>.a{}</style>', 'shown'],
    ['\\*escaped\\* stars', '*escaped* stars'],
    ['a\r\nb', 'a b'],
    ['   ', ''],
  ])('%j', (markdown, plain) => {
    expect(markdownPlainText(markdown)).toBe(plain);
  });

  it('cleans a plain field as the server stores it', () => {
    expect(cleanText(' a\r\nb\u0007\tc \n')).toBe('a\nb\tc');
  });
});

describe('where a finding of the plain text is in the markdown', () => {
  const at = (source: string, found: string) => {
    const range = markdownRange(source, found);
    return range && source.slice(range.start, range.end);
  };

  it('is the text itself when the markdown has it', () => {
    expect(markdownRange('Call 555-0142 or 555-0142', '555-0142')).toEqual({ start: 5, end: 13 });
  });

  it('follows the words across markdown marks, tags and line breaks', () => {
    expect(at('Seen by **Ann** _Lee_ today', 'Ann Lee')).toBe('Ann** _Lee');
    expect(at('Ann\nLee', 'Ann Lee')).toBe('Ann\nLee');
    expect(at('<b>Ann</b> Lee', 'Ann Lee')).toBe('Ann</b> Lee');
    expect(at('call 555-0142 (home)', '(home)')).toBe('(home)');
  });

  it('is null when the words are not there', () => {
    expect(markdownRange('nothing here', 'Ann Lee')).toBeNull();
    expect(markdownRange('', ' ')).toBeNull();
  });
});
