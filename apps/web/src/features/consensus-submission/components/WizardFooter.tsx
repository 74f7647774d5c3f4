import { Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';

type Props =
  | { step: 'consensusFormEdit'; errorText: string; onPreview(): void }
  | { step: 'previewConsensus'; submitting: boolean; onBack(): void; onSubmit(): void };

/**
 * The wizard's footer (spec §2): Preview, disabled while the summary breaks a rule, with the rules'
 * text beside it; on the preview, Go back and edit and Submit. It stays at the bottom of the window.
 */
export function WizardFooter(props: Props) {
  const errorsId = useId();
  return (
    <Paper
      component="footer"
      withBorder
      shadow="sm"
      p="sm"
      style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
      aria-label="Summary actions"
    >
      {props.step === 'consensusFormEdit' ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Button
            onClick={props.onPreview}
            disabled={props.errorText !== ''}
            aria-describedby={props.errorText ? errorsId : undefined}
            style={{ flexShrink: 0 }}
          >
            Preview
          </Button>
          {props.errorText && (
            <Text
              id={errorsId}
              size="sm"
              c="red.8"
              style={{ overflowWrap: 'anywhere', maxHeight: '6.5em', overflowY: 'auto' }}
              tabIndex={0}
            >
              {props.errorText}
            </Text>
          )}
        </Group>
      ) : (
        <Group gap="sm" justify="space-between">
          <Button variant="default" onClick={props.onBack} disabled={props.submitting}>
            Go back and edit
          </Button>
          <Button onClick={props.onSubmit} loading={props.submitting}>
            Submit
          </Button>
        </Group>
      )}
    </Paper>
  );
}
