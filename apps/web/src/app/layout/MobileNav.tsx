import { Burger, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavItem } from './NavItem';
import type { NavEntry } from './navigation';

/** The hamburger menu (spec §2 Header): the same navigation in a drawer on phones and tablets. */
export function MobileNav({ entries, pending = false }: { entries: NavEntry[]; pending?: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Holds the hamburger's place while the navigation loads, so the logo does not move.
  if (entries.length === 0 && pending) {
    return <Burger opened={false} disabled hiddenFrom="lg" size="sm" aria-hidden="true" tabIndex={-1} />;
  }
  if (entries.length === 0) return null;
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="lg"
        size="sm"
        aria-label={opened ? 'Close navigation' : 'Open navigation'}
        aria-expanded={opened}
        aria-controls="pc-mobile-nav"
      />
      <Drawer opened={opened} onClose={close} title="Menu" size="xs" position="left" hiddenFrom="lg" id="pc-mobile-nav">
        <Stack component="nav" aria-label="Main" gap={4}>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <NavItem key={entry.link.label} link={entry.link} onNavigate={close} />
            ) : (
              <Stack key={entry.label} gap={2}>
                <Divider my={4} />
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={10}>
                  {entry.label}
                </Text>
                {entry.links.map((link) => (
                  <NavItem key={link.label} link={link} onNavigate={close} />
                ))}
              </Stack>
            ),
          )}
        </Stack>
      </Drawer>
    </>
  );
}
