// A module of its own so the bundler can put Mantine's notification area in a lazy chunk (the
// toasts' store, imported by toasts.tsx, stays in the entry).
export { Notifications as default } from '@mantine/notifications';
