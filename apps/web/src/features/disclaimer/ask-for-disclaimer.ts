import type { ERROR_CODES } from '@pc/contracts';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { disclaimerQueryOptions } from './api/get-disclaimer';

/** The server's code for a post refused until the disclaimer is agreed (checked against the contract). */
const DISCLAIMER_REQUIRED: (typeof ERROR_CODES)['disclaimerRequired'] = 'disclaimer_required';

export const isDisclaimerRequired = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === DISCLAIMER_REQUIRED;

/**
 * The server refused an answer, comment or vote until the member agrees to the disclaimer: record
 * that it is unread, which opens the disclaimer prompt again, even if the member cancelled it before.
 */
export function askForDisclaimer() {
  queryClient.setQueryData(disclaimerQueryOptions().queryKey, { disclaimerRead: false });
}
