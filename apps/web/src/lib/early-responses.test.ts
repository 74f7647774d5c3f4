import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyRequests } from '../boot/early-requests';
import { apiFetch, configureApiClient } from './api-client';
import { freshWhileEarly, takeEarlyData, takeEarlyResponse } from './early-responses';

const early = (responses: Record<string, unknown>, o: Partial<EarlyRequests> = {}): EarlyRequests => ({
  token: 'token-1',
  startedAt: 1_000,
  data: {},
  storageKey: 'oidc.user:https://issuer:web',
  responses: Object.fromEntries(
    Object.entries(responses).map(([url, body]) => [url, Promise.resolve(Response.json(body))]),
  ),
  ...o,
});

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ token: () => null, sessionExpired: () => {} });
});

describe('an early response', () => {
  it('is taken once, for its URL, with the token it was sent with', async () => {
    const requests = early({ '/api/v1/topics/31': { id: 31 } });
    requests.data['/api/v1/topics/31'] = { id: 31 };
    expect(takeEarlyResponse('/api/v1/topics/32', 'token-1', requests, 2_000)).toBeNull();
    expect(takeEarlyResponse('/api/v1/topics/31', 'token-2', requests, 2_000)).toBeNull();
    expect(takeEarlyResponse('/api/v1/topics/31', null, requests, 2_000)).toBeNull();
    expect(takeEarlyResponse('/api/v1/topics/31', 'token-1', { ...requests, token: null }, 2_000)).toBeNull();
    const taken = takeEarlyResponse('/api/v1/topics/31', 'token-1', requests, 2_000);
    expect(await (await taken)!.json()).toEqual({ id: 31 });
    expect(takeEarlyResponse('/api/v1/topics/31', 'token-1', requests, 2_000)).toBeNull();
    // Its body goes with it: nothing of it is used a second time.
    expect(requests.data).toEqual({});
  });

  it('is not used half a minute after it was sent', () => {
    const requests = early({ '/api/v1/current_user': { id: 7 } });
    expect(takeEarlyResponse('/api/v1/current_user', 'token-1', requests, 31_001)).toBeNull();
    expect(takeEarlyResponse('/api/v1/current_user', 'token-1', requests, 31_000)).not.toBeNull();
  });
});

describe('the API client with early responses', () => {
  it("answers the page's first GET from the boot script's response and asks the server for the next", async () => {
    const fetch = vi.fn(async () => Response.json({ id: 31, from: 'server' }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', {
      __pcEarlyRequests: early({ '/api/v1/topics/31': { id: 31, from: 'boot' } }, { startedAt: Date.now() }),
    });
    configureApiClient({ token: () => 'token-1', sessionExpired: () => {} });
    await expect(apiFetch('/topics/31')).resolves.toEqual({ id: 31, from: 'boot' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(apiFetch('/topics/31')).resolves.toEqual({ id: 31, from: 'server' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the request itself when the early one failed, or for a write', async () => {
    const fetch = vi.fn(async () => Response.json({ from: 'server' }));
    vi.stubGlobal('fetch', fetch);
    const requests = early({}, { startedAt: Date.now() });
    requests.responses['/api/v1/current_user'] = Promise.resolve(null);
    requests.responses['/api/v1/topics/31'] = Promise.resolve(Response.json({ from: 'boot' }));
    vi.stubGlobal('window', { __pcEarlyRequests: requests });
    configureApiClient({ token: () => 'token-1', sessionExpired: () => {} });
    await expect(apiFetch('/current_user')).resolves.toEqual({ from: 'server' });
    await expect(apiFetch('/topics/31', { method: 'POST', body: {} })).resolves.toEqual({ from: 'server' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('turns an early 401 into the session expiry, as a 401 of its own would', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const expired = vi.fn();
    const requests = early({}, { startedAt: Date.now() });
    requests.responses['/api/v1/current_user'] = Promise.resolve(
      Response.json({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
    );
    vi.stubGlobal('window', { __pcEarlyRequests: requests });
    configureApiClient({ token: () => 'token-1', sessionExpired: expired });
    await expect(apiFetch('/current_user')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('early data for a first render', () => {
  const storage = (token: string | null) => ({
    getItem: (key: string) =>
      token && key === 'oidc.user:https://issuer:web' ? JSON.stringify({ access_token: token }) : null,
  });

  it('is taken once, with its response, while the stored sign-in still holds the token it was read with', () => {
    const requests = early({ '/api/v1/topics/31': { id: 31 } });
    requests.data['/api/v1/topics/31'] = { id: 31 };
    expect(takeEarlyData('/api/v1/topics/31', requests, storage('token-2'), 2_000)).toBeUndefined();
    expect(takeEarlyData('/api/v1/topics/31', requests, storage(null), 2_000)).toBeUndefined();
    expect(takeEarlyData('/api/v1/topics/31', requests, storage('token-1'), 31_001)).toBeUndefined();
    expect(takeEarlyData('/api/v1/topics/31', requests, storage('token-1'), 2_000)).toEqual({ id: 31 });
    expect(takeEarlyData('/api/v1/topics/31', requests, storage('token-1'), 2_000)).toBeUndefined();
    // Its response is gone too: the API client reads the server next time.
    expect(takeEarlyResponse('/api/v1/topics/31', 'token-1', requests, 2_000)).toBeNull();
  });

  it("is a visitor's only while nobody has signed in since", () => {
    const requests = early({}, { token: null });
    requests.data['/api/v1/strapi/consensus-summaries/4/published'] = { id: 4 };
    expect(takeEarlyData('/api/v1/strapi/consensus-summaries/4/published', requests, storage('token-1'), 2_000)).toBe(
      undefined,
    );
    expect(takeEarlyData('/api/v1/strapi/consensus-summaries/4/published', requests, storage(null), 2_000)).toEqual({
      id: 4,
    });
  });

  it('keeps a seeded query fresh until it has read the server itself', () => {
    const stale = freshWhileEarly(0);
    expect(stale({ state: { dataUpdateCount: 0, data: { id: 31 } } })).toBe(30_000);
    expect(stale({ state: { dataUpdateCount: 0, data: undefined } })).toBe(0);
    expect(stale({ state: { dataUpdateCount: 1, data: { id: 31 } } })).toBe(0);
  });
});
