import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiDownload, buildQuery } from '../../../../lib/api-client';

/** `GET /rewards/form_1099/csv?year=`: every member's rewards of a calendar year, flagged for a 1099 (CSV). */
export const downloadForm1099 = (year: number) =>
  apiDownload(`${API_BASE}/rewards/form_1099/csv${buildQuery({ year })}`);

export const useDownloadForm1099 = () => useMutation({ mutationFn: downloadForm1099 });
