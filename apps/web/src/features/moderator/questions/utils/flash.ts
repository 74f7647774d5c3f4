import { MESSAGES, QUESTION_MESSAGES } from '@pc/contracts';
import { useLocation, useNavigate } from 'react-router';

/** The outcome a page reports after navigating (spec §4: create, update, delete, redirect). */
export type QuestionFlash = 'created' | 'updated' | 'deleted' | 'redirected';

export const FLASH: Record<QuestionFlash, { text: string; color: string }> = {
  created: { text: QUESTION_MESSAGES.created, color: 'teal' },
  updated: { text: QUESTION_MESSAGES.updated, color: 'teal' },
  deleted: { text: QUESTION_MESSAGES.deleted, color: 'teal' },
  redirected: { text: MESSAGES.notFoundRedirect, color: 'yellow' },
};

/** The flash in the navigation state, and a way to dismiss it (it does not come back on reload). */
export function useFlash(): [QuestionFlash | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const flash = ((location.state as { flash?: QuestionFlash } | null)?.flash ?? null) as QuestionFlash | null;
  const dismiss = () => navigate(location.pathname + location.search, { replace: true, state: null });
  return [flash && flash in FLASH ? flash : null, dismiss];
}
