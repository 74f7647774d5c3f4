import type { User } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /users/{id}`: the user for the edit form. */
export const getUser = (id: number, signal?: AbortSignal) => apiFetch<User>(`/users/${id}`, { signal });

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', 'one', id], queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number | null) =>
  useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
