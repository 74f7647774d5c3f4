import { Textarea } from '@mantine/core';

interface Props {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  label?: string;
  description: string;
}

/** The NPI list editor (spec §2): a text area of `number,number` lines; each bad row is reported. */
export function NpiListEditor({ value, onChange, onBlur, error, label = 'NPI list', description }: Props) {
  return (
    <Textarea
      label={label}
      description={description}
      placeholder={'12,1234567893\n12,1987654320'}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
      autosize
      minRows={4}
      maxRows={16}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' }, error: { whiteSpace: 'pre-line' } }}
      error={error}
    />
  );
}
