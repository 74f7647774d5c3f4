import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('feature flag defaults (spec §9)', () => {
  it('turns topic programs off in production and on in the embedded demo, unless set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).features.topicPrograms).toBe(false);
    // `npm start` without NODE_ENV: the embedded demo.
    expect(loadConfig({}).features.topicPrograms).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).features.topicPrograms).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', FEATURE_TOPIC_PROGRAMS: 'true' }).features.topicPrograms).toBe(true);
    expect(loadConfig({ FEATURE_TOPIC_PROGRAMS: 'false' }).features.topicPrograms).toBe(false);
  });

  it('keeps rewards enabled unless disabled, in production too', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).features.rewards).toBe(true);
    expect(loadConfig({}).features.rewards).toBe(true);
    expect(loadConfig({ FEATURE_REWARDS: 'false' }).features.rewards).toBe(false);
  });
});
