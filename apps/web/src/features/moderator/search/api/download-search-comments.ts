import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiDownload, buildQuery } from '../../../../lib/api-client';
import { type SearchAddress, searchParams } from '../utils/search-address';

/** `GET /search/comments/csv`: every match of the search (in its order and days) as a CSV file. */
export async function downloadSearchComments(address: SearchAddress) {
  const { offset: _page, ...filters } = searchParams(address);
  const blob = await apiDownload(`${API_BASE}/search/comments/csv${buildQuery(filters)}`);
  return { blob, fileName: `search-${new Date().toISOString().slice(0, 10)}.csv` };
}

export const useDownloadSearchComments = () => useMutation({ mutationFn: downloadSearchComments });
