import { Anchor, Text } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { TIMING } from '@pc/contracts';
import { useEffect, useState } from 'react';
import { MEMBER_SERVICES_EMAIL } from './site-config';
import { ToastFallback } from './toast-fallback';
import { lastFailure } from './api-client';
import {
  duplicateFilter,
  errorToastWords,
  failureReference,
  retryAddress,
  retryDelayMs,
  toastAutoClose,
  toastKey,
} from './toast-rules';

const TOAST_POSITION = 'top-right';

type NotificationArea = typeof import('./notification-area')['default'];
type AreaModule = { default: NotificationArea };
let areaModule: Promise<AreaModule> | null = null;
let failures = 0;

/**
 * Mantine's notification area (with its transitions) is a chunk of its own, kept off the first load.
 * A failed fetch is forgotten so the next call tries again: first the same import (Chromium fetches a
 * failed one again), then under a new address, for browsers that keep a failed module import failed
 * until the page reloads.
 */
function loadNotificationArea(): Promise<AreaModule> {
  areaModule ??= (async () => {
    try {
      return await import('./notification-area');
    } catch (error) {
      const again = failures > 0 ? retryAddress(error, failures) : null;
      if (!again) throw error;
      return (await import(/* @vite-ignore */ again)) as AreaModule;
    }
  })().catch((error: unknown) => {
    failures += 1;
    areaModule = null;
    throw error;
  });
  return areaModule;
}

/** When the notification area is fetched if no toast asked for it first: after the first page is up. */
const NOTIFICATION_AREA_DELAY_MS = 3000;

/**
 * Where toasts appear. The notification area is fetched a few seconds after start-up, or with the
 * first toast if that comes sooner, and then stays mounted. If it cannot be fetched, it is fetched
 * again (1 s, 2 s, 4 s … later, and with each new toast), and meanwhile toasts show as a plain list
 * (`ToastFallback`), so none is lost, the session-expired notice included.
 */
export function ToastOutlet() {
  const { notifications: shown, queue } = useNotifications();
  const [due, setDue] = useState(false);
  const [Area, setArea] = useState<NotificationArea | null>(null);
  const [failed, setFailed] = useState(0);
  const [retryTick, setRetryTick] = useState(0);
  const wanted = due || shown.length + queue.length > 0;
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), NOTIFICATION_AREA_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new toast (shown.length) or the retry timer asks again.
  useEffect(() => {
    if (!wanted || Area) return;
    let live = true;
    loadNotificationArea()
      .then((module) => {
        if (live) setArea(() => module.default);
      })
      .catch(() => {
        if (live) setFailed((n) => n + 1);
      });
    return () => {
      live = false;
    };
  }, [wanted, Area, retryTick, shown.length]);
  useEffect(() => {
    if (failed === 0 || Area) return;
    const timer = setTimeout(() => setRetryTick((n) => n + 1), retryDelayMs(failed));
    return () => clearTimeout(timer);
  }, [failed, Area]);
  if (Area)
    return (
      <Area
        position={TOAST_POSITION}
        autoClose={TIMING.toastLifetimeMs}
        transitionDuration={TIMING.toastRemovalMs}
        // In place, not in Mantine's shared portal node: menus and dialogs that load later (the header's
        // menus, the confirm dialogs) portal into that node too, and their arrival re-inserted the
        // toasts, which a screen reader then announced a second time.
        withinPortal={false}
      />
    );
  return failed > 0 ? <ToastFallback shown={shown} /> : null;
}

/** Spec §4: the same toast raised again within 300 ms is ignored. */
const mayShow = duplicateFilter(TIMING.toastDuplicateWindowMs);

/**
 * The one place toasts are raised (spec §4/§9): 6 s on screen unless persistent, removed 300 ms
 * after dismissal (the notification area's transition), duplicates within 300 ms ignored. `text` is
 * what tells two toasts apart when `message` is markup.
 */
export function toast(options: {
  title: string;
  message: React.ReactNode;
  text?: string;
  color?: string;
  persistent?: boolean;
  id?: string;
}) {
  const text = options.text ?? (typeof options.message === 'string' ? options.message : '');
  if (!mayShow(toastKey(options.title, text), Date.now())) return;
  notifications.show({
    id: options.id,
    position: TOAST_POSITION,
    title: options.title,
    message: options.message,
    color: options.color ?? 'grape',
    autoClose: toastAutoClose(options.persistent, TIMING.toastLifetimeMs),
    // Mantine's close button is an icon only: without a name, screen readers announce "button".
    closeButtonProps: { 'aria-label': `Dismiss: ${options.title}` },
  });
}

export const successToast = (title: string, message: React.ReactNode = '') => toast({ title, message, color: 'teal' });

/** An error toast with the Contact Member Services link; its words as `errorToastWords` (spec §8). */
export function errorToast(title?: string, message?: string) {
  const words = errorToastWords(title, message);
  const text = words.text;
  const reference = failureReference(lastFailure, Date.now());
  toast({
    title: words.title,
    text,
    color: 'red',
    message: (
      <Text size="sm" inherit>
        {text}{' '}
        <Anchor href={`mailto:${MEMBER_SERVICES_EMAIL}`} size="sm" underline="always">
          Contact Member Services
        </Anchor>
        {reference && (
          <Text component="span" size="xs" c="dimmed" display="block">
            Reference: {reference}
          </Text>
        )}
      </Text>
    ),
  });
}
