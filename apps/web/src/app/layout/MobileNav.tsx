import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import type { NavEntry } from './navigation';

// The drawer (Mantine's Drawer, its overlay and focus trap) is not needed to paint the header.
const drawerModule = deferredModule(() => import('./MobileNavDrawer'));

/**
 * The hamburger menu (spec §2 Header): the same navigation in a drawer on phones and tablets. The
 * drawer's code comes a few seconds after start-up, or when the hamburger is reached or pressed;
 * pressed before that, the drawer opens as soon as it is there.
 */
export function MobileNav({ entries, pending = false }: { entries: NavEntry[]; pending?: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const loaded = useDeferredModule(drawerModule);
  // Holds the hamburger's place while the navigation loads, so the logo does not move.
  if (entries.length === 0 && pending) {
    return <Burger opened={false} disabled hiddenFrom="lg" size="sm" aria-hidden="true" tabIndex={-1} />;
  }
  if (entries.length === 0) return null;
  const load = () => void drawerModule.load().catch(() => {});
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          load();
          toggle();
        }}
        onPointerEnter={load}
        onFocus={load}
        hiddenFrom="lg"
        size="sm"
        aria-label={opened ? 'Close navigation' : 'Open navigation'}
        aria-expanded={opened}
        aria-controls="pc-mobile-nav"
      />
      {loaded && <loaded.MobileNavDrawer entries={entries} opened={opened} onClose={close} />}
    </>
  );
}
