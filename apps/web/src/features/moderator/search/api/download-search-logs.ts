import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiDownload } from '../../../../lib/api-client';

/** `GET /search/logs/csv`: the logged searches as a CSV file (Administrator and Moderator). */
export async function downloadSearchLogs() {
  const blob = await apiDownload(`${API_BASE}/search/logs/csv`);
  return { blob, fileName: `search-logs-${new Date().toISOString().slice(0, 10)}.csv` };
}

export const useDownloadSearchLogs = () => useMutation({ mutationFn: downloadSearchLogs });
