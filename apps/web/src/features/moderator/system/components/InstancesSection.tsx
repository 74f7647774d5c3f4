import { Table, Text } from '@mantine/core';
import type { SystemOverview } from '@pc/contracts';
import { formatUptime, formatWhen } from './format';
import { ScrollBox, SystemSection } from './SystemSection';

/** The instances whose heartbeat is recent: host, version, uptime, last seen. */
export function InstancesSection({ instances }: { instances: SystemOverview['instances'] }) {
  return (
    <SystemSection id="instances" title="Instances">
      {instances.length === 0 ? (
        <Text size="sm">No instance has reported in the last few minutes.</Text>
      ) : (
        <ScrollBox label="Instances">
          <Table aria-label="Instances" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Host</Table.Th>
                <Table.Th>Version</Table.Th>
                <Table.Th>Uptime</Table.Th>
                <Table.Th>Started</Table.Th>
                <Table.Th>Last seen</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {instances.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>
                    {i.hostname}
                    {i.current && (
                      <Text span size="sm" fw={700}>
                        {' '}
                        (this one)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{i.version}</Table.Td>
                  <Table.Td>{formatUptime(i.uptimeSeconds)}</Table.Td>
                  <Table.Td>{formatWhen(i.startedAt)}</Table.Td>
                  <Table.Td>{formatWhen(i.lastSeenAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollBox>
      )}
    </SystemSection>
  );
}
