import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { classifyFailure, isQuestionMissing, textFieldError } from './action-errors';

const tooShort = new ApiError(400, 'validation_failed', 'Invalid', [
  { path: 'body.text', message: 'Text must be at least 5 characters long.' },
]);

describe('textFieldError', () => {
  it('reads the text field message of a 400', () => {
    expect(textFieldError(tooShort)).toBe('Text must be at least 5 characters long.');
  });
  it('is null for other failures', () => {
    expect(textFieldError(new ApiError(403, 'forbidden', 'Forbidden'))).toBeNull();
    expect(
      textFieldError(new ApiError(400, 'validation_failed', 'x', [{ path: 'body.topicId', message: 'Required' }])),
    ).toBeNull();
    expect(textFieldError(new Error('boom'))).toBeNull();
  });
});

describe('classifyFailure', () => {
  it('leaves a 401 to the session expiry handling', () => {
    expect(classifyFailure(new ApiError(401, 'unauthorized', 'x'))).toEqual({ kind: 'session' });
  });
  it('leaves a refused text to the form', () => {
    expect(classifyFailure(tooShort)).toEqual({ kind: 'field' });
  });
  it('turns a post refused for want of the disclaimer into the disclaimer prompt, not a toast', () => {
    expect(classifyFailure(new ApiError(403, 'disclaimer_required', 'x'))).toEqual({ kind: 'disclaimer' });
    expect(classifyFailure(new ApiError(403, 'forbidden', 'x'))).toEqual({ kind: 'generic' });
  });
  it('reports a vanished comment as not found', () => {
    expect(classifyFailure(new ApiError(404, 'not_found', 'x'))).toEqual({ kind: 'not_found' });
  });
  it('passes on why a rule refused the action', () => {
    const closed = new ApiError(400, 'question_not_active', 'This question is not accepting responses.');
    expect(classifyFailure(closed)).toEqual({ kind: 'refused', message: 'This question is not accepting responses.' });
    const twice = new ApiError(409, 'already_answered', 'You have already answered this question.');
    expect(classifyFailure(twice)).toEqual({ kind: 'refused', message: 'You have already answered this question.' });
  });
  it('falls back to the generic message', () => {
    expect(classifyFailure(new ApiError(403, 'forbidden', 'x'))).toEqual({ kind: 'generic' });
    expect(classifyFailure(new ApiError(500, 'internal_error', 'x'))).toEqual({ kind: 'generic' });
    expect(classifyFailure(new ApiError(0, 'network_error', 'x'))).toEqual({ kind: 'generic' });
    expect(classifyFailure(new TypeError('x'))).toEqual({ kind: 'generic' });
  });
});

describe('isQuestionMissing', () => {
  it('is true for 404 and 400', () => {
    expect(isQuestionMissing(new ApiError(404, 'not_found', 'x'))).toBe(true);
    expect(isQuestionMissing(new ApiError(400, 'bad_request', 'x'))).toBe(true);
    expect(isQuestionMissing(new ApiError(500, 'internal_error', 'x'))).toBe(false);
  });
});
