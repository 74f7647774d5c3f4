import { readFeatureFlags } from './utils/feature-flags';

export const FEATURE_FLAGS = readFeatureFlags(import.meta.env);
