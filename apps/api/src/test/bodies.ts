/**
 * An error body without its `requestId`, which differs for every request: for tests that prove two
 * refusals are indistinguishable (a hidden record answers like an id never used).
 */
export function withoutRequestId(body: Record<string, unknown>): Record<string, unknown> {
  const { requestId: _requestId, ...rest } = body;
  return rest;
}
