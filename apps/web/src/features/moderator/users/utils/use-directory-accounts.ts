import { useDebouncedValue } from '@mantine/hooks';
import { type AppHcUser, npiError, userEmailSchema } from '@pc/contracts';
import { useAppHcUsers } from '../api/get-app-hc-users';
import type { UserFormState } from './user-form';

/** The look-up waits for the administrator to stop typing. */
const LOOKUP_DELAY_MS = 500;
const NONE: AppHcUser[] = [];

/**
 * The second member directory's accounts for the form's e-mail and NPI (spec §5: the app.hc user id
 * is asked for when accounts were found). Only complete values are looked up; a failed look-up finds
 * nothing, and the server checks the choice again.
 */
export function useDirectoryAccounts(state: Pick<UserFormState, 'email' | 'npi'>): AppHcUser[] {
  const email = userEmailSchema.safeParse(state.email);
  const npi = state.npi.trim();
  // Strings, not an object: a new object each render would restart the delay forever.
  const [debouncedEmail] = useDebouncedValue(email.success ? email.data : '', LOOKUP_DELAY_MS);
  const [debouncedNpi] = useDebouncedValue(npiError(npi) === null ? npi : '', LOOKUP_DELAY_MS);
  const accounts = useAppHcUsers({ email: debouncedEmail, npi: debouncedNpi });
  return accounts.data?.users ?? NONE;
}
