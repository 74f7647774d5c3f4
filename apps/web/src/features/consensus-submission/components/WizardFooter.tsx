import { Button, Flex, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';

type Props =
  | { step: 'consensusFormEdit'; errorText: string; onPreview(): void }
  | { step: 'previewConsensus'; submitting: boolean; onBack(): void; onSubmit(): void };

/**
 * The wizard's footer (spec §2): Preview, disabled while the summary breaks a rule, with the rules'
 * text beside it (under it on a phone, where beside it leaves a column too narrow to read); on the
 * preview, Go back and edit and Submit. It stays at the bottom of the window, so the text has a
 * height of its own, a share of the window, and scrolls (by keyboard too) only beyond that.
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
        <Flex gap="sm" direction={{ base: 'column', sm: 'row' }} align="flex-start">
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
              style={{
                overflowWrap: 'anywhere',
                maxHeight: 'min(35vh, 12em)',
                overflowY: 'auto',
                overscrollBehavior: 'contain',
                minWidth: 0,
              }}
              tabIndex={0}
            >
              {props.errorText}
            </Text>
          )}
        </Flex>
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
