import type { NamedItem, Subspecialty } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /specialties` and `GET /subspecialties` (alphabetical), for the filters and the form. */
export const specialtiesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'specialties'],
    queryFn: ({ signal }) => apiFetch<NamedItem[]>('/specialties', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const subspecialtiesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'subspecialties'],
    queryFn: ({ signal }) => apiFetch<Subspecialty[]>('/subspecialties', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSpecialties = () => useQuery(specialtiesQueryOptions());
export const useSubspecialties = () => useQuery(subspecialtiesQueryOptions());
