import type { GlobalProgramList } from '@pc/contracts';
import { apiFetch } from '../../../../lib/api-client';
import { useGlobalProgramChange } from './global-program-change';

/** `POST /global_programs/change_status`: enable (last priority) or disable (the others close the gap). */
export const changeProgramStatus = (hcmpId: string) =>
  apiFetch<GlobalProgramList>('/global_programs/change_status', { method: 'POST', body: { hcmpId } });

export const useChangeProgramStatus = () => useGlobalProgramChange(changeProgramStatus);
