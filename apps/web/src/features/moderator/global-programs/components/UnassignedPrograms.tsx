import { Button, Collapse, Group, NativeSelect, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { type GlobalProgram, priorityOptions } from '@pc/contracts';
import { useId, useState } from 'react';
import { ProgramName } from './ProgramName';

export interface UnassignedProgramsProps {
  programs: GlobalProgram[];
  /** The enabled count: a new program can be placed at 1..n+1 (spec §4). */
  enabledCount: number;
  busy: boolean;
  onConfirm: (program: GlobalProgram, priority: number | null) => void;
  onDisable: (program: GlobalProgram) => void;
}

type RowProps = Omit<UnassignedProgramsProps, 'programs'> & { program: GlobalProgram };

/** The priority chosen for a row; empty until the moderator picks one (Confirm then sets none). */
function useChosenPriority() {
  const [chosen, setChosen] = useState('');
  return { chosen, setChosen, priority: chosen ? Number(chosen) : null };
}

function AssignPriority({
  program,
  enabledCount,
  busy,
  chosen,
  setChosen,
}: RowProps & ReturnType<typeof useChosenPriority>) {
  return (
    <NativeSelect
      aria-label={`Assign priority to ${program.name}`}
      size="sm"
      w={140}
      disabled={busy}
      value={chosen}
      data={[
        { value: '', label: 'No priority' },
        ...priorityOptions(enabledCount).map((n) => ({ value: String(n), label: String(n) })),
      ]}
      onChange={(e) => setChosen(e.currentTarget.value)}
    />
  );
}

function Buttons({ program, busy, onConfirm, onDisable, priority }: RowProps & { priority: number | null }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        disabled={busy}
        aria-label={`Confirm ${program.name}`}
        onClick={() => onConfirm(program, priority)}
      >
        Confirm
      </Button>
      <Button
        size="xs"
        variant="default"
        c="red.8"
        disabled={busy}
        aria-label={`Disable ${program.name}`}
        onClick={() => onDisable(program)}
      >
        Disable
      </Button>
    </Group>
  );
}

function TableRow(props: RowProps) {
  const choice = useChosenPriority();
  const { program } = props;
  return (
    <Table.Tr data-program-id={program.hcmpPrgId}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{program.hcmpPrgId}</Table.Td>
      <Table.Td>
        <ProgramName name={program.name} />
      </Table.Td>
      <Table.Td>
        <AssignPriority {...props} {...choice} />
      </Table.Td>
      <Table.Td>
        <Buttons {...props} priority={choice.priority} />
      </Table.Td>
    </Table.Tr>
  );
}

function Card(props: RowProps) {
  const choice = useChosenPriority();
  const { program } = props;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-program-id={program.hcmpPrgId}>
      <Stack gap="xs">
        <div>
          <ProgramName name={program.name} />
          <Text size="sm" c="gray.7">
            {program.hcmpPrgId}
          </Text>
        </div>
        <Group gap="xs" justify="space-between">
          <AssignPriority {...props} {...choice} />
          <Buttons {...props} priority={choice.priority} />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The collapsible "Programs without priority" section (spec §2): programs the partner's feed brought
 * in that nobody confirmed yet, each confirmed at a chosen priority (or none) or disabled.
 */
export function UnassignedPrograms(props: UnassignedProgramsProps) {
  const { programs, ...row } = props;
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <section aria-labelledby={`${panelId}-title`}>
      <Title order={2} size="h4" id={`${panelId}-title`}>
        <UnstyledButton aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} py={6}>
          <Text component="span" fw={700} size="lg">
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> Programs without priority ({programs.length})
          </Text>
        </UnstyledButton>
      </Title>
      <Collapse expanded={open} id={panelId}>
        {programs.length === 0 ? (
          <Text c="gray.7" mt="xs">
            Every program has been confirmed.
          </Text>
        ) : (
          <>
            <Paper withBorder radius="md" mt="xs" visibleFrom="sm">
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm" aria-label="Programs without priority">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>ID</Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Assign priority</Table.Th>
                      <Table.Th>Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {programs.map((p) => (
                      <TableRow key={p.id} program={p} {...row} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Stack
              gap="sm"
              mt="xs"
              hiddenFrom="sm"
              component="ul"
              aria-label="Programs without priority"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {programs.map((p) => (
                <Card key={p.id} program={p} {...row} />
              ))}
            </Stack>
          </>
        )}
      </Collapse>
    </section>
  );
}
