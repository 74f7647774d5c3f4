import { Alert, Button, Center, Group, Loader, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useDocumentTitle } from '@mantine/hooks';
import { modals } from '../../../lib/modals';
import { USER_MESSAGES, type UserListItem } from '@pc/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorToast, successToast } from '../../../lib/toasts';
import { Icon } from '../../../ui/Icon';
import { Pagination } from '../../../ui/Pagination';
import { saveFile } from '../../../lib/save-file';
import { PageContainer } from '../../../ui/PageContainer';
import { useDeleteUser } from './api/delete-user';
import { useExportUsers } from './api/export-users';
import { useUsers } from './api/get-users';
import { fullName, UsersTable } from './components/UsersTable';
import { refusalReason } from './utils/refusal-reason';

/** The list follows the search box this long after the last keystroke (at once on Enter). */
const SEARCH_DELAY_MS = 400;

/** The page's state lives in its address (spec §2: pageNumber, searchValue), so it survives a reload. */
function useListAddress() {
  const [params, setParams] = useSearchParams();
  const term = params.get('searchValue') ?? '';
  const pageNumber = Math.max(1, Number.parseInt(params.get('pageNumber') ?? '1', 10) || 1);
  const go = (next: { term?: string; pageNumber?: number }) => {
    const t = next.term ?? term;
    const p = next.pageNumber ?? pageNumber;
    const search = new URLSearchParams();
    if (t) search.set('searchValue', t);
    if (p > 1) search.set('pageNumber', String(p));
    setParams(search, { replace: next.term !== undefined });
  };
  return { term, pageNumber, go };
}

/** `/moderator/users`: find, export, create, edit and delete users (spec §2). */
export default function UsersListPage() {
  useDocumentTitle('Users · Peer Consults');
  const { term, pageNumber, go } = useListAddress();
  const [text, setText] = useState(term);
  const search = useDebouncedCallback((value: string) => go({ term: value.trim(), pageNumber: 1 }), SEARCH_DELAY_MS);
  const users = useUsers({ term, pageNumber });
  const remove = useDeleteUser();
  const exportCsv = useExportUsers();
  const meta = users.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.count)) : 1;

  const confirmDelete = (user: UserListItem) =>
    modals.openConfirmModal({
      title: 'Delete user',
      children: (
        <Text size="sm">
          Delete {fullName(user)} ({user.email})? They are signed out and can no longer sign in; their answers stay.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: () => {
            successToast(USER_MESSAGES.deleted);
            // The last user of the last page is gone: show the page before it.
            if (users.data?.data.length === 1 && pageNumber > 1) go({ pageNumber: pageNumber - 1 });
          },
          onError: (err) => errorToast(USER_MESSAGES.deleteFailed, refusalReason(err)),
        }),
    });

  const download = () =>
    exportCsv.mutate(term, {
      onSuccess: (blob) => saveFile(blob, `users-${new Date().toISOString().slice(0, 10)}.csv`),
      onError: () => errorToast(USER_MESSAGES.exportFailed),
    });

  return (
    <PageContainer width={1100}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Users
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={download} loading={exportCsv.isPending}>
            Export Users
          </Button>
          <Button component={Link} to="/moderator/rewards/codes" variant="default">
            Gift-card codes
          </Button>
          <Button component={Link} to="/moderator/system" variant="default">
            System
          </Button>
          <Button component={Link} to="/admin/registration" variant="default">
            Register HCPs
          </Button>
          <Button component={Link} to="/moderator/users/new" leftSection={<Icon name="plus" size={16} />}>
            Create User
          </Button>
        </Group>
      </Group>
      <search>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            search.cancel();
            go({ term: text.trim(), pageNumber: 1 });
          }}
        >
          <TextInput
            label="Search users"
            description="Name, e-mail address or NPI"
            type="search"
            value={text}
            maw={480}
            onChange={(e) => {
              setText(e.currentTarget.value);
              search(e.currentTarget.value);
            }}
          />
        </form>
      </search>
      {users.isError && (
        <Alert color="red" title="There was an unexpected error.">
          The users could not be loaded. Please try again.
        </Alert>
      )}
      {meta && (
        <Text size="sm" c="gray.7" role="status">
          {meta.total === 1 ? '1 user' : `${meta.total} users`}
          {term ? ` matching “${term}”` : ''}
        </Text>
      )}
      {users.isLoading && (
        <Center>
          <Loader role="status" aria-label="Loading users" />
        </Center>
      )}
      {users.data && users.data.data.length > 0 && <UsersTable users={users.data.data} onDelete={confirmDelete} />}
      {users.data && users.data.data.length === 0 && <Text c="gray.7">No users found.</Text>}
      <Pagination
        page={Math.min(pageNumber, pages)}
        total={pages}
        label="Users pages"
        onChange={(p) => go({ pageNumber: p })}
      />
    </PageContainer>
  );
}
