import { Alert, type AlertProps } from '@mantine/core';
import { Icon } from '../../../../ui/Icon';

/**
 * An Alert whose title is in the body's text colour: Mantine's coloured titles (orange, red on their
 * light backgrounds) are under the 4.5:1 contrast WCAG asks for. The icon carries the colour.
 */
export function Notice({ warning, ...props }: AlertProps & { warning?: boolean }) {
  return (
    <Alert
      variant="light"
      icon={warning ? <Icon name="warning" /> : undefined}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      {...props}
    />
  );
}
