import type { InternalTopic } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /internal/topics/{id}`: the question for the form and the details page. */
export const getQuestion = (id: number, signal?: AbortSignal) =>
  apiFetch<InternalTopic>(`/internal/topics/${id}`, { signal });

export const questionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['internal-topics', 'one', id], queryFn: ({ signal }) => getQuestion(id, signal) });

export const useQuestion = (id: number | null) =>
  useQuery({ ...questionQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
