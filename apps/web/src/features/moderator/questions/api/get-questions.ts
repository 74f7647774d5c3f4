import { type InternalTopicList, PAGE_SIZE, type TopicStatus } from '@pc/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface QuestionFilters {
  term: string;
  specs: number[];
  status: TopicStatus[];
}

/** `GET /internal/topics`: one page of the moderator's question list. */
export const getQuestions = (filters: QuestionFilters, pageNumber: number, signal?: AbortSignal) =>
  apiFetch<InternalTopicList>('/internal/topics', {
    query: {
      term: filters.term.trim() || undefined,
      specs: filters.specs,
      status: filters.status,
      pageNumber,
      count: PAGE_SIZE.topics,
    },
    signal,
  });

export const questionsQueryOptions = (filters: QuestionFilters) =>
  infiniteQueryOptions({
    queryKey: ['internal-topics', 'list', filters],
    queryFn: ({ pageParam, signal }) => getQuestions(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page * last.meta.count < last.meta.total ? last.meta.page + 1 : undefined),
    // With no status ticked there is nothing to ask for.
    enabled: filters.status.length > 0,
  });

export const useQuestions = (filters: QuestionFilters) => useInfiniteQuery(questionsQueryOptions(filters));
