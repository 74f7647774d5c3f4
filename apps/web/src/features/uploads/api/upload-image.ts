import type { UploadedImage } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';

/** `POST /uploads/images`: the file as the body; answers where the product serves it. */
export const uploadImage = (file: File, signal?: AbortSignal) =>
  apiUpload<UploadedImage>('/uploads/images', file, signal);

/** Nothing to invalidate: an upload changes no list; the form that holds the URL saves it. */
export const useUploadImage = () => useMutation({ mutationFn: (file: File) => uploadImage(file) });
