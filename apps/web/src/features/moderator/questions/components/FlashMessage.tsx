import { Alert } from '@mantine/core';
import { FLASH, useFlash } from '../utils/flash';

/** The create / update / delete / redirect message a page was navigated to with (spec §4). */
export function FlashMessage() {
  const [flash, dismiss] = useFlash();
  if (!flash) return null;
  const { text, color } = FLASH[flash];
  return (
    <Alert color={color} withCloseButton closeButtonLabel="Dismiss message" onClose={dismiss} role="status">
      {text}
    </Alert>
  );
}
