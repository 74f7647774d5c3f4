import { parseFlag } from '../features/question/utils/feature-flags';

/**
 * Spec §9 flags the shell reads, set when the web app is built like the other `VITE_FEATURE_*` flags:
 * rewards are on unless `VITE_FEATURE_REWARDS=false` (keep it in step with the server's FEATURE_REWARDS).
 */
export const REWARDS_ENABLED = parseFlag(import.meta.env.VITE_FEATURE_REWARDS, true);
