import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiDownload, buildQuery } from '../../../../lib/api-client';

/** `GET /users/export/csv`: every user matching the search, as the CSV file the list exports. */
export const exportUsers = (term: string) =>
  apiDownload(`${API_BASE}/users/export/csv${buildQuery({ term: term.trim() || undefined })}`);

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
