import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Notification } from '@pc/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageContainer } from '../../ui/PageContainer';
import { PageLoader } from '../../ui/PageLoader';
import { Pagination } from '../../ui/Pagination';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /notifications (issue 25): the signed-in user's notifications, newest first, a page at a time, with
 * "Unread only"; opening one marks it read and goes where it points; "Mark all as read".
 */
export default function NotificationsPage() {
  useDocumentTitle('Notifications · Peer Consults');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unread = params.get('unread') === 'true';
  const list = useNotifications({ page, unread });
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const go = (next: { page?: number; unread?: boolean }) => {
    const p = new URLSearchParams();
    if ((next.unread ?? unread) === true) p.set('unread', 'true');
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };
  const open = async (n: Notification) => {
    if (!n.readAt) await markOne.mutateAsync(n.id).catch(() => undefined);
    navigate(n.link);
  };
  return (
    <PageContainer width={800}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>Notifications</Title>
        <Group gap="md" wrap="wrap">
          <Checkbox
            label="Unread only"
            checked={unread}
            onChange={(e) => go({ unread: e.currentTarget.checked, page: 1 })}
          />
          <Button
            variant="light"
            size="sm"
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={(list.data?.unreadCount ?? 0) === 0}
          >
            Mark all as read
          </Button>
          <Anchor component={Link} to="/my/profile?tab=notifications" size="sm">
            Notification settings
          </Anchor>
        </Group>
      </Group>
      {list.isPending ? (
        <PageLoader minHeight="30vh" />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data.notifications.length === 0 ? (
        <Text c="dimmed">{unread ? 'No unread notifications.' : 'No notifications yet.'}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.notifications.map((n) => (
            <li key={n.id}>
              <Paper withBorder p="sm" bg={n.readAt ? undefined : 'grape.0'}>
                <UnstyledButton onClick={() => void open(n)} w="100%" data-notification-id={n.id}>
                  <Text fw={n.readAt ? 400 : 600} size="sm">
                    {n.message}
                    {!n.readAt && <span className="pc-visually-hidden"> (unread)</span>}
                  </Text>
                  <Text size="xs" c="dark.4">
                    {when(n.createdAt)}
                  </Text>
                </UnstyledButton>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      {list.data && (
        <Pagination
          page={page}
          total={list.data.pageCount}
          onChange={(p) => go({ page: p })}
          label="Notification pages"
        />
      )}
    </PageContainer>
  );
}
