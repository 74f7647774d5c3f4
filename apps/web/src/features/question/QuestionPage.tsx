import './question.css';
import { Center, Container, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Answer, CommentOrder } from '@pc/contracts';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useFirstPaintHold } from '../../lib/first-paint';
import { errorToast } from '../../lib/toasts';
import { useSession } from '../auth/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { redirectTargetFor } from '../feed/redirect-notice';
import { reportUnseenTopics } from '../feed/unseen-topics';
import { useMoreQuestionsPopup } from '../feed/use-more-questions';
import { TopBanner } from '../house-ads/components/TopBanner';
import { useCreateComment } from './api/create-comment';
import { useAnswerPages } from './api/get-answer-page';
import { useNextTopic } from './api/get-next-topic';
import { useSponsoredProgram } from './api/get-sponsored-program';
import { useTopic } from './api/get-topic';
import { useLogAnswerFormFocus } from './api/log-answer-form-focus';
import { useSavedAnswer } from './api/thread-cache';
import { useViewAnswers } from './api/view-answers';
import { AnswerComposer } from './components/AnswerComposer';
import { JoinConversationNotice } from './components/JoinConversationNotice';
import { QuestionHeader } from './components/QuestionHeader';
import type { ReportTarget } from './components/ReportModal';
import { ResponsesSection, type ThreadView } from './components/ResponsesSection';
import { FEATURE_FLAGS } from './feature-flags';
import { showFailure } from './show-failure';
import { writesInThreads } from './utils/thread-writer';
import { useHighlight } from './use-highlight';
import { useAnchorTarget, useLoadUntilFound } from './use-reveal-anchor';
import { useScrollToAnchor } from './use-scroll-to-anchor';
import { useInterstitials } from './use-interstitials';
import { isQuestionMissing } from './utils/action-errors';
import { threadExpandedByLink, threadOrder } from './utils/thread-params';
import { threadAnswers } from './utils/thread-pages';

// Loaded on the first report only: it carries the report form's contract (and with it zod), which
// members rarely need and which would otherwise weigh on every question page.
const ReportModal = lazy(() => import('./components/ReportModal').then((m) => ({ default: m.ReportModal })));

/** `/questions/:id`: the question view (spec §2). */
export default function QuestionPage() {
  const { id } = useParams();
  const { user } = useSession();
  const topicId = Number(id);
  if (!Number.isInteger(topicId) || topicId <= 0) return <BackToFeed permissions={user?.permissions ?? []} />;
  // A new question starts from a fresh state: forms, highlight, interstitials.
  return <Question key={topicId} topicId={topicId} />;
}

/** Spec §2: from a question that does not exist or is not theirs, a member goes to a feed with the notice. */
function BackToFeed({ permissions }: { permissions: readonly string[] }) {
  const target = redirectTargetFor(permissions);
  return target ? <Navigate to={target.path} replace state={target.state} /> : <Navigate to="/404" replace />;
}

