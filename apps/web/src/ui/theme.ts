import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'grape',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '650' },
});
