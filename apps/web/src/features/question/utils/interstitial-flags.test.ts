import { describe, expect, it } from 'vitest';
import {
  markSessionInterstitialShown,
  markSponsoredNoticeShown,
  memoryStorage,
  sessionInterstitialDue,
  sponsoredNoticeDue,
} from './interstitial-flags';

describe('sponsored notice', () => {
  it('is due once per question per session', () => {
    const storage = memoryStorage();
    expect(sponsoredNoticeDue(storage, 4)).toBe(true);
    markSponsoredNoticeShown(storage, 4);
    expect(sponsoredNoticeDue(storage, 4)).toBe(false);
  });
  it('is due again for another question', () => {
    const storage = memoryStorage();
    markSponsoredNoticeShown(storage, 4);
    expect(sponsoredNoticeDue(storage, 5)).toBe(true);
    markSponsoredNoticeShown(storage, 5);
    expect(sponsoredNoticeDue(storage, 4)).toBe(false);
  });
  it('survives a damaged stored value', () => {
    const storage = memoryStorage();
    storage.setItem('pc.interstitial.sponsoredTopics', '{not json');
    expect(sponsoredNoticeDue(storage, 4)).toBe(true);
    markSponsoredNoticeShown(storage, 4);
    expect(sponsoredNoticeDue(storage, 4)).toBe(false);
  });
});

describe('session interstitials', () => {
  it('show once per session each', () => {
    const storage = memoryStorage();
    expect(sessionInterstitialDue(storage, 'afterAnswer')).toBe(true);
    markSessionInterstitialShown(storage, 'afterAnswer');
    expect(sessionInterstitialDue(storage, 'afterAnswer')).toBe(false);
    expect(sessionInterstitialDue(storage, 'nextQuestion')).toBe(true);
  });
});
