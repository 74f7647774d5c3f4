import { type GlobalProgram, type GlobalProgramList, sortAssigned } from '@pc/contracts';
import { isoOrNull } from '../../db/raw-sql.js';
import type { GlobalProgramRow } from './global-programs.queries.js';

export function presentProgram(row: GlobalProgramRow): GlobalProgram {
  const priority = row.global_priority !== null && row.global_priority > 0 ? row.global_priority : null;
  return {
    id: row.id,
    hcmpPrgId: row.hcmp_prg_id,
    name: row.name,
    airDate: isoOrNull(row.air_date),
    url: row.url,
    globalPriority: priority,
    confirmedAt: isoOrNull(row.confirmed_at),
    // Enabled means a priority is present (spec §4).
    enabled: priority !== null,
    specialties: row.specialties ?? [],
  };
}

/**
 * The table holds the enabled programs and the confirmed ones without a priority (disabled); the
 * section below holds the ones nobody has confirmed yet. Both in the spec's order (sortAssigned).
 */
export function presentList(rows: GlobalProgramRow[]): GlobalProgramList {
  const programs = rows.map(presentProgram);
  const isAssigned = (p: GlobalProgram) => p.enabled || p.confirmedAt !== null;
  return {
    assigned: sortAssigned(programs.filter(isAssigned)),
    unassigned: sortAssigned(programs.filter((p) => !isAssigned(p))),
  };
}
