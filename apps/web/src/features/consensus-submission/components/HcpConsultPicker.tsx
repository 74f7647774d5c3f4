import { Button, Modal, Paper, Stack, Text } from '@mantine/core';
import type { CaseAnswer } from '../utils/consensus-form';

interface Props {
  opened: boolean;
  onClose(): void;
  /** Where the quote goes, for the title ('Analysis quotes'). */
  target: string;
  answers: readonly CaseAnswer[];
  /** Answers already quoted in that list. */
  quoted: ReadonlySet<number>;
  onPick(answer: CaseAnswer): void;
}

/**
 * 'Add HCP consult' (spec §2): the case's answers, each with its author and specialty; choosing one
 * quotes it (text, author name, specialty) in the list the picker was opened from.
 */
export function HcpConsultPicker({ opened, onClose, target, answers, quoted, onPick }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Add HCP consult to ${target}`} size="lg">
      {answers.length === 0 ? (
        <Text size="sm">This case has no answers to quote yet. Type the quote by hand instead.</Text>
      ) : (
        <Stack gap="sm">
          {answers.map((answer) => {
            const added = quoted.has(answer.id);
            return (
              <Paper
                key={answer.id}
                withBorder
                p="sm"
                component="article"
                aria-label={`Consult by ${answer.authorName}`}
              >
                <Stack gap={6}>
                  <Text size="sm" fw={600}>
                    {answer.authorName}
                    {answer.specialty ? ` · ${answer.specialty}` : ''}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {answer.text}
                  </Text>
                  <Button
                    size="xs"
                    variant={added ? 'default' : 'light'}
                    disabled={added}
                    aria-label={
                      added ? `Consult by ${answer.authorName} added` : `Quote the consult by ${answer.authorName}`
                    }
                    onClick={() => onPick(answer)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {added ? 'Added' : 'Quote this consult'}
                  </Button>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
