import { Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../../../../ui/Pagination';
import { SectionFailed } from './SystemSection';

interface Page<T> {
  data: T[];
  meta: { total: number; count: number };
}

/**
 * One of the system page's paged lists: its failure with a retry, its loader, the text for no rows,
 * the rows (drawn by `children`), and the page numbers once there is more than one page.
 */
export function PagedList<T>({
  query,
  what,
  empty,
  pageNumber,
  onPage,
  children,
}: {
  query: UseQueryResult<Page<T>>;
  /** The list's name in messages: "the failed jobs", "Failed jobs pages". */
  what: string;
  empty?: string;
  pageNumber: number;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}) {
  const meta = query.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.count)) : 1;
  const rows = query.data?.data ?? [];
  return (
    <>
      {query.isError && <SectionFailed what={what} onRetry={() => query.refetch()} />}
      {query.isLoading && (
        <Center>
          <Loader role="status" aria-label={`Loading the ${what}`} />
        </Center>
      )}
      {query.data && rows.length === 0 && empty && <Text size="sm">{empty}</Text>}
      {rows.length > 0 && children(rows)}
      {pages > 1 && (
        <Pagination
          page={Math.min(pageNumber, pages)}
          total={pages}
          label={`${what[0]?.toUpperCase()}${what.slice(1)} pages`}
          onChange={onPage}
        />
      )}
    </>
  );
}
