// A module of its own so the bundler can put Mantine's modals provider (Modal, its overlay, focus
// trap and scroll lock) in a lazy chunk; lib/modals.tsx mounts it.
export { ModalsProvider as default } from '@mantine/modals';
