import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, TIMING } from '@pc/contracts';

export const MEMBER_SERVICES_EMAIL = 'memberservices@peerconsults.local';

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
