import { afterEach, describe, expect, it } from 'vitest';
import { type AnalyticsEvent, analyticsAdapter, setAnalyticsAdapter, track } from './analytics';

const globals = globalThis as { window?: { dataLayer?: AnalyticsEvent[] } };

describe('analytics adapter', () => {
  afterEach(() => {
    delete globals.window;
  });

  it('is off unless VITE_ANALYTICS names the data layer: nothing reaches the page', () => {
    globals.window = {};
    for (const setting of [undefined, '', 'off', 'gtm', 'data-layer']) {
      expect(analyticsAdapter(setting).name).toBe('off');
    }
    const previous = setAnalyticsAdapter(analyticsAdapter(undefined));
    try {
      expect(track('login_success', { npi: '1234567893' })).toEqual({ event: 'login_success', npi: '1234567893' });
      expect(globals.window.dataLayer).toBeUndefined();
    } finally {
      setAnalyticsAdapter(previous);
    }
  });

  it('with `datalayer`, pushes each event to window.dataLayer, keeping what a tag manager put there', () => {
    const tagManagerEntry = { event: 'gtm.js' };
    globals.window = { dataLayer: [tagManagerEntry] };
    expect(analyticsAdapter(' DataLayer ').name).toBe('datalayer');
    const previous = setAnalyticsAdapter(analyticsAdapter('datalayer'));
    try {
      track('login_success', { npi: '1234567893' });
      track('answer_submit_failed', { code: 'validation_failed', status: 400, errors: 'Text is too short' });
      expect(globals.window.dataLayer).toEqual([
        tagManagerEntry,
        { event: 'login_success', npi: '1234567893' },
        { event: 'answer_submit_failed', code: 'validation_failed', status: 400, errors: 'Text is too short' },
      ]);
    } finally {
      setAnalyticsAdapter(previous);
    }
  });

  it('does nothing outside a browser', () => {
    const previous = setAnalyticsAdapter(analyticsAdapter('datalayer'));
    try {
      expect(() => track('login_success')).not.toThrow();
    } finally {
      setAnalyticsAdapter(previous);
    }
  });
});
