import type { MailFailureList } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { SYSTEM_PAGE_SIZE } from './get-failed-jobs';
import { SYSTEM_KEY } from './get-system-overview';

/** `GET /system/mail-failures`: messages the transport could not hand over in the last 7 days. */
export const getMailFailures = (pageNumber: number, signal?: AbortSignal) =>
  apiFetch<MailFailureList>('/system/mail-failures', { query: { pageNumber, count: SYSTEM_PAGE_SIZE }, signal });

export const mailFailuresQueryOptions = (pageNumber: number) =>
  queryOptions({
    queryKey: [...SYSTEM_KEY, 'mail-failures', pageNumber],
    queryFn: ({ signal }) => getMailFailures(pageNumber, signal),
    placeholderData: keepPreviousData,
  });

export const useMailFailures = (pageNumber: number) => useQuery(mailFailuresQueryOptions(pageNumber));
