import type { ConfirmProgramBody, GlobalProgramList } from '@pc/contracts';
import { apiFetch } from '../../../../lib/api-client';
import { useGlobalProgramChange } from './global-program-change';

/** `POST /global_programs/confirm`: at a priority (later ones move down), or without one (disabled). */
export const confirmProgram = (body: ConfirmProgramBody) =>
  apiFetch<GlobalProgramList>('/global_programs/confirm', { method: 'POST', body });

export const useConfirmProgram = () => useGlobalProgramChange(confirmProgram);
