/**
 * Per-session interstitial flags (spec §4), kept in sessionStorage so a reload inside the session
 * does not show them again while a new session (new tab, new sign-in) does:
 * - the sponsored-program notice shows once per question, before the responses;
 * - the next-question and after-answer interstitials show once per session.
 * Storage is passed in so the rules are testable without a browser.
 */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SPONSORED_KEY = 'pc.interstitial.sponsoredTopics';
const ONCE_KEYS = {
  nextQuestion: 'pc.interstitial.nextQuestion',
  afterAnswer: 'pc.interstitial.afterAnswer',
} as const;
export type SessionInterstitial = keyof typeof ONCE_KEYS;

function sponsoredTopics(storage: FlagStorage): number[] {
  try {
    const value = JSON.parse(storage.getItem(SPONSORED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Whether the sponsored notice is still due for this question in this session. */
export function sponsoredNoticeDue(storage: FlagStorage, topicId: number): boolean {
  return !sponsoredTopics(storage).includes(topicId);
}

export function markSponsoredNoticeShown(storage: FlagStorage, topicId: number): void {
  const shown = sponsoredTopics(storage);
  if (!shown.includes(topicId)) storage.setItem(SPONSORED_KEY, JSON.stringify([...shown, topicId]));
}

export function sessionInterstitialDue(storage: FlagStorage, which: SessionInterstitial): boolean {
  return storage.getItem(ONCE_KEYS[which]) !== 'shown';
}

export function markSessionInterstitialShown(storage: FlagStorage, which: SessionInterstitial): void {
  storage.setItem(ONCE_KEYS[which], 'shown');
}

/** sessionStorage when the browser allows it, else a memory store that lasts as long as the page. */
export function browserSessionStorage(): FlagStorage {
  try {
    if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage;
  } catch {}
  return memoryStorage();
}

export function memoryStorage(): FlagStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
