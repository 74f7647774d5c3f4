import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { programErrorMessage } from './program-error';

describe('programErrorMessage (spec §8: the server message, or the default)', () => {
  it.each([
    [new ApiError(404, 'not_found', 'Error: not found'), 'Error: not found'],
    [
      new ApiError(400, 'validation', 'Priority must be a whole number from 1 to 4'),
      'Priority must be a whole number from 1 to 4',
    ],
    [
      new ApiError(409, 'conflict', 'Enable the program before changing its priority'),
      'Enable the program before changing its priority',
    ],
    [new ApiError(500, 'internal', 'Internal Server Error'), 'Error: refresh the page and try again'],
    [new ApiError(0, 'network_error', 'There was an unexpected error.'), 'Error: refresh the page and try again'],
    [new ApiError(400, 'bad_request', ''), 'Error: refresh the page and try again'],
    [new Error('boom'), 'Error: refresh the page and try again'],
  ])('%s → %s', (err, message) => {
    expect(programErrorMessage(err)).toBe(message);
  });
});
