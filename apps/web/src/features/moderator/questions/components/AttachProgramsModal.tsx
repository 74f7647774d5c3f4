import { Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useActivePrograms } from '../api/get-active-programs';

interface Props {
  topicId: number;
  opened: boolean;
  attaching: boolean;
  onClose(): void;
  onAttach(hcmpIds: string[]): void;
}

/** Pick enabled programs to connect to the question; they go after the ones already attached. */
export function AttachProgramsModal({ topicId, opened, attaching, onClose, onAttach }: Props) {
  const programs = useActivePrograms(topicId, opened);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Modal opened={opened} onClose={onClose} title="Attach programs">
      <Stack gap="md">
        {programs.isLoading && <Loader role="status" size="sm" aria-label="Loading programs" />}
        {programs.data?.length === 0 && <Text c="gray.7">Every enabled program is already attached.</Text>}
        {!!programs.data?.length && (
          <Checkbox.Group label="Enabled programs" value={selected} onChange={setSelected}>
            <Stack gap="xs" mt="xs">
              {programs.data.map((p) => (
                <Checkbox key={p.hcmpPrgId} value={p.hcmpPrgId} label={`${p.name} (${p.hcmpPrgId})`} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={selected.length === 0} loading={attaching} onClick={() => onAttach(selected)}>
            Attach
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
