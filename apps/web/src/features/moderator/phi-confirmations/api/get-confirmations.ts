import type { PhiConfirmationList } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /phi/confirmations?page=`: texts stored with confirmed patient-identifier findings, newest first, 20 a page. */
export const getConfirmations = (page: number, signal?: AbortSignal) =>
  apiFetch<PhiConfirmationList>('/phi/confirmations', { query: { page }, signal });

export const confirmationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['phi', 'confirmations', page],
    queryFn: ({ signal }) => getConfirmations(page, signal),
    // Writers confirm findings all the time and another moderator may have acted: fresh on every visit.
    staleTime: 0,
    // The list keeps the page it shows while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const useConfirmations = (page: number) => useQuery(confirmationsQueryOptions(page));
