import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SponsoredProgram } from '@pc/contracts';

/**
 * The sponsored-program interstitial (spec §2, §4): a notice about an educational program, with the
 * program's link and a Next button that continues to what the member asked for.
 */
export function SponsoredNotice({
  program,
  opened,
  opening,
  onOpenProgram,
  onNext,
}: {
  program: SponsoredProgram | undefined;
  opened: boolean;
  opening: boolean;
  onOpenProgram: () => void;
  onNext: () => void;
}) {
  return (
    <Modal opened={opened && !!program?.id} onClose={onNext} title="Sponsored educational program" centered>
      <Stack>
        <Text size="sm" c="gray.7">
          Peer Consults is free for members thanks to sponsored medical education.
        </Text>
        <Text fw={600}>{program?.name}</Text>
        <Group justify="space-between">
          {program?.url ? (
            <Button variant="light" onClick={onOpenProgram} loading={opening}>
              Open the program
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={onNext} data-autofocus>
            Next
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
