import { Textarea, TextInput } from '@mantine/core';
import { countWords } from '@pc/contracts';
import { useFieldError } from './field-errors';

export interface SummaryTextFieldProps {
  label: string;
  /** The field's path in the summary ('ConsensusTitle', 'Sections.0.Text'): where its rule errors are found. */
  field: string;
  value: string;
  onChange(value: string): void;
  /** Word limit of spec §5: shows '12 / 40 words' under the field. */
  wordLimit?: number;
  /** A rich-text field: several lines, markdown. */
  multiline?: boolean;
  required?: boolean;
  description?: string;
  placeholder?: string;
}

/**
 * A text field of the summary: its label, its word counter and its rule errors, which Mantine ties
 * to the input with aria-describedby (the counter is the field's description).
 */
export function SummaryTextField({
  label,
  field,
  value,
  onChange,
  wordLimit,
  multiline,
  required,
  description,
  placeholder,
}: SummaryTextFieldProps) {
  const { error, touch } = useFieldError(field);
  const words = wordLimit ? countWords(value) : 0;
  const counter = wordLimit ? `${words} / ${wordLimit} words` : undefined;
  const help = [description, counter].filter(Boolean).join(' · ') || undefined;
  const common = {
    label,
    value,
    withAsterisk: required,
    description: help,
    placeholder,
    error,
    onBlur: touch,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    'data-field': field,
  };
  return multiline ? (
    <Textarea {...common} autosize minRows={3} maxRows={16} onChange={(e) => onChange(e.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}
