import { Alert, Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  hasAnyPermission,
  MESSAGES,
  middleAdPosition,
  PAGE_SIZE,
  type TopicFeed,
  type TopicFeedSection,
  topBannerPlacement,
} from '@pc/contracts';
import { useDeferredValue, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useFirstPaintHold } from '../../../lib/first-paint';
import { errorToast } from '../../../lib/toasts';
import { useSession } from '../../auth/session';
import { AdColumns } from '../../house-ads/components/AdColumns';
import { AlertAd } from '../../house-ads/components/AlertAd';
import { PageAd } from '../../house-ads/components/PageAd';
import { usePageAdSlots } from '../../house-ads/utils/use-page-ad-slots';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Pagination } from '../../../ui/Pagination';
import { useTopicFeed } from '../api/get-topic-feed';
import { hasRedirectNotice } from '../redirect-notice';
import { feedView, OVERVIEW_COUNT, SECTION_TITLES } from '../utils/feed-params';
import { FeedEmptyState } from './FeedEmptyState';
import { FeedSection } from './FeedSection';

const FEED_TITLES: Record<TopicFeed, string> = { my: 'My Specialty', other: 'Other Specialties' };
const FEED_PATHS: Record<TopicFeed, string> = { my: '/questions', other: '/questions_other' };
/** The overview's sections, top to bottom; only managers see the scheduled ones (spec §6). */
const OVERVIEW_ORDER: readonly TopicFeedSection[] = ['featured', 'scheduled', 'answered', 'archive'];

/** Holders of these see scheduled questions and the managers' empty state (spec §6). */
const MANAGER_PERMISSIONS = ['active_patient_case_management', 'all_patient_cases_management'] as const;

/** The My Specialty and Other Specialties feeds (spec §2). */
export function FeedPage({ feed }: { feed: TopicFeed }) {
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
  // The list's render is the page's longest: with its data deferred, React renders it in slices (the
  // loader or the list before stays until it is done), so on a phone it does not hold the main thread.
  const data = useDeferredValue(query.data);
  // The ads and the header's extras wait for the list to be on screen (lib/first-paint.ts).
  useFirstPaintHold(data !== undefined || query.isError);
  // Spec §9: the top banner, the middle ad in the first list with questions, side ads on wide windows.
  const ads = usePageAdSlots('feed', 'member');
  const middleAd = { at: middleAdPosition(ads.wide), node: <PageAd placement="rectangle" ad={ads.middle} /> };
  const firstList = data
    ? (['featured', ...(manager ? ['scheduled' as const] : []), 'answered', 'archive'] as const).find(
        (s) => data[s].items.length > 0,
      )
    : undefined;
  const middleIn = (s: TopicFeedSection) => (s === firstList ? middleAd : undefined);

  const subtitle = publicView
    ? 'Every active question members can answer'
    : feed === 'my'
      ? user?.specialty
        ? `Questions for ${user.specialty.name}`
        : 'Questions for your specialty'
      : 'Questions posted for specialties other than yours';

  return (
    <AdColumns show={ads.sideAds} left={ads.left} right={ads.right}>
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
          <PageAd placement={topBannerPlacement(ads.wide)} ad={ads.top} />
          {query.isError ? (
            <LoadFailed onRetry={() => query.refetch()} />
          ) : data === undefined ? (
            <Center py="xl">
              <Loader role="status" aria-label="Loading questions" />
            </Center>
          ) : section ? (
            <SectionPages
              feed={feed}
              section={section}
              page={page}
              topics={data[section].items}
              total={data[section].total}
              insert={middleAd}
            />
          ) : (
            OVERVIEW_ORDER.filter((s) => manager || s !== 'scheduled').map((s) => (
              <FeedSection
                key={s}
                id={s}
                title={SECTION_TITLES[s]}
                topics={data[s].items}
                total={data[s].total}
                viewAllTo={`${FEED_PATHS[feed]}?section=${s}`}
                insert={middleIn(s)}
                empty={
                  s === 'featured' ? (
                    <FeedEmptyState
                      manager={manager}
                      otherFeedLink={
                        feed === 'my' && hasAnyPermission(user?.permissions ?? [], ['patient_cases_other_specialties'])
                      }
                    />
                  ) : undefined
                }
              />
            ))
          )}
        </Stack>
      </Container>
      {/* Last in the page's order: reached by keyboard after the questions, drawn in a corner. */}
      <AlertAd ad={ads.alert} />
    </AdColumns>
  );
}

/** "View all": one section, a page at a time, with a way back to the whole feed. */
function SectionPages({
  feed,
  section,
  page,
  topics,
  total,
  insert,
}: {
  feed: TopicFeed;
  section: TopicFeedSection;
  page: number;
  topics: Parameters<typeof FeedSection>[0]['topics'];
  total: number;
  insert: Parameters<typeof FeedSection>[0]['insert'];
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
        insert={insert}
      />
      <Pagination
        page={Math.min(page, pages)}
        total={pages}
        onChange={(value) => setParams({ section, page: String(value) })}
        label="Question pages"
      />
    </Stack>
  );
}
