import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { POSITION_LABEL_MAX, POSITIONS_MAX, POSITIONS_MIN } from '@pc/contracts';
import { Icon } from '../../../ui/Icon';
import type { PlaceCounts, PositionsProblems } from '../utils/positions';

interface Props {
  positions: readonly string[];
  counts: PlaceCounts;
  problems: PositionsProblems;
  /** Messages show once the author has left a name or tried to save, not while the step opens. */
  showProblems: boolean;
  onRename(index: number, label: string): void;
  onAdd(): void;
  onRemove(index: number): void;
  onBlur(): void;
}

/** The case's 2 to 6 positions: a name each (the contract's messages under it), its count of answers. */
export function PositionNames({ positions, counts, problems, showProblems, onRename, onAdd, onRemove, onBlur }: Props) {
  return (
    <Stack gap="sm">
      {positions.map((label, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a position is its place in the list (assignments hold indexes)
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap" maw="44rem">
          <TextInput
            label={`Position ${i + 1}`}
            description={`${counts.byPosition[i] ?? 0} answer${counts.byPosition[i] === 1 ? '' : 's'}`}
            placeholder="For example: Start a beta-blocker"
            value={label}
            maxLength={POSITION_LABEL_MAX + 20}
            onChange={(e) => onRename(i, e.currentTarget.value)}
            onBlur={onBlur}
            error={showProblems ? problems.names.get(i) : undefined}
            withAsterisk
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="subtle"
            color="red"
            size="sm"
            px="xs"
            mt={38}
            aria-label={`Remove position ${i + 1}`}
            disabled={positions.length <= POSITIONS_MIN}
            onClick={() => onRemove(i)}
          >
            <Icon name="trash" size={16} />
          </Button>
        </Group>
      ))}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<Icon name="plus" size={16} />}
          onClick={onAdd}
          disabled={positions.length >= POSITIONS_MAX}
        >
          Add a position
        </Button>
        <Text size="sm" c="gray.7">
          {`${POSITIONS_MIN} to ${POSITIONS_MAX} positions`}
        </Text>
      </Group>
      {showProblems && problems.general.length > 0 && (
        <Text size="sm" c="red.8" role="alert">
          {problems.general.join(' ')}
        </Text>
      )}
    </Stack>
  );
}
