import { PAGE_SIZE, type UserList } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface UsersPage {
  term: string;
  pageNumber: number;
}

/** `GET /users`: one page of the users list (10 a page, spec §9), searched by name, e-mail or NPI. */
export const getUsers = ({ term, pageNumber }: UsersPage, signal?: AbortSignal) =>
  apiFetch<UserList>('/users', {
    query: { term: term.trim() || undefined, pageNumber, count: PAGE_SIZE.users },
    signal,
  });

export const usersQueryOptions = (page: UsersPage) =>
  queryOptions({
    queryKey: ['users', 'list', page],
    queryFn: ({ signal }) => getUsers(page, signal),
    // The table keeps the page it shows while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const useUsers = (page: UsersPage) => useQuery(usersQueryOptions(page));
