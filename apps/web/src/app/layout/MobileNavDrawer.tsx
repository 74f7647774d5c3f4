import { Divider, Drawer, Stack, Text } from '@mantine/core';
import { NavItem } from './NavItem';
import type { NavEntry } from './navigation';

/** The phone and tablet navigation drawer, a chunk of its own (see MobileNav.tsx). */
export function MobileNavDrawer({
  entries,
  opened,
  onClose,
}: {
  entries: NavEntry[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="xs" position="left" hiddenFrom="lg" id="pc-mobile-nav">
      <Stack component="nav" aria-label="Main" gap={4}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <NavItem key={entry.link.label} link={entry.link} onNavigate={onClose} />
          ) : (
            <Stack key={entry.label} gap={2}>
              <Divider my={4} />
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={10}>
                {entry.label}
              </Text>
              {entry.links.map((link) => (
                <NavItem key={link.label} link={link} onNavigate={onClose} />
              ))}
            </Stack>
          ),
        )}
      </Stack>
    </Drawer>
  );
}
