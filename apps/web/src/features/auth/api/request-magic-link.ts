import type { MagicLinkRequest } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /auth/magic_link`: e-mails a one-time, short-lived sign-in link. The answer is the same whether
 * or not the address has an account, so it never reveals who is a member.
 */
export const requestMagicLink = (body: MagicLinkRequest) =>
  apiFetch<{ message: string }>('/auth/magic_link', { method: 'POST', body });

export const useRequestMagicLink = () => useMutation({ mutationFn: requestMagicLink });
