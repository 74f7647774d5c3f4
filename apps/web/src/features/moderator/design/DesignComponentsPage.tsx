import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ConsensusTile as ConsensusTileData } from '@pc/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_URLS } from '../../../app/external-links';
import { PersonAvatar } from '../../../ui/Avatar';
import { Chip, CHIP_COLORS, type ChipColor } from '../../../ui/Chip';
import { ConsensusTile } from '../../../ui/ConsensusTile';
import { CONSENSUS_TYPE_COLORS } from '../../../ui/consensus-type';
import { FilterDropdown } from '../../../ui/FilterDropdown';
import { Logo } from '../../../ui/Logo';
import { PageContainer } from '../../../ui/PageContainer';
import { Pagination } from '../../../ui/Pagination';
import { UserDropdown, type UserDropdownItem } from '../../../ui/UserDropdown';

/** Spec §2: the filter dropdown is shown with these three specialties. */
const SPECIALTIES = [
  { value: 'allergy', label: 'Allergy' },
  { value: 'dermatology', label: 'Dermatology' },
  { value: 'cardiology', label: 'Cardiology' },
] as const;

const SAMPLE_TILE: ConsensusTileData = {
  id: 0,
  ConsensusType: 'Clinical',
  ConsensusTitle: 'Managing refractory chronic urticaria after antihistamines',
  TopicSelection: 'Allergy',
  SummaryTile: {
    Title: 'Managing refractory chronic urticaria after antihistamines',
    CtaText: 'Read the consensus',
    AuthorName: 'Dr. Morgan Lee',
    AuthorTitle: 'Allergist, Key Opinion Leader',
    Image: { url: '' },
  },
  Author: { Name: 'Dr. Morgan Lee', Npi: '', Specialty: 'Allergy', Titles: 'Allergist', AvatarImage: { url: '' } },
  publishedAt: null,
};

const THIS_PAGE = '/moderator/design/components';
/** What the header gives a member; Logout stays on this page here, so trying the menu signs nobody out. */
const SAMPLE_MENU: UserDropdownItem[] = [
  { label: 'Profile', kind: 'internal', path: '/my/profile' },
  { label: 'My Cases & Consults', kind: 'external', href: EXTERNAL_URLS.myCasesAndConsults },
  { label: 'Logout (not on this page)', kind: 'internal', path: `${THIS_PAGE}#user-dropdown` },
];

/** One demo: a titled section that screen readers list as a region. */
function Demo({ id, title, note, children }: { id: string; title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} id={id} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /moderator/design/components (spec §2): the pieces of our design system as the screens use them,
 * each the real component from `ui/` (or Mantine's with our theme, for buttons and links), not a copy.
 */
export default function DesignComponentsPage() {
  useDocumentTitle('Design components · Peer Consults');
  const [page, setPage] = useState(5);
  const [specialty, setSpecialty] = useState<string>('allergy');
  return (
    <PageContainer width={1100}>
      <div>
        <Title order={1} size="h2">
          Design components
        </Title>
        <Text c="dimmed">The shared pieces of Peer Consults, live, as the screens use them.</Text>
      </div>

      <Demo
        id="buttons"
        title="Buttons"
        note="Screens use Mantine's Button with our theme (grape, medium radius): that is our button. Filled for the main action of a screen, default for the others, light and subtle for quiet ones."
      >
        <Group gap="sm">
          <Button>Filled</Button>
          <Button variant="default">Default</Button>
          <Button variant="light">Light</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="subtle">Subtle</Button>
          <Button color="red">Danger</Button>
          <Button disabled>Disabled</Button>
          <Button loading loaderProps={{ 'aria-label': 'Saving' }}>
            Loading
          </Button>
        </Group>
      </Demo>

      <Demo
        id="link"
        title="Link"
        note="Mantine's Anchor with our theme, in-app through the router; a link that leaves the product opens in a new tab and says so."
      >
        <Text>
          Read the{' '}
          <Anchor component={Link} to="/faq">
            frequently asked questions
          </Anchor>
          , or go to{' '}
          <Anchor href={EXTERNAL_URLS.consensusHome} target="_blank" rel="noopener noreferrer">
            Peer Consults
            <span className="pc-visually-hidden"> (opens in a new tab)</span>
          </Anchor>
          .
        </Text>
      </Demo>

      <Demo id="logo" title="Logo">
        <Group gap="lg">
          <Logo />
          <Paper bg="grape.9" p="sm" radius="md">
            <Logo inverted />
          </Paper>
        </Group>
      </Demo>

      <Demo id="chips" title="Chips" note="A consensus's type, and the Peer Challenge mark.">
        <Group gap="xs">
          {Object.entries(CONSENSUS_TYPE_COLORS).map(([type, color]) => (
            <Chip key={type} color={color}>
              {type}
            </Chip>
          ))}
          <Chip color="purple">Peer Challenge</Chip>
          {(Object.keys(CHIP_COLORS) as ChipColor[])
            .filter((color) => !Object.values(CONSENSUS_TYPE_COLORS).includes(color))
            .map((color) => (
              <Chip key={color} color={color}>
                {color}
              </Chip>
            ))}
        </Group>
      </Demo>

      <Demo id="consensus-tile" title="Consensus tile" note="As on the Case Consensuses page; here without a link.">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <ConsensusTile tile={SAMPLE_TILE} />
        </SimpleGrid>
      </Demo>

      <Demo id="pagination" title="Pagination" note={`Sibling count 1: page ${page} of 12.`}>
        <Pagination page={page} total={12} onChange={setPage} label="Pagination example" />
      </Demo>

      <Demo id="filter-dropdown" title="Filter dropdown">
        <Group>
          <FilterDropdown value={specialty} options={SPECIALTIES} onChange={setSpecialty} />
        </Group>
      </Demo>

      <Demo id="avatar" title="Avatar" note="Initials when there is no picture; the name is written beside it.">
        <Group gap="md">
          {['Morgan Lee', 'Dr. Ana Ruiz', 'Sam'].map((name, i) => (
            <Group key={name} gap="xs">
              <PersonAvatar name={name} size={[48, 36, 30][i]} />
              <Text size="sm">{name}</Text>
            </Group>
          ))}
        </Group>
      </Demo>

      <Demo
        id="user-dropdown"
        title="User dropdown"
        note="The header's menu, here with sample items; which items a role gets is the header's choice."
      >
        <Group>
          <UserDropdown name="Morgan Lee" roleName="Healthcare Provider" items={SAMPLE_MENU} />
        </Group>
      </Demo>
    </PageContainer>
  );
}
