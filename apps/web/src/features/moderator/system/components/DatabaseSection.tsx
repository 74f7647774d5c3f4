import { List, Text } from '@mantine/core';
import type { SystemOverview } from '@pc/contracts';
import { SystemSection } from './SystemSection';

const DIALECT = { pglite: 'PGlite (one process)', postgres: 'PostgreSQL' } as const;

/** Which database, which server version, and whether it holds every migration this release ships. */
export function DatabaseSection({ database }: { database: SystemOverview['database'] }) {
  const m = database.migrations;
  return (
    <SystemSection id="database" title="Database">
      <List size="sm" spacing={4}>
        <List.Item>
          {DIALECT[database.dialect]} {database.serverVersion}
        </List.Item>
        <List.Item>
          Migrations: {m.applied} of {m.expected} applied, newest {m.latest}
        </List.Item>
        <List.Item>
          <Text span size="sm" fw={700} c={m.upToDate ? undefined : 'red.9'}>
            {m.upToDate ? 'Up to date' : 'Behind: this release expects newer migrations'}
          </Text>
        </List.Item>
      </List>
    </SystemSection>
  );
}
