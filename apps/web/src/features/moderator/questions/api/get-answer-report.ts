import type { ReportLink } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

/** `GET /target_list/answer_report/{topicId}`, then the CSV of every answer and comment. */
export async function downloadAnswerReport(topicId: number) {
  const link = await apiFetch<ReportLink>(`/target_list/answer_report/${topicId}`);
  saveFile(await apiDownload(link.url), link.fileName);
}

export const useDownloadAnswerReport = () => useMutation({ mutationFn: downloadAnswerReport });
