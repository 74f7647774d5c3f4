import { Button, Loader } from '@mantine/core';

/**
 * 'Show more answers' / 'Show more comments' with how many remain. While the next page loads the
 * button stays focusable (aria-disabled rather than disabled, which would drop the focus to the page)
 * and a small spinner shows; a second click meanwhile does nothing.
 */
export function ShowMoreButton({
  label,
  remaining,
  loading,
  onClick,
  size = 'sm',
}: {
  label: string;
  remaining: number;
  loading: boolean;
  onClick: () => void;
  size?: 'sm' | 'compact-sm';
}) {
  return (
    <Button
      variant="light"
      size={size}
      w="fit-content"
      aria-disabled={loading || undefined}
      leftSection={loading ? <Loader size={14} aria-hidden="true" /> : null}
      onClick={() => {
        if (!loading) onClick();
      }}
    >
      {remaining > 0 ? `${label} (${remaining} more)` : label}
    </Button>
  );
}
