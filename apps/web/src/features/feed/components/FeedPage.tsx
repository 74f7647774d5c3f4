import { Alert, Anchor, Button, Center, Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasAnyPermission, MESSAGES, PAGE_SIZE, type TopicFeed, type TopicFeedSection } from '@pc/contracts';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errorToast } from '../../../lib/toasts';
import { useSession } from '../../auth/session';
import { useTopicFeed } from '../api/get-topic-feed';
import { hasRedirectNotice } from '../redirect-notice';
import { feedView, OVERVIEW_COUNT, SECTION_TITLES } from '../utils/feed-params';
import { FeedEmptyState } from './FeedEmptyState';
import { FeedSection } from './FeedSection';
import { TrailingSlashRedirect } from './TrailingSlashRedirect';

const FEED_TITLES: Record<TopicFeed, string> = { my: 'My Specialty', other: 'Other Specialties' };
const FEED_PATHS: Record<TopicFeed, string> = { my: '/questions', other: '/questions_other' };

/** Holders of these see scheduled questions and the managers' empty state (spec §6). */
const MANAGER_PERMISSIONS = ['active_patient_case_management', 'all_patient_cases_management'] as const;

/** The My Specialty and Other Specialties feeds (spec §2). */
export function FeedPage({ feed }: { feed: TopicFeed }) {
  return (
    <TrailingSlashRedirect>
      <Feed feed={feed} />
    </TrailingSlashRedirect>
  );
}

function Feed({ feed }: { feed: TopicFeed }) {
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const manager = hasAnyPermission(user?.permissions ?? [], [...MANAGER_PERMISSIONS]);
  const { section, page } = feedView(params, manager);
  // Administrators open /questions through active case management: for them it is Public Questions.
  const publicView = feed === 'my' && !hasAnyPermission(user?.permissions ?? [], ['patient_cases_my_specialty']);
  const title = publicView ? 'Public Questions' : FEED_TITLES[feed];
  useDocumentTitle(section ? `${SECTION_TITLES[section]} · ${title}` : title);

  const query = useTopicFeed({
    feed,
    section,
    pageNumber: page,
    count: section ? PAGE_SIZE.topics : OVERVIEW_COUNT,
  });
  useEffect(() => {
    if (query.isError) errorToast();
  }, [query.isError]);

  const subtitle = publicView
    ? 'Every active question members can answer'
    : feed === 'my'
      ? user?.specialty
        ? `Questions for ${user.specialty.name}`
        : 'Questions for your specialty'
      : 'Questions posted for specialties other than yours';

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {hasRedirectNotice(location.state) && (
          <Alert color="yellow" title="Page not available" role="status">
            {MESSAGES.notFoundRedirect}
          </Alert>
        )}
        <div>
          <Title order={1}>{section ? SECTION_TITLES[section] : title}</Title>
          <Text c="gray.7">{section ? title : subtitle}</Text>
        </div>
        {query.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading questions" />
          </Center>
        ) : query.isError ? (
          <Alert color="red" title={MESSAGES.genericErrorTitle}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{MESSAGES.genericErrorBody}</Text>
              <Button size="xs" variant="light" onClick={() => query.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : section ? (
          <SectionPages
            feed={feed}
            section={section}
            page={page}
            topics={query.data[section].items}
            total={query.data[section].total}
          />
        ) : (
          <>
            <FeedSection
              id="featured"
              title={SECTION_TITLES.featured}
              topics={query.data.featured.items}
              total={query.data.featured.total}
              viewAllTo={`${FEED_PATHS[feed]}?section=featured`}
              empty={
                <FeedEmptyState
                  manager={manager}
                  otherFeedLink={
                    feed === 'my' && hasAnyPermission(user?.permissions ?? [], ['patient_cases_other_specialties'])
                  }
                />
              }
            />
            {manager && (
              <FeedSection
                id="scheduled"
                title={SECTION_TITLES.scheduled}
                topics={query.data.scheduled.items}
                total={query.data.scheduled.total}
                viewAllTo={`${FEED_PATHS[feed]}?section=scheduled`}
              />
            )}
            <FeedSection
              id="answered"
              title={SECTION_TITLES.answered}
              topics={query.data.answered.items}
              total={query.data.answered.total}
              viewAllTo={`${FEED_PATHS[feed]}?section=answered`}
            />
            <FeedSection
              id="archive"
              title={SECTION_TITLES.archive}
              topics={query.data.archive.items}
              total={query.data.archive.total}
              viewAllTo={`${FEED_PATHS[feed]}?section=archive`}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

/** "View all": one section, a page at a time, with a way back to the whole feed. */
function SectionPages({
  feed,
  section,
  page,
  topics,
  total,
}: {
  feed: TopicFeed;
  section: TopicFeedSection;
  page: number;
  topics: Parameters<typeof FeedSection>[0]['topics'];
  total: number;
}) {
  const [, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.topics));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={FEED_PATHS[feed]}>
        Back to {FEED_TITLES[feed]}
      </Anchor>
      <FeedSection
        id={section}
        title={`${total} ${total === 1 ? 'question' : 'questions'}`}
        topics={topics}
        total={total}
        empty={<Text c="gray.7">There are no questions here yet.</Text>}
      />
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            siblings={1}
            onChange={(value) => setParams({ section, page: String(value) })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
