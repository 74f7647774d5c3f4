import type { ReportLink } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

/** `GET /target_list/users_and_specs`, then the CSV of every member with their specialty. */
export async function downloadUsersAndSpecs() {
  const link = await apiFetch<ReportLink>('/target_list/users_and_specs');
  saveFile(await apiDownload(link.url), link.fileName);
}

export const useDownloadUsersAndSpecs = () => useMutation({ mutationFn: downloadUsersAndSpecs });
