import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TopicStatus } from '@pc/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuestions } from './api/get-questions';
import { FlashMessage } from './components/FlashMessage';
import { DEFAULT_STATUSES, QuestionFilters } from './components/QuestionFilters';
import { QuestionListItem } from './components/QuestionListItem';
import { useSearchTerm } from './utils/use-search-term';
import { PageContainer } from '../../../ui/PageContainer';

/** The next page loads once one of the last 3 questions scrolls into view (spec §9). */
const LOAD_AHEAD = 3;

/** `/moderator/questions`: search, filter and scroll through every question. */
export default function QuestionsListPage() {
  const search = useSearchTerm();
  const [specs, setSpecs] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<string[]>(DEFAULT_STATUSES);
  const filters = useMemo(
    () => ({ term: search.term, specs: specs.map(Number), status: statuses.map(Number) as TopicStatus[] }),
    [search.term, specs, statuses],
  );
  const query = useQuestions(filters);
  const questions = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? 0;

  // Watch the item LOAD_AHEAD from the end; when it shows, fetch the next page.
  const observer = useRef<IntersectionObserver | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const watch = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!node || !hasNextPage) return;
      observer.current = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      });
      observer.current.observe(node);
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  const watchIndex = Math.max(0, questions.length - LOAD_AHEAD);

  return (
    <PageContainer width={960}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          All Questions
        </Title>
        <Group gap="sm">
          <Button component={Link} to="/moderator/questions-npis" variant="default">
            Question NPIs
          </Button>
          <Button component={Link} to="/moderator/questions/new">
            Create question
          </Button>
        </Group>
      </Group>
      <FlashMessage />
      <QuestionFilters
        text={search.text}
        onTextChange={search.change}
        onSearchNow={search.flush}
        specs={specs}
        onSpecsChange={setSpecs}
        statuses={statuses}
        onStatusesChange={setStatuses}
        onReset={() => {
          search.reset();
          setSpecs([]);
          setStatuses(DEFAULT_STATUSES);
        }}
      />
      {query.isError && (
        <Alert color="red" title="There was an unexpected error.">
          The questions could not be loaded. Please try again.
        </Alert>
      )}
      {statuses.length > 0 && query.isSuccess && (
        <Text size="sm" c="gray.7" role="status">
          {total === 1 ? '1 question' : `${total} questions`}
        </Text>
      )}
      {statuses.length === 0 && <Text c="gray.7">Tick at least one status to see questions.</Text>}
      <Stack gap="sm" component="section" aria-label="Questions">
        {questions.map((q, i) => (
          <QuestionListItem key={q.id} question={q} ref={i === watchIndex ? watch : undefined} />
        ))}
      </Stack>
      {(query.isLoading || isFetchingNextPage) && (
        <Center>
          <Loader role="status" aria-label="Loading questions" />
        </Center>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Center>
          <Button variant="subtle" onClick={() => void fetchNextPage()}>
            Load more questions
          </Button>
        </Center>
      )}
      {query.isSuccess && statuses.length > 0 && questions.length === 0 && (
        <Text c="gray.7">No questions match these filters.</Text>
      )}
    </PageContainer>
  );
}
