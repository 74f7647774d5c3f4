import { CloseButton, Text } from '@mantine/core';
import { type NotificationData, notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * Toasts while Mantine's notification area cannot be fetched (its chunk failed to load): a plain list
 * in the corner, so a message such as the session-expired notice still reaches the member before the
 * sign-out. Same store, same lifetime and dismissal; no transitions.
 */
export function ToastFallback({ shown }: { shown: NotificationData[] }) {
  if (shown.length === 0) return null;
  return (
    <section className="pc-toast-fallback" aria-label="Notifications">
      {shown.map((item) => (
        <FallbackToast key={item.id} item={item} />
      ))}
    </section>
  );
}

function FallbackToast({ item }: { item: NotificationData }) {
  const id = item.id!;
  const autoClose = item.autoClose;
  useEffect(() => {
    if (typeof autoClose !== 'number') return;
    const timer = setTimeout(() => notifications.hide(id), autoClose);
    return () => clearTimeout(timer);
  }, [id, autoClose]);
  const title = typeof item.title === 'string' ? item.title : '';
  return (
    <div className="pc-toast-fallback-item" role={item.color === 'red' ? 'alert' : 'status'} data-toast-fallback>
      <div className="pc-toast-fallback-text">
        {item.title && (
          <Text size="sm" fw={600}>
            {item.title}
          </Text>
        )}
        {typeof item.message === 'string' ? <Text size="sm">{item.message}</Text> : item.message}
      </div>
      {item.withCloseButton !== false && (
        <CloseButton aria-label={title ? `Dismiss: ${title}` : 'Dismiss'} onClick={() => notifications.hide(id)} />
      )}
    </div>
  );
}
