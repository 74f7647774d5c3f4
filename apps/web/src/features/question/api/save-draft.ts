import type { TextDraft, TextDraftBody } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { DraftTarget } from './get-draft';

/** `PUT /drafts/{kind}/{targetId}`: saves the text being typed; a blank text removes the draft (null). */
export const saveDraft = (target: DraftTarget, body: TextDraftBody) =>
  apiFetch<TextDraft | null>(`/drafts/${target.kind}/${target.targetId}`, { method: 'PUT', body });

export const useSaveDraft = (target: DraftTarget | undefined) =>
  useMutation({
    mutationKey: ['save-draft'],
    mutationFn: (text: string) => (target ? saveDraft(target, { text }) : Promise.resolve(null)),
  });
