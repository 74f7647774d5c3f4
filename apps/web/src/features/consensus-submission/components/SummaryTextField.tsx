import { Stack, Textarea, TextInput } from '@mantine/core';
import { countWords } from '@pc/contracts';
import { useRef } from 'react';
import { PhiFindings } from '../../phi/PhiFindings';
import { useFieldError } from './field-errors';
import { selectFinding, useFieldPhi } from './summary-phi';

export interface SummaryTextFieldProps {
  label: string;
  /** The field's path in the summary ('ConsensusTitle', 'Sections.0.Text'): where its rule errors are found. */
  field: string;
  value: string;
  onChange(value: string): void;
  /** Word limit of spec §5: shows '12 / 40 words' under the field. */
  wordLimit?: number;
  /** Several lines (rich-text fields, in markdown, and quotes). */
  multiline?: boolean;
  required?: boolean;
  description?: string;
  placeholder?: string;
}

/**
 * A text field of the summary: its label, its word counter and its rule errors, which Mantine ties
 * to the input with aria-describedby (the counter is the field's description). Under it, after a
 * submission refused for suspected patient identifiers, its findings to edit or confirm (issue 14):
 * a markdown field's are shown in its plain text, where the server found them.
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
  const phi = useFieldPhi(field);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const words = wordLimit ? countWords(value) : 0;
  const counter = wordLimit ? `${words} / ${wordLimit} words` : undefined;
  const help = [description, counter].filter(Boolean).join(' · ') || undefined;
  const common = {
    ref: input,
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
  const shown = phi && (phi.checked.rich ? phi.checked.text : value);
  return (
    // Always this wrapper, so that the field is not remounted (and left) when its findings come or go.
    <Stack gap="xs">
      {multiline ? (
        <Textarea {...common} autosize minRows={3} maxRows={16} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <TextInput {...common} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
      {phi && shown !== null && (
        <PhiFindings
          review={phi.review}
          field={phi.checked.field}
          text={shown}
          fieldLabel={label}
          onEdit={(start, end) => selectFinding(input.current, phi.checked, shown.slice(start, end))}
        />
      )}
    </Stack>
  );
}
