import type { SupportMessageBody, SupportMessageResponse } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /support/messages`: e-mails member services, who reply to the address given. */
export const sendSupportMessage = (body: SupportMessageBody) =>
  apiFetch<SupportMessageResponse>('/support/messages', { method: 'POST', body });

export const useSendSupportMessage = () =>
  useMutation({ mutationKey: ['support', 'send', 'message'], mutationFn: sendSupportMessage });
