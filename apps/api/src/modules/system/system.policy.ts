import type { Permission } from '@pc/contracts';
import { AUDIT_READERS } from '../audit/audit.routes.js';

/**
 * The system page is the administrators' (issue 26): the same permission as the audit log, which it
 * shows, `user_management`, that only the Administrator role holds.
 */
export const SYSTEM_READERS: Permission[] = AUDIT_READERS;

/** Only a failed job is retried: pg-boss's retry moves it back to `retry`, any other state is left alone. */
export const canRetry = (state: string | null) => state === 'failed';

/** What the page shows of an error text: no addresses or tokens, and not a whole stack. */
export const ERROR_TEXT_MAX = 500;
