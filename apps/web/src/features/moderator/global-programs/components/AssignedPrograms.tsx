import { Button, Group, Menu, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import type { GlobalProgram } from '@pc/contracts';
import { ProgramName } from './ProgramName';

export interface AssignedProgramsProps {
  programs: GlobalProgram[];
  /** The enabled count: an enabled program can move to 1..n. */
  enabledCount: number;
  busy: boolean;
  onPriority: (program: GlobalProgram, priority: number) => void;
  onToggle: (program: GlobalProgram) => void;
}

type RowProps = Omit<AssignedProgramsProps, 'programs'> & { program: GlobalProgram };

function PrioritySelect({ program, enabledCount, busy, onPriority }: RowProps) {
  if (!program.enabled) {
    return (
      <Text size="sm" c="gray.7">
        None
      </Text>
    );
  }
  return (
    <NativeSelect
      aria-label={`Priority of ${program.name}`}
      size="sm"
      w={88}
      disabled={busy}
      value={String(program.globalPriority)}
      data={Array.from({ length: enabledCount }, (_, i) => String(i + 1))}
      onChange={(e) => {
        const priority = Number(e.currentTarget.value);
        if (priority !== program.globalPriority) onPriority(program, priority);
      }}
    />
  );
}

function Actions({ program, busy, onToggle }: RowProps) {
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          aria-label={`Actions for ${program.name}`}
          disabled={busy}
          style={{ flexShrink: 0 }}
        >
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onToggle(program)}>
          {program.enabled ? 'Disable program' : 'Enable program'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

const enabledText = (p: GlobalProgram) => (p.enabled ? 'Yes' : 'No');

/**
 * The table of spec §2 (enabled programs by priority, then confirmed ones without a priority): on a
 * phone one card per program, since five columns do not fit 390 px.
 */
export function AssignedPrograms(props: AssignedProgramsProps) {
  const { programs, ...row } = props;
  if (!programs.length) return <Text c="gray.7">No program is enabled yet.</Text>;
  return (
    <>
      <Paper withBorder radius="md" visibleFrom="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Assigned programs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Enabled</Table.Th>
                <Table.Th>Priority</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {programs.map((p) => (
                <Table.Tr key={p.id} data-program-id={p.hcmpPrgId}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.hcmpPrgId}</Table.Td>
                  <Table.Td>
                    <ProgramName name={p.name} />
                  </Table.Td>
                  <Table.Td>{enabledText(p)}</Table.Td>
                  <Table.Td>
                    <PrioritySelect program={p} {...row} />
                  </Table.Td>
                  <Table.Td>
                    <Actions program={p} {...row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Stack
        gap="sm"
        hiddenFrom="sm"
        component="ul"
        aria-label="Assigned programs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {programs.map((p) => (
          <Paper key={p.id} component="li" withBorder radius="md" p="sm" data-program-id={p.hcmpPrgId}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <ProgramName name={p.name} />
                <Text size="sm" c="gray.7">
                  {p.hcmpPrgId} · Enabled: {enabledText(p)}
                </Text>
              </Stack>
              <Actions program={p} {...row} />
            </Group>
            <Group gap="xs" mt="xs">
              <Text size="sm">Priority</Text>
              <PrioritySelect program={p} {...row} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
