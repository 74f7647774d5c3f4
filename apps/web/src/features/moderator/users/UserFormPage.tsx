import { Alert, Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '../../../lib/modals';
import { ERROR_CODES, generateInternalId, TIMING, type User, USER_MESSAGES } from '@pc/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorToast, successToast } from '../../../lib/toasts';
import { PageContainer } from '../../../ui/PageContainer';
import { useDeleteUser } from './api/delete-user';
import { findDeletedUser } from './api/find-deleted-user';
import { useUser } from './api/get-user';
import { useRestoreUser } from './api/restore-user';
import { useSaveUser } from './api/save-user';
import { accountEmailFailedToast } from './components/AccountEmailFailed';
import { UserFormFields } from './components/UserFormFields';
import { fullName } from './components/UsersTable';
import { refusalReason } from './utils/refusal-reason';
import { useDirectoryAccounts } from './utils/use-directory-accounts';
import {
  accountEmailFailed,
  changeRole,
  emptyUserState,
  npiTakenMessage,
  roleOf,
  type SavedNumber,
  serverErrors,
  toBody,
  togglePermission,
  type UserField,
  type UserFormErrors,
  type UserFormState,
  userState,
  validateUser,
} from './utils/user-form';

const LIST = '/moderator/users';

/** `/moderator/users/new` and `/moderator/users/{id}`: create or edit a user (spec §2, §5). */
export default function UserFormPage() {
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  useDocumentTitle(`${id === null ? 'Create user' : 'Edit user'} · Peer Consults`);
  const user = useUser(id);
  // A user that does not exist (or an id that cannot be one) is the not-found page (spec §8).
  if (
    id !== null &&
    (!Number.isInteger(id) || id <= 0 || (user.error instanceof ApiError && user.error.status < 500))
  ) {
    return <Navigate to="/404" replace />;
  }
  if (id !== null && !user.data) {
    return user.isError ? (
      <Alert color="red" title="There was an unexpected error." m="md">
        The user could not be loaded. Please try again.
      </Alert>
    ) : (
      <Center mih="40vh">
        <Loader role="status" aria-label="Loading user" />
      </Center>
    );
  }
  return <UserEditor key={user.data?.updatedAt ?? 'new'} user={user.data ?? null} />;
}

function UserEditor({ user }: { user: User | null }) {
  const navigate = useNavigate();
  const save = useSaveUser();
  const restore = useRestoreUser();
  const remove = useDeleteUser();
  const id = user?.id ?? null;
  const saved: SavedNumber | null = user?.npi ? { npi: user.npi, internal: user.internalNpi } : null;
  const [state, setState] = useState<UserFormState>(() => (user ? userState(user) : emptyUserState()));
  const [touched, setTouched] = useState<Partial<Record<UserField, boolean>>>({});
  const [fromServer, setFromServer] = useState<UserFormErrors>({});
  const [regenerating, setRegenerating] = useState(false);
  const regenerateTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(regenerateTimer.current ?? undefined), []);

  const directory = useDirectoryAccounts(state);
  const errors = useMemo(() => validateUser(state, { directoryAccounts: directory.length }), [state, directory.length]);
  const valid = Object.keys(errors).length === 0;

  const fieldProps = {
    state,
    directory,
    editing: id !== null,
    set<K extends keyof UserFormState>(key: K, value: UserFormState[K]) {
      setState((s) => ({ ...s, [key]: value }));
      setFromServer({});
    },
    onRoleChange(roleId: number | null) {
      setState((s) => changeRole(s, roleId, { saved }));
      setFromServer({});
    },
    onPermissionToggle(permission: UserFormState['permissions'][number], on: boolean) {
      setState((s) => togglePermission(s, permission, on));
    },
    touch: (field: UserField) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
    error: (field: UserField) => fromServer[field] ?? (touched[field] ? errors[field] : undefined),
  };

  /** Code 303 for a generated number: a new one is drawn after 5 s (spec §4, §9), then the form is sent again by hand. */
  function regenerateInternalId() {
    setRegenerating(true);
    regenerateTimer.current = setTimeout(() => {
      setState((s) => (roleOf(s)?.requiresNpi ? s : { ...s, npi: generateInternalId() }));
      setFromServer({});
      setRegenerating(false);
    }, TIMING.internalIdRegenerationMs);
  }

  async function offerRestore(email: string) {
    const deleted = await findDeletedUser(email).catch(() => null);
    if (!deleted) {
      setFromServer({ email: USER_MESSAGES.emailNotUnique });
      return;
    }
    modals.openConfirmModal({
      title: USER_MESSAGES.deletedUserExistsTitle,
      children: USER_MESSAGES.deletedUserExists,
      labels: { confirm: 'Restore', cancel: 'Cancel' },
      onConfirm: () =>
        restore.mutate(deleted.id, {
          onSuccess: (restored) => {
            successToast(USER_MESSAGES.restored);
            navigate(`${LIST}/${restored.id}`);
          },
          onError: (err) => errorToast(USER_MESSAGES.restoreFailed, refusalReason(err)),
        }),
    });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!valid || save.isPending || regenerating) return;
    try {
      const result = await save.mutateAsync({ id, body: toBody(state) });
      successToast(id === null ? USER_MESSAGES.created : USER_MESSAGES.updated);
      if (accountEmailFailed(result)) accountEmailFailedToast(result.setPasswordURL);
      navigate(LIST);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const code = err.code;
      if (code === ERROR_CODES.userEmailNotUnique) setFromServer({ email: USER_MESSAGES.emailNotUnique });
      else if (code === ERROR_CODES.userEmailExists) await offerRestore(state.email);
      else if (code === ERROR_CODES.userNpiNotUnique) {
        const realNpi = roleOf(state)?.requiresNpi ?? false;
        setFromServer({ npi: npiTakenMessage(realNpi, err.message) });
        if (!realNpi) regenerateInternalId();
      } else if (Object.keys(serverErrors(err.errors)).length > 0) setFromServer(serverErrors(err.errors));
      else if (err.status === 404) navigate('/404', { replace: true });
      else if (id === null) errorToast(USER_MESSAGES.errorCreating, USER_MESSAGES.createFailed);
      else errorToast(USER_MESSAGES.updateFailed, refusalReason(err));
    }
  }

  const confirmDelete = () =>
    user &&
    modals.openConfirmModal({
      title: 'Delete user',
      children: `Delete ${fullName(user)} (${user.email})? They are signed out and can no longer sign in; their answers stay.`,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: () => {
            successToast(USER_MESSAGES.deleted);
            navigate(LIST);
          },
          onError: (err) => errorToast(USER_MESSAGES.deleteFailed, refusalReason(err)),
        }),
    });

  return (
    <PageContainer width={860}>
      <Title order={1} size="h2">
        {user ? `Edit user: ${fullName(user)}` : 'Create User'}
      </Title>
      {user?.disabled && (
        <Alert color="blue" title={USER_MESSAGES.deactivated} role="status">
          They cannot sign in until the account is activated again.
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="lg">
          <UserFormFields {...fieldProps} />
          <Group justify="space-between" gap="sm">
            {user ? (
              <Button variant="subtle" color="red" onClick={confirmDelete}>
                Delete user
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button component={Link} to={LIST} variant="default">
                Cancel
              </Button>
              <Button type="submit" disabled={!valid || regenerating} loading={save.isPending}>
                Submit
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
