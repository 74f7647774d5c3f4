import type { CitationsResponse } from '@pc/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /citations?ids=`: the cached metadata (formatted reference, link) of the thread's citations. */
export const getCitations = (keys: readonly string[], signal?: AbortSignal) =>
  apiFetch<CitationsResponse>('/citations', { query: { ids: keys.join(',') }, signal });
