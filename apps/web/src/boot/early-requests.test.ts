import { AUTH_CONFIG_ELEMENT_ID } from '@pc/contracts';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../features/auth/api/get-current-user';
import { getConsensusSummary } from '../features/consensus/api/get-consensus-summary';
import { getTopicFeed } from '../features/feed/api/get-topic-feed';
import { OVERVIEW_COUNT } from '../features/feed/utils/feed-params';
import { getAnswerPage } from '../features/question/api/get-answer-page';
import { getTopic } from '../features/question/api/get-topic';
import {
  earlyApiPaths,
  AUTH_CONFIG_ELEMENT,
  startEarlyRequests,
  usableAccessToken,
  userStoreKey,
} from './early-requests';

const NOW = 1_800_000_000;

/** The URLs the app's own request functions fetch, in order. */
async function appUrls(calls: (() => Promise<unknown>)[]): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return Response.json({});
    }),
  );
  for (const call of calls) await call();
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the early requests of a page', () => {
  it('are the very requests the app makes for the question, its first answers and the feeds', async () => {
    expect(earlyApiPaths('/questions/31', '', true)).toEqual(
      await appUrls([getCurrentUser, () => getTopic(31), () => getAnswerPage(31, 'date')]),
    );
    expect(earlyApiPaths('/questions/31', '?orderby=rating', true)).toEqual(
      await appUrls([getCurrentUser, () => getTopic(31), () => getAnswerPage(31, 'rating')]),
    );
    expect(earlyApiPaths('/questions', '', true)).toEqual(
      await appUrls([getCurrentUser, () => getTopicFeed({ feed: 'my', pageNumber: 1, count: OVERVIEW_COUNT })]),
    );
    expect(earlyApiPaths('/questions_other', '', true)).toEqual(
      await appUrls([getCurrentUser, () => getTopicFeed({ feed: 'other', pageNumber: 1, count: OVERVIEW_COUNT })]),
    );
  });

  it('are the consensus on its public page, for a visitor as for a member, as the page asks for it', async () => {
    const consensus = await appUrls([() => getConsensusSummary(4, 'published')]);
    expect(earlyApiPaths('/consensuses/4/published', '', false)).toEqual(consensus);
    expect(earlyApiPaths('/consensuses/4/published', '', true)).toEqual([
      ...(await appUrls([getCurrentUser])),
      ...consensus,
    ]);
  });

  it('are only the current user elsewhere, on a paged feed section or an address that is no question', () => {
    for (const [path, search] of [
      ['/questions', '?section=archive&page=2'],
      ['/questions/0', ''],
      ['/questions/31/', ''],
      ['/questions/abc', ''],
      ['/questions/2147483648', ''],
      ['/consensuses', ''],
      ['/consensuses/4/draft', ''],
    ] as const) {
      expect(earlyApiPaths(path, search, true), `${path}${search}`).toEqual(['/api/v1/current_user']);
      expect(earlyApiPaths(path, search, false), `${path}${search}`).toEqual([]);
    }
  });

  it('read the configuration block the server writes into the page', () => {
    expect(AUTH_CONFIG_ELEMENT).toBe(AUTH_CONFIG_ELEMENT_ID);
  });

  it('find the sign-in where oidc-client-ts stores it', async () => {
    const store = new InMemoryWebStorage();
    const config = { issuer: 'http://127.0.0.1:3000/oidc', clientId: 'peer-consults-web' };
    const manager = new UserManager({
      authority: config.issuer,
      client_id: config.clientId,
      redirect_uri: 'http://127.0.0.1:3000/redirecting',
      userStore: new WebStorageStateStore({ store }),
    });
    await manager.storeUser(
      new User({
        access_token: 'token-1',
        token_type: 'Bearer',
        profile: { sub: '7' } as never,
        expires_at: NOW + 300,
      }),
    );
    expect(usableAccessToken(store.getItem(userStoreKey(config)), NOW)).toBe('token-1');
  });

  it('use a stored token only with more than a minute left', () => {
    const stored = (user: object) => JSON.stringify(user);
    expect(usableAccessToken(stored({ access_token: 'a', expires_at: NOW + 61 }), NOW)).toBe('a');
    expect(usableAccessToken(stored({ access_token: 'a', expires_at: NOW + 59 }), NOW)).toBeNull();
    expect(usableAccessToken(stored({ access_token: 'a' }), NOW)).toBeNull();
    expect(usableAccessToken(stored({ access_token: '', expires_at: NOW + 600 }), NOW)).toBeNull();
    expect(usableAccessToken('{not json', NOW)).toBeNull();
    expect(usableAccessToken(null, NOW)).toBeNull();
  });
});

