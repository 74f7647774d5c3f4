import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { actionName, createErrorReporter } from './error-reporting';

function reporter(path = '/questions/7') {
  const sent: Record<string, unknown>[] = [];
  let clock = 1_000_000;
  const r = createErrorReporter({
    send: (body) => sent.push(JSON.parse(body)),
    path: () => path,
    now: () => clock,
    release: 'r-9',
  });
  return { r, sent, advance: (ms: number) => (clock += ms) };
}

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';

describe('error reporting', () => {
  it('reports a failed API action with its name, status and code, scrubbed, without the query string', () => {
    const { r, sent } = reporter('/moderator/users?searchValue=rita@example.org&code=abc');
    r.failedAction(new ApiError(404, 'not_found', 'No user rita@example.org'), 'users/one');
    expect(sent).toEqual([
      {
        kind: 'failed_action',
        name: 'users/one',
        message: 'No user [e-mail]',
        status: 404,
        code: 'not_found',
        path: '/moderator/users',
        release: 'r-9',
      },
    ]);
  });

  it("sends the failed call's request id, so the report leads to the server's log lines", () => {
    const { r, sent } = reporter();
    r.failedAction(new ApiError(500, 'internal_error', 'Boom', [], {}, 'req-7f3a'), 'topics/detail');
    expect(sent[0]).toMatchObject({ status: 500, requestId: 'req-7f3a' });
  });

  it('reports unhandled rejections and uncaught errors; never tokens, nor the same error twice', () => {
    const { r, sent } = reporter();
    const apiError = new ApiError(500, 'internal_error', 'Internal Server Error');
    r.failedAction(apiError, 'comments/create');
    // mutateAsync's rejection of the same error, left unhandled: already reported.
    expect(r.unhandledRejection(apiError)).toBe(false);
    r.unhandledRejection(new TypeError(`Bearer ${jwt} is not a function`));
    r.uncaughtError('Script error.');
    r.uncaughtError('x is undefined');
    expect(sent.map((s) => [s.kind, s.message])).toEqual([
      ['failed_action', 'Internal Server Error'],
      ['unhandled_rejection', 'TypeError: Bearer [token] is not a function'],
      ['uncaught_error', 'x is undefined'],
    ]);
  });

  it("ignores 'Object Not Found Matching Id' and repeats within 10 s, and caps a burst at 10 a minute", () => {
    const { r, sent, advance } = reporter();
    expect(r.unhandledRejection('Object Not Found Matching Id:2, MethodName:update')).toBe(false);
    expect(r.uncaughtError('same')).toBe(true);
    expect(r.uncaughtError('same')).toBe(false);
    advance(10_001);
    expect(r.uncaughtError('same')).toBe(true);
    for (let i = 0; i < 20; i++) r.uncaughtError(`burst ${i}`);
    expect(sent).toHaveLength(10);
    advance(60_001);
    expect(r.uncaughtError('after the minute')).toBe(true);
  });

  it('caps every field to what the server accepts', () => {
    const { r, sent } = reporter(`/${'p'.repeat(900)}`);
    r.failedAction(new ApiError(400, 'c'.repeat(300), 'm'.repeat(5000)), 'n'.repeat(50));
    const [body] = sent;
    expect((body!.message as string).length).toBe(1000);
    expect((body!.code as string).length).toBe(100);
    expect((body!.path as string).length).toBe(500);
    expect(JSON.stringify(body).length).toBeLessThan(4096);
  });

  it('names an action by the words at the start of its key, never ids or search values', () => {
    expect(actionName(['topics', 'detail', 7])).toBe('topics/detail');
    expect(actionName(['app-hc-users', 'Smith'])).toBe('app-hc-users');
    expect(actionName(['consensus', 'list', 'Cardiology'])).toBe('consensus/list');
    expect(actionName(['users', 'list', 3])).toBe('users/list');
    expect(actionName(undefined, 'mutation')).toBe('mutation');
  });
});
