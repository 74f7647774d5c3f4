import { Button, Checkbox, Group, MultiSelect, Paper, Stack, TextInput } from '@mantine/core';
import { TOPIC_STATUS, TOPIC_STATUS_LABEL } from '@pc/contracts';
import { useSpecialties } from '../api/get-specialties';

/** Active and Scheduled are ticked by default, Expired is not (spec §4). */
export const DEFAULT_STATUSES = [String(TOPIC_STATUS.active), String(TOPIC_STATUS.scheduled)];
const STATUS_ORDER = [TOPIC_STATUS.active, TOPIC_STATUS.scheduled, TOPIC_STATUS.expired];

interface Props {
  text: string;
  onTextChange(value: string): void;
  onSearchNow(): void;
  specs: string[];
  onSpecsChange(value: string[]): void;
  statuses: string[];
  onStatusesChange(value: string[]): void;
  onReset(): void;
}

export function QuestionFilters(p: Props) {
  const specialties = useSpecialties();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Search questions">
      <Stack gap="sm">
        <TextInput
          label="Search by keywords"
          placeholder="Words in the title or description"
          value={p.text}
          onChange={(e) => p.onTextChange(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') p.onSearchNow();
          }}
        />
        <Group align="flex-end" gap="md" wrap="wrap">
          <MultiSelect
            label="Specialty"
            placeholder={p.specs.length ? undefined : 'All specialties'}
            data={(specialties.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={p.specs}
            onChange={p.onSpecsChange}
            searchable
            clearable
            miw={240}
            style={{ flex: 1 }}
          />
          <Checkbox.Group label="Status" value={p.statuses} onChange={p.onStatusesChange}>
            <Group gap="md" mt={6}>
              {STATUS_ORDER.map((s) => (
                <Checkbox key={s} value={String(s)} label={TOPIC_STATUS_LABEL[s]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Button variant="default" onClick={p.onReset}>
            Reset
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
