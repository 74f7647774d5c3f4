/**
 * Spec §9 feature flags the question view reads: programs enabled (default on), the answers
 * interstitial (on) and the program link (on). They are set when the web app is built
 * (`VITE_FEATURE_PROGRAMS=false` and so on); hidden answers are the server's (`showResponses`).
 */
export function parseFlag(value: string | boolean | undefined, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value.trim() === '') return fallback;
  return !['false', '0', 'off', 'no'].includes(value.trim().toLowerCase());
}

export interface QuestionFeatureFlags {
  programs: boolean;
  answersInterstitial: boolean;
  programLink: boolean;
}

export function readFeatureFlags(env: Record<string, string | boolean | undefined>): QuestionFeatureFlags {
  return {
    programs: parseFlag(env.VITE_FEATURE_PROGRAMS, true),
    answersInterstitial: parseFlag(env.VITE_FEATURE_ANSWERS_INTERSTITIAL, true),
    programLink: parseFlag(env.VITE_FEATURE_PROGRAM_LINK, true),
  };
}
