import { PHI_CONFIRMATIONS_HEADER, type UploadedImage } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';

export interface ImageUpload {
  file: File;
  /** The `x-phi-confirmations` value (blur-areas.ts' confirmationsHeader), after a `phi_suspected` refusal. */
  confirmations?: string;
}

/**
 * `POST /uploads/images`: the file as the body; answers where the product serves it. An image that
 * may identify a patient is refused with 422 `phi_suspected` (issue 23) unless its findings are confirmed.
 */
export const uploadImage = ({ file, confirmations }: ImageUpload, signal?: AbortSignal) =>
  apiUpload<UploadedImage>('/uploads/images', file, {
    signal,
    headers: confirmations ? { [PHI_CONFIRMATIONS_HEADER]: confirmations } : undefined,
  });

/** Nothing to invalidate: an upload changes no list; the form that holds the URL saves it. */
export const useUploadImage = () => useMutation({ mutationFn: (upload: ImageUpload) => uploadImage(upload) });
