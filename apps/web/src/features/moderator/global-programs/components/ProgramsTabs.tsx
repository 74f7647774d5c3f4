import { Anchor, Group } from '@mantine/core';
import { type AppPage, canOpenPage } from '@pc/contracts';
import { Link } from 'react-router';
import { useSession } from '../../../auth/session';

export type ProgramsTab = 'overview' | 'create_emails';

const TABS: { key: ProgramsTab; label: string; to: AppPage }[] = [
  { key: 'overview', label: 'Program overview', to: '/moderator/global_programs/overview' },
  { key: 'create_emails', label: 'Create emails', to: '/moderator/global_programs/create_emails' },
];

/**
 * The two global-program pages' switch (spec §2), showing those the reader can open (a moderator
 * manages priorities, not question e-mails). Each "tab" is a page of its own with its own address, so
 * this is a navigation of links marked with aria-current rather than an ARIA tablist, whose tabs would
 * promise panels on the same page.
 */
export function ProgramsTabs({ active }: { active: ProgramsTab }) {
  const { user } = useSession();
  const tabs = TABS.filter((tab) => canOpenPage(tab.to, user?.permissions ?? []));
  return (
    <nav aria-label="Global programs">
      <Group gap={0} wrap="nowrap" style={{ borderBottom: '2px solid var(--mantine-color-gray-3)' }}>
        {tabs.map((tab) => {
          const current = tab.key === active;
          return (
            <Anchor
              key={tab.key}
              component={Link}
              to={tab.to}
              aria-current={current ? 'page' : undefined}
              underline="never"
              px="md"
              py="xs"
              fw={current ? 700 : 500}
              c={current ? 'blue.9' : 'gray.8'}
              style={{
                marginBottom: -2,
                borderBottom: `2px solid ${current ? 'var(--mantine-color-blue-9)' : 'transparent'}`,
                whiteSpace: 'nowrap',
              }}
            >
              {tab.label}
            </Anchor>
          );
        })}
      </Group>
    </nav>
  );
}
