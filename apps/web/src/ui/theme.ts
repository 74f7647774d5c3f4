import { createTheme, type MantineThemeComponents } from '@mantine/core';

/** The name every dialog's and drawer's × button is read out with (it is an icon only). */
export const CLOSE_LABEL = 'Close';

/**
 * Defaults every screen gets, written once here rather than on each use. Plain objects instead of
 * `Modal.extend(...)`: importing the components would pull Modal, Drawer and Menu into the first load.
 */
const components: MantineThemeComponents = {
  // Icon-only close buttons: without a name a screen reader says "button" (axe: button-name).
  Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
  Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
  Notification: {
    defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } },
    // Mantine paints a titled toast's text gray.6 (3.32:1 on white): see .pc-toast-description in app.css.
    classNames: { description: 'pc-toast-description' },
  },
  // Mantine puts an empty focus placeholder (role="presentation", tabindex -1) first in every menu;
  // being focusable it is not presentational, so role="menu" holds a child that is not a menu item
  // (axe: aria-required-children). Without it, opening a menu focuses its first item (WAI-ARIA menu).
  Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
};

export const theme = createTheme({
  primaryColor: 'grape',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '650' },
  components,
});
