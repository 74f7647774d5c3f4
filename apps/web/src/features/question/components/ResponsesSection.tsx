import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Answer, CommentOrder, PagedAnswer } from '@pc/contracts';
import { useId } from 'react';
import { type MoreAnswers, ThreadList } from './ThreadList';

/** The thread as far as it is loaded: the answers to show and what the pages say about the rest. */
export interface ThreadView {
  answers: PagedAnswer[];
  /** Every answer of the thread the member may see, loaded or not (deleted ones keep their place). */
  totalAnswers: number;
  /** Its answers and comments that are not deleted: 'Responses (N)'. */
  totalResponses: number;
  showResponses: boolean;
  more: MoreAnswers;
}

/**
 * The responses thread (spec §2, §4): collapsed until the member opens it; while responses are hidden
 * the member may answer first or ask to view them; sortable by Date or Rating.
 */
export function ResponsesSection({
  topicId,
  topicViewId,
  userId,
  writer,
  totalResponses,
  thread,
  loading,
  failed,
  onRetry,
  expanded,
  onToggle,
  order,
  onOrderChange,
  revealing,
  onReveal,
  highlightedId,
  onSaved,
  onAnswerUpdated,
  onFlag,
}: {
  topicId: number;
  topicViewId: number;
  userId: number;
  /** The reader answers, comments and votes (a member); others read only. */
  writer: boolean;
  totalResponses: number;
  thread: ThreadView | undefined;
  loading: boolean;
  /** The thread could not be read (the toast already said so): offer to try again. */
  failed: boolean;
  onRetry: () => void;
  expanded: boolean;
  onToggle: () => void;
  order: CommentOrder;
  onOrderChange: (order: CommentOrder) => void;
  revealing: boolean;
  onReveal: () => void;
  highlightedId: number | null;
  onSaved: (id: number) => void;
  onAnswerUpdated: (answerId: number, hasUnseenTopics: boolean) => void;
  onFlag: (answer: Answer) => void;
}) {
  const panelId = useId();
  const answers = thread?.answers ?? [];
  // All loaded, and none is someone else's.
  const onlyOwn = answers.length > 0 && !thread?.more.hasMore && answers.every((a) => a.ownAnswer);
  // While the responses are hidden the pages hold at most the member's own answer: the question's
  // count says how many there are to see.
  const visibleCount = thread?.showResponses ? thread.totalResponses : totalResponses;

  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'lg' }} aria-labelledby={`${panelId}-heading`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={`${panelId}-heading`}>
            <UnstyledButton
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={onToggle}
              style={{ font: 'inherit', color: 'inherit' }}
            >
              <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> Responses ({visibleCount})
            </UnstyledButton>
          </Title>
          {expanded && thread?.showResponses && thread.totalAnswers > 1 && (
            <Group gap="xs">
              <Text size="sm" id={`${panelId}-sort`}>
                Sort by
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby={`${panelId}-sort`}
                value={order}
                onChange={(value) => onOrderChange(value as CommentOrder)}
                data={[
                  { label: 'Date', value: 'date' },
                  { label: 'Rating', value: 'rating' },
                ]}
              />
            </Group>
          )}
        </Group>
        {expanded && (
          <Stack id={panelId} gap="sm">
            {failed && !thread ? (
              <Stack gap="xs" align="flex-start">
                <Text>The responses could not be loaded.</Text>
                <Button variant="light" onClick={onRetry}>
                  Try again
                </Button>
              </Stack>
            ) : loading || !thread ? (
              <Center py="md">
                <Loader role="status" size="sm" aria-label="Loading responses" />
              </Center>
            ) : (
              <>
                {!thread.showResponses && (
                  <Stack gap="xs" align="flex-start">
                    <Text>Responses from other members are hidden until you answer this question.</Text>
                    <Button variant="light" onClick={onReveal} loading={revealing}>
                      View responses
                    </Button>
                  </Stack>
                )}
                {thread.showResponses && answers.length === 0 && (
                  <Text c="gray.7">No responses yet. Be the first to answer.</Text>
                )}
                {thread.showResponses && onlyOwn && <Text c="gray.7">Yours is the only response so far.</Text>}
                <ThreadList
                  topicId={topicId}
                  topicViewId={topicViewId}
                  userId={userId}
                  writer={writer}
                  answers={answers}
                  more={thread.more}
                  highlightedId={highlightedId}
                  onSaved={onSaved}
                  onAnswerUpdated={onAnswerUpdated}
                  onFlag={onFlag}
                />
              </>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
