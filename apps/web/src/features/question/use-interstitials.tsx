import type { SponsoredProgram } from '@pc/contracts';
import { useMemo, useState } from 'react';
import { useVisitProgram } from './api/visit-program';
import { SponsoredNotice } from './components/deferred-dialogs';
import { FEATURE_FLAGS } from './feature-flags';
import { showFailure } from './show-failure';
import {
  browserSessionStorage,
  markSessionInterstitialShown,
  markSponsoredNoticeShown,
  sessionInterstitialDue,
  sponsoredNoticeDue,
} from './utils/interstitial-flags';

/**
 * The sponsored-program moments of spec §4, each gated by the feature flags and by a program existing:
 * - before the responses: the notice once per question per session;
 * - before the next question: the notice once per session;
 * - after an answer is created or updated: once per session, off to the partner link (with its return
 *   URL back to the question).
 */
export function useInterstitials(topicId: number, program: SponsoredProgram | undefined) {
  const storage = useMemo(browserSessionStorage, []);
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  const visit = useVisitProgram();
  const programId = FEATURE_FLAGS.programs ? (program?.id ?? null) : null;
  const noticesOn = programId !== null && FEATURE_FLAGS.answersInterstitial;

  const showNotice = (next: () => void) => setProceed(() => next);

  const goToPartner = (body: { commentId?: number; fromCommentsView: boolean }) => {
    if (programId === null) return;
    visit.mutate(
      { programId, topicId, ...body },
      { onSuccess: ({ url }) => window.location.assign(url), onError: showFailure },
    );
  };

  return {
    beforeResponses(next: () => void) {
      if (noticesOn && sponsoredNoticeDue(storage, topicId)) {
        markSponsoredNoticeShown(storage, topicId);
        showNotice(next);
      } else next();
    },
    beforeNextQuestion(next: () => void) {
      if (noticesOn && sessionInterstitialDue(storage, 'nextQuestion')) {
        markSessionInterstitialShown(storage, 'nextQuestion');
        showNotice(next);
      } else next();
    },
    /** True when the member is being sent to the partner. */
    afterAnswer(answerId: number): boolean {
      if (programId === null || !program?.url || !FEATURE_FLAGS.programLink) return false;
      if (!sessionInterstitialDue(storage, 'afterAnswer')) return false;
      markSessionInterstitialShown(storage, 'afterAnswer');
      // The member comes back to this question from the partner: the notice would repeat the program.
      markSponsoredNoticeShown(storage, topicId);
      goToPartner({ commentId: answerId, fromCommentsView: false });
      return true;
    },
    notice: (
      <SponsoredNotice
        program={program}
        opened={proceed !== null}
        opening={visit.isPending}
        onOpenProgram={() => goToPartner({ fromCommentsView: true })}
        onNext={() => {
          const next = proceed;
          setProceed(null);
          next?.();
        }}
      />
    ),
  };
}
