import type { ProgramVisit, ProgramVisitBody } from '@pc/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /programs`: records the visit and returns the partner link with the return URL to the question. */
export const visitProgram = (body: ProgramVisitBody) => apiFetch<ProgramVisit>('/programs', { method: 'POST', body });

export const useVisitProgram = () => useMutation({ mutationFn: visitProgram });
