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

describe('the consensus line (issue 24)', () => {
  it('defaults to the Delphi 75% with a 66% lower bound, and takes fractions from the environment', () => {
    expect(loadConfig({}).consensusLine).toEqual({ share: 0.75, lowerBound: 0.66 });
    expect(loadConfig({ CONSENSUS_LINE_SHARE: '0.8', CONSENSUS_LINE_LOWER_BOUND: '0.7' }).consensusLine).toEqual({
      share: 0.8,
      lowerBound: 0.7,
    });
  });

  it('refuses a percentage or a share below a half, naming the variable', () => {
    expect(() => loadConfig({ CONSENSUS_LINE_SHARE: '75' })).toThrow(
      'CONSENSUS_LINE_SHARE="75" — expected a fraction from 0.5 to 1',
    );
    expect(() => loadConfig({ CONSENSUS_LINE_SHARE: '0.4' })).toThrow('CONSENSUS_LINE_SHARE');
    expect(() => loadConfig({ CONSENSUS_LINE_LOWER_BOUND: 'most' })).toThrow(
      'CONSENSUS_LINE_LOWER_BOUND="most" — expected a fraction from 0 to 1',
    );
  });
});

describe('read replicas (issue 27)', () => {
  const primary = 'postgres://app@db:5432/pc';

  it('reads none by default, and a comma-separated list of replicas with a lag bound', () => {
    expect(loadConfig({}).readReplicas).toEqual({ urls: [], maxLagMs: 5000 });
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URLS: 'postgres://app@r1:5432/pc, postgresql://app@r2/pc',
        DATABASE_READ_MAX_LAG_MS: '2000',
      }).readReplicas,
    ).toEqual({ urls: ['postgres://app@r1:5432/pc', 'postgresql://app@r2/pc'], maxLagMs: 2000 });
  });

  it('refuses anything but PostgreSQL URLs, replicas without a primary, and a bound out of range', () => {
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URLS: 'postgres://app@r1/pc,mysql://r2' })).toThrow(
      'DATABASE_READ_URLS="postgres://app@r1/pc,mysql://r2" — expected comma-separated postgres:// URLs',
    );
    expect(() => loadConfig({ DATABASE_READ_URLS: 'postgres://app@r1/pc' })).toThrow(
      'DATABASE_READ_URLS is set — expected DATABASE_URL (the primary) to be set too',
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_MAX_LAG_MS: '5s' })).toThrow(
      'DATABASE_READ_MAX_LAG_MS="5s" — expected a whole number of milliseconds from 100 to 600000',
    );
  });
});
