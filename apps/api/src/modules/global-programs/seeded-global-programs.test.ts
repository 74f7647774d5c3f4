import { PROGRAM_NAME_TOOLTIP_LENGTH } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { seededDatabaseForFile } from '../../test/seeded-database.js';
import { presentList } from './global-programs.presenter.js';
import { allPrograms } from './global-programs.queries.js';

/** The demo shows every part of the global programs page (spec §2) with a valid 1..n priority list. */
const database = seededDatabaseForFile();

describe('demo seed', () => {
  it('seeds enabled programs at 1..n, a confirmed one without priority, unconfirmed ones and a long name', async () => {
    const list = presentList(await allPrograms(database.db));
    const enabled = list.assigned.filter((p) => p.enabled);
    expect(enabled.map((p) => p.globalPriority)).toEqual(enabled.map((_, i) => i + 1));
    expect(enabled.length).toBeGreaterThanOrEqual(3);
    expect(list.assigned.some((p) => !p.enabled)).toBe(true);
    expect(list.unassigned.length).toBeGreaterThanOrEqual(2);
    expect(list.assigned.some((p) => p.name.length > PROGRAM_NAME_TOOLTIP_LENGTH)).toBe(true);
  });
});
