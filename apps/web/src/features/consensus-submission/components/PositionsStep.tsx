import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useProposePositions } from '../api/get-position-proposal';
import { useTopicPositions } from '../api/get-topic-positions';
import { useSaveTopicPositions } from '../api/save-topic-positions';
import type { CaseAnswer } from '../utils/consensus-form';
import {
  addPosition,
  applyProposal,
  draftFromSaved,
  moveAnswer,
  OTHER_UNCLEAR,
  type PositionsDraft,
  placeCounts,
  positionName,
  positionsProblems,
  removePosition,
  renamePosition,
  sameDraft,
  saveBody,
} from '../utils/positions';
import { AnswerPlacements } from './AnswerPlacements';
import { PositionNames } from './PositionNames';

interface Props {
  /** The case (topic) the summary is about. */
  topicId: number;
  answers: readonly CaseAnswer[];
  onContinue(): void;
  onSkip(): void;
}

/**
 * The positions step (issue 24), after the case search: the author names the case's positions,
 * may ask the server for a grouping of similar answers, places each answer, and saves. The
 * consensus's figures are computed from what is saved; skipping leaves it without figures.
 */
export function PositionsStep({ topicId, answers, onContinue, onSkip }: Props) {
  const saved = useTopicPositions(topicId);
  if (saved.isPending) {
    return (
      <Center p="xl">
        <Loader role="status" aria-label="Loading the positions" />
      </Center>
    );
  }
  if (saved.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          The positions could not be loaded. You can skip this step; the consensus then shows no figures.
        </Alert>
        <Group>
          <Button onClick={onSkip}>Skip positions</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <PositionsEditor
      topicId={topicId}
      answers={answers}
      start={draftFromSaved(saved.data)}
      savedAt={saved.data.updatedAt}
      onContinue={onContinue}
      onSkip={onSkip}
    />
  );
}

type SaveState = 'new' | 'saved' | 'unsaved' | 'saving' | 'failed';
const SAVE_STATE_TEXT: Record<SaveState, string> = {
  new: 'Not saved yet',
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  failed: 'The positions could not be saved. Try again.',
};

/** A refusal (400) says the server's words: they name what to fix; anything else asks to try again. */
function saveFailedText(error: unknown): string {
  return error instanceof ApiError && error.status === 400 && error.message ? error.message : SAVE_STATE_TEXT.failed;
}

export function PositionsEditor({
  topicId,
  answers,
  start,
  savedAt,
  onContinue,
  onSkip,
}: Props & { start: PositionsDraft; savedAt: string | null }) {
  const [draft, setDraft] = useState(start);
  const [stored, setStored] = useState<PositionsDraft | null>(savedAt ? start : null);
  const [showProblems, setShowProblems] = useState(false);
  const [proposalNote, setProposalNote] = useState<string | null>(null);
  const save = useSaveTopicPositions(topicId);
  const propose = useProposePositions(topicId);

  const answerIds = useMemo(() => answers.map((a) => a.id), [answers]);
  const answerIdSet = useMemo(() => new Set(answerIds), [answerIds]);
  const counts = placeCounts(draft, answerIds);
  const problems = positionsProblems(draft);
  const valid = problems.names.size === 0 && problems.general.length === 0;
  const state: SaveState = save.isPending
    ? 'saving'
    : save.isError
      ? 'failed'
      : stored
        ? sameDraft(stored, draft)
          ? 'saved'
          : 'unsaved'
        : sameDraft(start, draft)
          ? 'new'
          : 'unsaved';

  // A failed save stays reported only until the next change.
  const change = (update: (current: PositionsDraft) => PositionsDraft) => {
    save.reset();
    setDraft(update);
  };

  const persist = async (): Promise<boolean> => {
    setShowProblems(true);
    if (!valid) return false;
    const body = saveBody(draft);
    try {
      await save.mutateAsync(body);
      setStored(draft);
      return true;
    } catch {
      return false;
    }
  };

  const askProposal = async () => {
    setProposalNote(null);
    try {
      const proposal = await propose.mutateAsync(draft.positions.length);
      change((current) => applyProposal(current, proposal, answerIdSet));
      const placed = proposal.groups.reduce((n, g) => n + g.answerIds.filter((id) => answerIdSet.has(id)).length, 0);
      setProposalNote(`Grouping applied: ${placed} of ${answers.length} answers placed. Check and move any answer.`);
    } catch {
      setProposalNote('No grouping could be proposed. Place the answers yourself or try again.');
    }
  };

  const continueToSummary = async () => {
    if (state === 'saved' || (await persist())) onContinue();
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="positions-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="positions-heading">
            Positions
          </Title>
          <Text size="sm">
            Name the positions physicians took on this case (for example “Start a beta-blocker”, “Refer first”), then
            place each answer in one of them or in “{OTHER_UNCLEAR}”. The consensus shows how many physicians hold each
            position, with its interval. This step is optional: skipped, the consensus shows no figures.
          </Text>
          <PositionNames
            positions={draft.positions}
            counts={counts}
            problems={problems}
            showProblems={showProblems}
            onRename={(i, label) => change((d) => renamePosition(d, i, label))}
            onAdd={() => change(addPosition)}
            onRemove={(i) => change((d) => removePosition(d, i))}
            onBlur={() => setShowProblems(true)}
          />
          <Group gap="sm" align="center">
            <Button variant="default" onClick={askProposal} loading={propose.isPending} disabled={answers.length === 0}>
              Propose a grouping
            </Button>
            <Text size="sm" c="gray.7">
              {`Groups similar answers into ${draft.positions.length} positions; replaces the current placement.`}
            </Text>
          </Group>
          {proposalNote && (
            <Text size="sm" role="status">
              {proposalNote}
            </Text>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="placements-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="placements-heading">
            Answers
          </Title>
          <Text size="sm" c="gray.7">
            {[
              ...draft.positions.map((_, i) => `${positionName(draft, i)}: ${counts.byPosition[i]}`),
              `${OTHER_UNCLEAR}: ${counts.other}`,
              `Not assigned: ${counts.unassigned}`,
            ].join(' · ')}
          </Text>
          {answers.length === 0 ? (
            <Text>This case has no answers yet.</Text>
          ) : (
            <AnswerPlacements
              answers={answers}
              draft={draft}
              counts={counts}
              onMove={(id, place) => change((d) => moveAnswer(d, id, place))}
            />
          )}
        </Stack>
      </Paper>

      <Paper
        component="footer"
        withBorder
        shadow="sm"
        p="sm"
        style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
        aria-label="Positions actions"
      >
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Button variant="default" onClick={persist} loading={state === 'saving'}>
              Save positions
            </Button>
            <Text size="sm" c={state === 'failed' ? 'red.8' : 'gray.7'} role="status">
              {state === 'failed' ? saveFailedText(save.error) : SAVE_STATE_TEXT[state]}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button variant="subtle" onClick={onSkip} px="xs">
              Skip positions
            </Button>
            <Button onClick={continueToSummary}>Continue</Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