/** The parts of a browser window the boot script reads. */
function pageWindow(o: { stored?: string; config?: string; pathname: string }) {
  const sent: { url: string; init: RequestInit }[] = [];
  const win = {
    document: {
      getElementById: (id: string) => (id === AUTH_CONFIG_ELEMENT && o.config ? { textContent: o.config } : null),
    },
    localStorage: { getItem: (key: string) => (key === 'oidc.user:https://issuer:web' ? (o.stored ?? null) : null) },
    location: { pathname: o.pathname, search: '' },
    fetch: async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      if (url.endsWith('/answers?orderby=date')) throw new TypeError('Failed to fetch');
      if (url === '/api/v1/current_user') return new Response('<html>proxy page</html>', { status: 200 });
      return Response.json({ url });
    },
  } as unknown as Window;
  return { win, sent };
}

describe('the boot script', () => {
  const config = JSON.stringify({ issuer: 'https://issuer', clientId: 'web', audience: 'api', scopes: [] });
  const stored = JSON.stringify({ access_token: 'token-1', expires_at: Date.now() / 1000 + 600 });

  it("sends the page's early requests with the member's token, as the API client would, and leaves them on the window", async () => {
    const { win, sent } = pageWindow({ stored, config, pathname: '/questions/31' });
    startEarlyRequests(win);
    expect(sent.map((s) => s.url)).toEqual([
      '/api/v1/current_user',
      '/api/v1/topics/31',
      '/api/v1/topics/31/answers?orderby=date',
    ]);
    expect(sent[0]!.init).toEqual({
      headers: { 'cache-control': 'no-cache', pragma: 'no-cache', authorization: 'Bearer token-1' },
      cache: 'no-store',
    });
    const early = win.__pcEarlyRequests!;
    expect(early.token).toBe('token-1');
    expect(early.storageKey).toBe('oidc.user:https://issuer:web');
    expect(await (await early.responses['/api/v1/topics/31'])!.json()).toEqual({ url: '/api/v1/topics/31' });
    // The JSON bodies of those that succeeded, for the first render; one that is no JSON still answers.
    expect(early.data).toEqual({ '/api/v1/topics/31': { url: '/api/v1/topics/31' } });
    expect((await early.responses['/api/v1/current_user'])?.status).toBe(200);
    // A request that failed is no answer: the app asks again itself.
    await expect(early.responses['/api/v1/topics/31/answers?orderby=date']).resolves.toBeNull();
  });

  it("sends a visitor's without a token, and only where a visitor's page needs them", () => {
    const { win, sent } = pageWindow({ config, pathname: '/consensuses/4/published' });
    startEarlyRequests(win);
    expect(sent).toEqual([
      {
        url: '/api/v1/strapi/consensus-summaries/4/published',
        init: { headers: { 'cache-control': 'no-cache', pragma: 'no-cache' }, cache: 'no-store' },
      },
    ]);
    expect(win.__pcEarlyRequests?.token).toBeNull();
    const question = pageWindow({ config, pathname: '/questions/31' });
    startEarlyRequests(question.win);
    expect(question.sent).toEqual([]);
  });

  it('sends nothing when the stored token is about to be renewed or the page carries no sign-in configuration', () => {
    const expiring = JSON.stringify({ access_token: 'token-1', expires_at: Date.now() / 1000 + 30 });
    for (const o of [{ stored: expiring, config }, { stored }, { stored, config: '{broken' }]) {
      const { win, sent } = pageWindow({ ...o, pathname: '/consensuses/4/published' });
      startEarlyRequests(win);
      expect(sent).toEqual([]);
      expect(win.__pcEarlyRequests).toBeUndefined();
    }
  });
});
