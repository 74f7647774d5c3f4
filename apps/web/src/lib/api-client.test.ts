import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, lastFailure } from './api-client';
import { failureReference } from './toast-rules';

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

  it("carries the response's X-Request-Id (the body's when a proxy dropped the header), for the toast too", async () => {
    const body = { statusCode: 500, code: 'internal_error', message: 'Boom', requestId: 'from-body' };
    const headed = await failWith(async () =>
      Response.json(body, { status: 500, headers: { 'x-request-id': 'from-header' } }),
    );
    expect(headed.requestId).toBe('from-header');
    expect(failureReference(lastFailure, Date.now())).toBe('from-header');
    expect(failureReference(lastFailure, Date.now() + 60_000)).toBeUndefined();
    const bare = await failWith(async () => Response.json(body, { status: 500 }));
    expect(bare.requestId).toBe('from-body');
  });
});
