import { MESSAGES } from '@pc/contracts';
import { errorToast } from '../../lib/toasts';
import { askForDisclaimer } from '../disclaimer/ask-for-disclaimer';
import { classifyFailure } from './utils/action-errors';

/** Tells the member an action failed, in the spec's words (§8). */
export function showFailure(error: unknown) {
  const failure = classifyFailure(error);
  switch (failure.kind) {
    case 'session':
    case 'field':
      return;
    case 'disclaimer':
      return askForDisclaimer();
    case 'not_found':
      return errorToast('Comments Not Found', 'The response may have been deleted. Please reload the page.');
    case 'refused':
      return errorToast(MESSAGES.genericErrorTitle, failure.message);
    default:
      return errorToast();
  }
}
