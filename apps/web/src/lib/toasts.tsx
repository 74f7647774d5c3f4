import { Anchor, Text } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { MESSAGES, TIMING } from '@pc/contracts';
import { lazy, Suspense, useRef } from 'react';

export const MEMBER_SERVICES_EMAIL = 'memberservices@peerconsults.local';

const TOAST_POSITION = 'top-right';

// Mantine's notification area (with its transitions) is a chunk of its own: most visits raise no
// toast, so it is fetched with the first one rather than with every member's first page.
const NotificationArea = lazy(() => import('./notification-area'));

/** Where toasts appear; mounted once the first toast is queued, and kept so toasts can leave. */
export function ToastOutlet() {
  const { notifications: shown, queue } = useNotifications();
  const needed = useRef(false);
  if (shown.length + queue.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <NotificationArea position={TOAST_POSITION} />
    </Suspense>
  );
}

/** The one place toasts are raised: spec §9 lifetime, and duplicates within 300 ms ignored. */
const recent = new Map<string, number>();

export function toast(options: {
  title: string;
  message: React.ReactNode;
  color?: string;
  persistent?: boolean;
  id?: string;
}) {
  const key = `${options.title}|${typeof options.message === 'string' ? options.message : ''}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - TIMING.toastRemovalMs) return;
  recent.set(key, now);
  notifications.show({
    id: options.id,
    position: TOAST_POSITION,
    title: options.title,
    message: options.message,
    color: options.color ?? 'grape',
    autoClose: options.persistent ? false : TIMING.toastLifetimeMs,
  });
}

export const successToast = (title: string, message: React.ReactNode = '') => toast({ title, message, color: 'teal' });

/** The generic error toast with the Contact Member Services link (spec §8). */
export function errorToast(title: string = MESSAGES.genericErrorTitle, message?: string) {
  toast({
    title,
    color: 'red',
    message: (
      <Text size="sm">
        {message ?? MESSAGES.genericErrorBody}{' '}
        <Anchor href={`mailto:${MEMBER_SERVICES_EMAIL}`} size="sm">
          Contact Member Services
        </Anchor>
      </Text>
    ),
  });
}
