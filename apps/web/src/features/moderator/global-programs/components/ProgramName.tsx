import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { PROGRAM_NAME_TOOLTIP_LENGTH } from '@pc/contracts';

/**
 * A program's name; past 78 characters (spec §9) it is cut with an ellipsis and the whole name shows
 * in a tooltip (on hover and on keyboard focus). Screen readers read the whole name either way.
 */
export function ProgramName({ name }: { name: string }) {
  if (name.length <= PROGRAM_NAME_TOOLTIP_LENGTH) {
    return (
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    );
  }
  return (
    <Tooltip label={name} multiline maw={360} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text
        size="sm"
        fw={600}
        tabIndex={0}
        style={{ overflowWrap: 'anywhere', textDecoration: 'underline dotted' }}
        data-long-name
      >
        <span aria-hidden="true">{`${name.slice(0, PROGRAM_NAME_TOOLTIP_LENGTH).trimEnd()}…`}</span>
        <VisuallyHidden>{name}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
