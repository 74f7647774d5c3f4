import type { ChangeGlobalPriorityBody, GlobalProgramList } from '@pc/contracts';
import { apiFetch } from '../../../../lib/api-client';
import { useGlobalProgramChange } from './global-program-change';

/** `POST /global_programs/change_priority`: move an enabled program, shifting the others. */
export const changeGlobalPriority = (body: ChangeGlobalPriorityBody) =>
  apiFetch<GlobalProgramList>('/global_programs/change_priority', { method: 'POST', body });

export const useChangeGlobalPriority = () => useGlobalProgramChange(changeGlobalPriority);
