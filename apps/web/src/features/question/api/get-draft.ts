import type { TextDraft, TextDraftKind } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export interface DraftTarget {
  kind: TextDraftKind;
  targetId: number;
}

export const draftQueryKey = (target: DraftTarget) => ['drafts', target.kind, target.targetId] as const;

/** `GET /drafts/{kind}/{targetId}`: the member's own draft, or null when they have none (a 404). */
export async function getDraft(target: DraftTarget, signal?: AbortSignal): Promise<TextDraft | null> {
  try {
    return await apiFetch<TextDraft>(`/drafts/${target.kind}/${target.targetId}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** Read once per form opening: another device may have saved since (no cached copy is trusted). */
export const draftQueryOptions = (target: DraftTarget) =>
  queryOptions({
    queryKey: draftQueryKey(target),
    queryFn: ({ signal }) => getDraft(target, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useDraft = (target: DraftTarget | undefined) =>
  useQuery({ ...draftQueryOptions(target ?? { kind: 'answer', targetId: 0 }), enabled: target !== undefined });
