import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './description-preview';

describe('descriptionPreview', () => {
  it('keeps a description of up to 220 characters whole', () => {
    const text = 'a'.repeat(220);
    expect(descriptionPreview(text)).toEqual({ text, truncated: false });
  });
  it('cuts a longer one at 220 characters and adds an ellipsis', () => {
    const result = descriptionPreview(`${'b'.repeat(220)}tail`);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'b'.repeat(220)}…`);
  });
  it('does not leave a space before the ellipsis', () => {
    expect(descriptionPreview(`${'c'.repeat(219)} more words`).text).toBe(`${'c'.repeat(219)}…`);
  });
});
