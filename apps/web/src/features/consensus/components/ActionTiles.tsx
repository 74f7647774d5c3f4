import { Anchor, Paper, SimpleGrid, Text, Title, type TitleOrder } from '@mantine/core';
import { Link } from 'react-router';
import { EXTERNAL_URLS } from '../../../app/external-links';
import { useResourcesLink } from '../../../app/layout/resources-link';

type Destination = { internal: string } | { external: string };

/**
 * The public consensus view's action tiles (spec §2): clinical resources, the patient cases to
 * answer, and submitting a case of one's own. Resources come from `GET programs/dti_link` for
 * members allowed to see them (diseases_and_treatment_information); everyone else, visitors
 * included, is sent to the consensus service's home.
 */
export function ActionTiles({ order }: { order: TitleOrder }) {
  const resources = useResourcesLink();
  const tileOrder = Math.min(order + 1, 6) as TitleOrder;
  return (
    // On its own white panel: the public page's background is dark, the members' light.
    <Paper component="section" aria-labelledby="consensus-actions" p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs">
      <Title order={order} size="h3" id="consensus-actions" mb="sm">
        Take part
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ActionTile
          order={tileOrder}
          title="Gain Clinical Perspective"
          text="Clinical resources on diseases and treatments, chosen for physicians."
          to={{ external: resources ?? EXTERNAL_URLS.consensusHome }}
        />
        <ActionTile
          order={tileOrder}
          title="Join a Conversation"
          text="Answer the patient cases your peers are discussing this week."
          to={{ internal: '/questions' }}
        />
        <ActionTile
          order={tileOrder}
          title="Start a Conversation"
          text="Submit a patient case of your own and hear how other physicians would manage it."
          to={{ external: EXTERNAL_URLS.submitPatientCase }}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** A tile whose title is its link; external ones open in a new tab without handing it this page. */
function ActionTile({ order, title, text, to }: { order: TitleOrder; title: string; text: string; to: Destination }) {
  const link =
    'internal' in to ? (
      <Anchor component={Link} to={to.internal} c="grape.8" inherit>
        {title}
      </Anchor>
    ) : (
      <Anchor href={to.external} target="_blank" rel="noopener noreferrer" c="grape.8" inherit>
        {title}
        <span aria-hidden="true"> ↗</span>
      </Anchor>
    );
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Title order={order} size="h4" mb="xs">
        {link}
      </Title>
      <Text size="sm" c="gray.7">
        {text}
      </Text>
    </Paper>
  );
}
