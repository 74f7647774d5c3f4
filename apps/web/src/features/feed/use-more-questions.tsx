import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorToast } from '../../lib/toasts';
import { deferredDialog } from '../../ui/deferred-dialog';
import { useSession } from '../auth/session';
import { useDisableCtaPopup } from './api/disable-cta-popup';
import { reportUnseenTopics } from './unseen-topics';

// A Modal: not needed to paint the page it is offered on (ui/deferred-dialog.tsx).
const MoreQuestionsPopup = deferredDialog(() =>
  import('./components/MoreQuestionsPopup').then((m) => m.MoreQuestionsPopup),
);

/** Set once the member chose "don't show again", until the session is loaded again with the saved flag. */
let disabledOnThisPage = false;

/**
 * The "more questions" popup (spec §2, §4): offered while the member has unseen questions, unless
 * they turned it off for good (`ctaPopupDisabled`). Going to the questions clears the unseen flag.
 */
export function useMoreQuestionsPopup() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const disable = useDisableCtaPopup();

  const offer = useCallback(
    (hasUnseenTopics: boolean, path = '/questions') => {
      if (!user || !hasUnseenTopics || user.ctaPopupDisabled || disabledOnThisPage) return false;
      setTarget(path);
      return true;
    },
    [user],
  );

  const close = (dontShowAgain: boolean) => {
    setTarget(null);
    if (!dontShowAgain) return;
    disabledOnThisPage = true;
    disable.mutate(undefined, {
      onError: () => {
        disabledOnThisPage = false;
        errorToast();
      },
    });
  };

  const popup = (
    <MoreQuestionsPopup
      key={target ?? 'closed'}
      opened={target !== null}
      onClose={close}
      onShowMore={(dontShowAgain) => {
        const path = target ?? '/questions';
        close(dontShowAgain);
        if (user) reportUnseenTopics(user.id, false);
        navigate(path);
      }}
    />
  );
  return { offer, popup };
}
