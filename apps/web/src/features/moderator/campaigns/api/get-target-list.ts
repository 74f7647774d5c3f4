import type { TargetListLink } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

/** `GET /target_list/{campaignId}`, then the CSV it points to, saved as `{segmentName}.csv`. */
export async function downloadTargetList(campaignId: number) {
  const link = await apiFetch<TargetListLink>(`/target_list/${campaignId}`);
  saveFile(await apiDownload(link.url), `${link.segmentName}.csv`);
}

export const useDownloadTargetList = () => useMutation({ mutationFn: downloadTargetList });
