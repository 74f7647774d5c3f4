import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from './paths';

describe('withoutTrailingSlash', () => {
  it('drops trailing slashes', () => {
    expect(withoutTrailingSlash('/questions/')).toBe('/questions');
    expect(withoutTrailingSlash('/questions_other//')).toBe('/questions_other');
    expect(withoutTrailingSlash('/moderator/users/7/')).toBe('/moderator/users/7');
  });
  it('leaves other paths alone', () => {
    expect(withoutTrailingSlash('/questions')).toBeNull();
    expect(withoutTrailingSlash('/')).toBeNull();
  });
});
