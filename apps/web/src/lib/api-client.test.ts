import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

/** Spec §8: an error the product cannot name says 'An Error occurred. Please Try Again'. */
const UNKNOWN = 'An Error occurred. Please Try Again';

const failWith = async (response: () => Promise<Response>) => {
  vi.stubGlobal('fetch', vi.fn(response));
  return apiFetch('/anything').then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err as ApiError,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client’s unknown error', () => {
  it('is the spec’s text when the answer is no error body (a proxy’s 502 page)', async () => {
    const err = await failWith(
      async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, message: UNKNOWN });
  });

  it('is the spec’s text when the network fails', async () => {
    const err = await failWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(err).toMatchObject({ status: 0, code: 'network_error', message: UNKNOWN });
  });

  it('keeps the server’s own message when it sends one', async () => {
    const body = { statusCode: 404, code: 'not_found', message: 'Comments Not Found' };
    const err = await failWith(async () => Response.json(body, { status: 404 }));
    expect(err).toMatchObject({ status: 404, code: 'not_found', message: 'Comments Not Found' });
  });
});
