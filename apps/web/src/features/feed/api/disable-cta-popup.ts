import type { ctaPopupStatusSchema } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** `POST /disclaimer/disable_cta_popup`: the member never wants the "more questions" popup again. */
export const disableCtaPopup = () =>
  apiFetch<z.infer<typeof ctaPopupStatusSchema>>('/disclaimer/disable_cta_popup', { method: 'POST', body: {} });

export const useDisableCtaPopup = () => useMutation({ mutationFn: disableCtaPopup });
