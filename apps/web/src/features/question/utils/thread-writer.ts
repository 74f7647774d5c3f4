import { ROLES } from '@pc/contracts';

const WRITER_ROLE_NAMES = new Set(ROLES.filter((r) => r.isMember).map((r) => r.name));

/**
 * Who writes in a thread (design.md): members (HCP, test HCP) answer, comment and vote; the server
 * refuses everyone else (403). Other roles see the thread read-only rather than forms that would fail.
 */
export const writesInThreads = (roleName: string) => WRITER_ROLE_NAMES.has(roleName);