function Question({ topicId }: { topicId: number }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const order = threadOrder(params);

  const topicQuery = useTopic(topicId);
  const commentsQuery = useAnswerPages(topicId, order);
  const savedAnswer = useSavedAnswer(topicId);
  const programQuery = useSponsoredProgram(topicId);
  const topic = topicQuery.data;
  const nextQuery = useNextTopic(topicId, topic !== undefined);
  const nextTopicId = nextQuery.data?.next?.id ?? null;

  const [expanded, setExpanded] = useState(() => threadExpandedByLink(location.search));
  const [highlightedId, highlight] = useHighlight();
  useScrollToAnchor(expanded && commentsQuery.data !== undefined);
  const anchor = useAnchorTarget();
  const { fetchNextPage } = commentsQuery;
  const loadNextAnswers = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useLoadUntilFound({
    enabled: expanded && anchor !== null && commentsQuery.data !== undefined && !commentsQuery.isError,
    found:
      savedAnswer?.id === anchor?.answerId ||
      (commentsQuery.data?.pages ?? []).some((p) => p.answers.some((a) => a.id === anchor?.answerId)),
    hasNextPage: commentsQuery.hasNextPage,
    fetching: commentsQuery.isFetching,
    pagesLoaded: commentsQuery.data?.pages.length ?? 0,
    loadNext: loadNextAnswers,
  });
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  // Once opened, the report modal stays mounted: its success and failure modals outlive the form.
  const [reportUsed, setReportUsed] = useState(false);
  if (reportTarget && !reportUsed) setReportUsed(true);
  const createAnswer = useCreateComment(topicId);
  const viewAnswers = useViewAnswers(topicId);
  const logFocus = useLogAnswerFormFocus();
  const focusLoggedFor = useRef<number | null>(null);
  const interstitials = useInterstitials(topicId, FEATURE_FLAGS.programs ? programQuery.data : undefined);
  const moreQuestions = useMoreQuestionsPopup();
  useDocumentTitle(topic?.title ?? 'Question');
  // The thread's first page decides whether the answer form shows above it: wait for it so that the
  // form does not push the page down when it arrives (not through retries: a failing thread has its own
  // message and retry in the responses section).
  const threadFirstRead = commentsQuery.isPending && commentsQuery.failureCount === 0;
  const ready = !(topicQuery.isPending || threadFirstRead || !user);
  // The page's first render with its data is its longest: deferred, React renders it in slices (the
  // loader stays until it is done), so on a phone it does not hold the main thread for its whole length.
  const shownReady = useDeferredValue(ready);
  // The ads, the offer and the next question wait for the question to be on screen (lib/first-paint.ts).
  useFirstPaintHold((ready && shownReady) || topicQuery.isError);

  useEffect(() => {
    if (!topicQuery.isError) return;
    if (!isQuestionMissing(topicQuery.error)) errorToast();
  }, [topicQuery.isError, topicQuery.error]);

  useEffect(() => {
    if (commentsQuery.isError && !topicQuery.isError) showFailure(commentsQuery.error);
  }, [commentsQuery.isError, commentsQuery.error, topicQuery.isError]);

  const pages = commentsQuery.data?.pages;
  // The first page speaks for the thread: its visibility, size, the member's answer and the header's dot.
  const firstPage = pages?.[0];
  useEffect(() => {
    if (user && firstPage) reportUnseenTopics(user.id, firstPage.hasUnseenTopics);
  }, [user, firstPage]);

  // A link ending in type=redirected opens the thread; the notice still comes first when it is due.
  const linkNoticeChecked = useRef(false);
  useEffect(() => {
    if (linkNoticeChecked.current || !expanded || !firstPage?.showResponses || programQuery.isPending) return;
    linkNoticeChecked.current = true;
    interstitials.beforeResponses(() => {});
  }, [expanded, firstPage?.showResponses, programQuery.isPending, interstitials]);

  if (topicQuery.isError && !isQuestionMissing(topicQuery.error)) {
    return (
      <Container size="md" py="xl">
        <LoadFailed onRetry={() => topicQuery.refetch()} />
      </Container>
    );
  }
  if (topicQuery.isError) return <BackToFeed permissions={user?.permissions ?? []} />;
  if (!ready || !shownReady || !user) {
    return (
      <Center mih="50vh">
        <Loader role="status" aria-label="Loading the question" />
      </Center>
    );
  }
  const question = topicQuery.data;
  const answers = threadAnswers(pages ?? [], savedAnswer);
  const thread: ThreadView | undefined = firstPage && {
    answers,
    totalAnswers: firstPage.totalAnswers,
    totalResponses: firstPage.totalResponses,
    showResponses: firstPage.showResponses,
    more: {
      hasMore: commentsQuery.hasNextPage,
      remaining: Math.max(0, firstPage.totalAnswers - answers.length),
      loading: commentsQuery.isFetchingNextPage,
      load: async () => !(await commentsQuery.fetchNextPage()).isError,
    },
  };
  const writer = writesInThreads(user.roleName);

  const nextPathAfterAnswer = nextTopicId !== null ? `/questions/${nextTopicId}` : '/questions';
  const afterAnswerSaved = (answerId: number, hasUnseenTopics: boolean) => {
    reportUnseenTopics(user.id, hasUnseenTopics);
    if (interstitials.afterAnswer(answerId)) return;
    interstitials.beforeResponses(() => moreQuestions.offer(hasUnseenTopics, nextPathAfterAnswer));
  };

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <QuestionHeader
          topic={question}
          nextTopicId={nextTopicId}
          onNext={() => interstitials.beforeNextQuestion(() => navigate(`/questions/${nextTopicId}`))}
          onReport={() => setReportTarget({})}
        />
        <JoinConversationNotice />
        {/* Spec §9: the top banner of the window's size. */}
        <TopBanner page="question" audience="member" />
        {firstPage && firstPage.ownAnswerId === null && writer && (
          <AnswerComposer
            topic={question}
            onFocus={() => {
              if (focusLoggedFor.current === question.topicViewId) return;
              focusLoggedFor.current = question.topicViewId;
              logFocus.mutate(question.topicViewId);
            }}
            onSubmit={async (text, phiConfirmations) => {
              try {
                const saved = await createAnswer.mutateAsync({
                  topicId,
                  topicViewId: question.topicViewId,
                  text,
                  phiConfirmations,
                });
                setExpanded(true);
                highlight(saved.id);
                afterAnswerSaved(saved.id, saved.hasUnseenTopics);
              } catch (error) {
                showFailure(error);
                throw error;
              }
            }}
          />
        )}
        <ResponsesSection
          topicId={topicId}
          topicViewId={question.topicViewId}
          userId={user.id}
          writer={writer}
          totalResponses={question.totalResponsesCount}
          thread={thread}
          loading={commentsQuery.isPending}
          failed={commentsQuery.isError}
          onRetry={() => commentsQuery.refetch()}
          expanded={expanded}
          onToggle={() => {
            if (expanded || !thread?.showResponses) setExpanded(!expanded);
            else interstitials.beforeResponses(() => setExpanded(true));
          }}
          order={order}
          onOrderChange={(value: CommentOrder) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('orderby', value);
                return next;
              },
              { replace: true },
            )
          }
          revealing={viewAnswers.isPending}
          onReveal={() =>
            interstitials.beforeResponses(() =>
              viewAnswers.mutate({ topicId, topicViewId: question.topicViewId }, { onError: showFailure }),
            )
          }
          highlightedId={highlightedId}
          onSaved={highlight}
          onAnswerUpdated={afterAnswerSaved}
          onFlag={(answer: Answer) =>
            setReportTarget({
              answerId: answer.id,
              content: answer.text,
              authorName: `${answer.createdByUser.firstName} ${answer.createdByUser.lastName}`,
            })
          }
        />
      </Stack>
      {reportUsed && (
        <Suspense fallback={null}>
          <ReportModal
            topicId={topicId}
            userEmail={user.email}
            target={reportTarget}
            onClose={() => setReportTarget(null)}
          />
        </Suspense>
      )}
      {interstitials.notice}
      {moreQuestions.popup}
    </Container>
  );
}
