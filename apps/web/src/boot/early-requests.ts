/**
 * The API reads a page's first paint waits for, started by the boot script (`src/boot.ts`) while the
 * app's JavaScript is still downloading, instead of one after another once it has run: the current
 * user, then the question and its first answers (or the feed); the consensus of its public page. On
 * Lighthouse's phone profile each of those steps was a 150 ms round trip after 1 s of JavaScript
 * (bench/README.md, web).
 *
 * This file is the boot script's whole code, so it imports nothing at run time: whatever it imported
 * would be shared with the app's entry and pulled into a chunk the boot script waits for. The paths
 * it builds must be exactly those the app asks for; `early-requests.test.ts` holds them to the app's
 * own request functions. The app takes a response once, with the same token, through
 * `lib/early-responses.ts`; anything it does not take is never used.
 */

/** What the boot script leaves on `window` for the API client. */
export interface EarlyRequests {
  /**
   * The access token the requests were sent with (null: a visitor's, sent without one): the app uses
   * them only with the same token.
   */
  token: string | null;
  /** `Date.now()` when they were sent. */
  startedAt: number;
  /** By the path and query the app's API client requests (`/api/v1/...`). */
  responses: Record<string, Promise<Response | null>>;
  /**
   * The bodies of those that succeeded, once they are here: the page's first render can show them at
   * once (`takeEarlyData`), in the same commit as the rest of the page, instead of a loader first.
   */
  data: Record<string, unknown>;
  /** Where the sign-in the token came from is stored: the app checks it still holds that token. */
  storageKey: string;
}

declare global {
  interface Window {
    __pcEarlyRequests?: EarlyRequests;
  }
}

/** The id of the page's JSON block with `GET /auth/config`'s answer (`AUTH_CONFIG_ELEMENT_ID` in the contracts). */
export const AUTH_CONFIG_ELEMENT = 'pc-auth-config';

/**
 * A token with less than this left is not used early: the app renews a token close to its end before
 * a call (auth-client.ts, 5 s), and a response read with the old one would be thrown away, after the
 * server had already counted the question's view.
 */
const TOKEN_MARGIN_SECONDS = 60;

/** The key oidc-client-ts keeps the sign-in under (`oidc.` + `user:{authority}:{client_id}`). */
export function userStoreKey(config: { issuer: string; clientId: string }): string {
  return `oidc.user:${config.issuer}:${config.clientId}`;
}

/** The stored sign-in's access token when it is good for at least a minute more, else null. */
export function usableAccessToken(stored: string | null, nowSeconds: number): string | null {
  if (!stored) return null;
  try {
    const user = JSON.parse(stored) as { access_token?: unknown; expires_at?: unknown };
    if (typeof user.access_token !== 'string' || user.access_token === '') return null;
    if (typeof user.expires_at !== 'number' || user.expires_at - nowSeconds < TOKEN_MARGIN_SECONDS) return null;
    return user.access_token;
  } catch {
    return null;
  }
}

const QUESTION_PATH = /^\/questions\/([1-9]\d{0,9})$/;
/** The public page of a published consensus: where crawlers and shared links land. */
const PUBLIC_CONSENSUS_PATH = /^\/consensuses\/([1-9]\d{0,9})\/published$/;
/** The largest id the app asks the API about (`MAX_ROW_ID` in the contracts). */
const MAX_ROW_ID = 2_147_483_647;
/** The feeds' overview (no section, page 1), as `FeedPage` asks for it (`OVERVIEW_COUNT` questions). */
const FEED_PATHS: Record<string, string> = {
  '/questions': '/api/v1/topics?feed=my&pageNumber=1&count=10',
  '/questions_other': '/api/v1/topics?feed=other&pageNumber=1&count=10',
};

const rowId = (match: RegExpExecArray | null) => (match && Number(match[1]) <= MAX_ROW_ID ? match[1] : null);

/**
 * The API paths the first paint of this address waits for. A signed-in member's: the current user
 * always; on a question, the question (which records the member's view of it) and the first page of
 * answers in the address's order; on a feed's overview, the feed. Anyone's: on a consensus's public
 * page, the consensus.
 */
export function earlyApiPaths(pathname: string, search: string, signedIn: boolean): string[] {
  const paths: string[] = [];
  const consensus = rowId(PUBLIC_CONSENSUS_PATH.exec(pathname));
  if (consensus) paths.push(`/api/v1/strapi/consensus-summaries/${consensus}/published`);
  if (!signedIn) return paths;
  paths.unshift('/api/v1/current_user');
  const question = rowId(QUESTION_PATH.exec(pathname));
  if (question) {
    const order = new URLSearchParams(search).get('orderby') === 'rating' ? 'rating' : 'date';
    paths.push(`/api/v1/topics/${question}`, `/api/v1/topics/${question}/answers?orderby=${order}`);
  }
  const feed = FEED_PATHS[pathname];
  if (feed && !new URLSearchParams(search).has('section')) paths.push(feed);
  return paths;
}

/**
 * Sends the early requests of this page, with the headers the API client sends (`lib/api-client.ts`):
 * the stored sign-in's token when it is usable, none for a visitor. A failed request resolves to null:
 * the app then asks itself.
 */
export function startEarlyRequests(win: Window): void {
  try {
    const element = win.document.getElementById(AUTH_CONFIG_ELEMENT);
    if (!element?.textContent) return;
    const config = JSON.parse(element.textContent) as { issuer?: unknown; clientId?: unknown };
    if (typeof config.issuer !== 'string' || typeof config.clientId !== 'string') return;
    const key = userStoreKey({ issuer: config.issuer, clientId: config.clientId });
    const stored = win.localStorage.getItem(key);
    const token = usableAccessToken(stored, Date.now() / 1000);
    // A stored sign-in whose token is about to be renewed: the app's calls will carry the new token.
    if (stored && !token) return;
    const paths = earlyApiPaths(win.location.pathname, win.location.search, token !== null);
    if (paths.length === 0) return;
    const headers: Record<string, string> = { 'cache-control': 'no-cache', pragma: 'no-cache' };
    if (token) headers.authorization = `Bearer ${token}`;
    const early: EarlyRequests = { token, startedAt: Date.now(), responses: {}, data: {}, storageKey: key };
    for (const path of paths) {
      early.responses[path] = win
        .fetch(path, { headers, cache: 'no-store' })
        .then(async (response) => {
          // A body that is no JSON is no first-render data; the response itself still serves the app.
          if (response.ok)
            early.data[path] = await response
              .clone()
              .json()
              .catch(() => undefined);
          if (early.data[path] === undefined) delete early.data[path];
          return response;
        })
        .catch(() => null);
    }
    win.__pcEarlyRequests = early;
  } catch {
    // Storage blocked, a broken page: the app makes every request itself, as without this script.
  }
}
