import type { PhiCheckBody, PhiCheckResult } from '@pc/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `POST /phi/check`: the suspected patient identifiers of a text; nothing is stored. */
export const checkText = (body: PhiCheckBody, signal?: AbortSignal) =>
  apiFetch<PhiCheckResult>('/phi/check', { method: 'POST', body, signal });
