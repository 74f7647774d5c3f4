import { Anchor, Text } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { MESSAGES, TIMING } from '@pc/contracts';
import { useEffect, useState } from 'react';

export const MEMBER_SERVICES_EMAIL = 'memberservices@peerconsults.local';

const TOAST_POSITION = 'top-right';

type NotificationArea = typeof import('./notification-area')['default'];
let areaModule: Promise<{ default: NotificationArea }> | null = null;

/** Mantine's notification area (with its transitions) is a chunk of its own, kept off the first load. */
function loadNotificationArea() {
  areaModule ??= import('./notification-area');
  return areaModule;
}

/** When the notification area is fetched if no toast asked for it first: after the first page is up. */
const NOTIFICATION_AREA_DELAY_MS = 3000;

/**
 * Where toasts appear. The notification area is fetched a few seconds after start-up, or with the
 * first toast if that comes sooner, and then stays mounted. If it cannot be fetched (the browser
 * keeps a failed module import failed until the page reloads) toasts wait in the store and the
 * page goes on working.
 */
export function ToastOutlet() {
  const { notifications: shown, queue } = useNotifications();
  const [due, setDue] = useState(false);
  const [Area, setArea] = useState<NotificationArea | null>(null);
  const wanted = due || shown.length + queue.length > 0;
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), NOTIFICATION_AREA_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!wanted || Area) return;
    let live = true;
    loadNotificationArea()
      .then((module) => {
        if (live) setArea(() => module.default);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wanted, Area]);
  return Area ? <Area position={TOAST_POSITION} /> : null;
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
    // Mantine's close button is an icon only: without a name, screen readers announce "button".
    closeButtonProps: { 'aria-label': `Dismiss: ${options.title}` },
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
