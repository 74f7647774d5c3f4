import { Alert, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useDocumentTitle } from '@mantine/hooks';
import { CONSENSUS_MESSAGES } from '@pc/contracts';
import { useParams } from 'react-router';
import { Chip } from '../../../ui/Chip';
import { PAGE_STYLE } from '../../../ui/page-style';
import { consensusIdParam, consensusStatusParam } from '../../consensus/utils/route-params';
import { sourceDate } from '../content-exports/source-date';
import { usePeerChallenge } from './api/get-peer-challenge';
import { PeerChallengeExports } from './components/PeerChallengeExports';
import { PEER_CHALLENGE_TOP_ID, TopicLinks, TopicSections } from './components/PeerChallengeTopics';
import { PEER_CHALLENGE_QUERIES, peerChallengeErrorText, peerChallengeLayout } from './utils/layout';
import './peer-challenge.css';

/**
 * `/moderator/peer-challenge-preview/{id}/{status}` (strapi_program_preview; status 'published' when
 * left out, spec §4): the program title with the purple 'Peer Challenge' chip, anchor links per topic,
 * the topics, the 'Source:' block, the program tile and the exports. While it loads nothing is shown;
 * a failure shows its text in place of the page (spec §2, §8).
 */
export default function PeerChallengePreviewPage() {
  useDocumentTitle('Peer Challenge preview · Peer Consults');
  const params = useParams();
  const id = consensusIdParam(params.id);
  const status = params.status === undefined ? 'published' : consensusStatusParam(params.status);
  const query = usePeerChallenge(status ? id : null, status ?? 'published');
  const layout = peerChallengeLayout({
    medium: useMediaQuery(PEER_CHALLENGE_QUERIES.medium, undefined, { getInitialValueInEffect: false }) ?? false,
    wide: useMediaQuery(PEER_CHALLENGE_QUERIES.wide, undefined, { getInitialValueInEffect: false }) ?? false,
  });

  if (id === null || status === null) {
    return (
      <Box p="md" style={PAGE_STYLE}>
        <Alert color="red" role="alert" maw={900} mx="auto">
          {CONSENSUS_MESSAGES.notFound}
        </Alert>
      </Box>
    );
  }
  if (query.isLoading) return null;
  const challenge = query.data;
  if (query.isError || !challenge) {
    return (
      <Box p="md" style={PAGE_STYLE}>
        <Alert color="red" role="alert" maw={900} mx="auto">
          {peerChallengeErrorText(query.error, CONSENSUS_MESSAGES.peerChallengeFailed)}
        </Alert>
      </Box>
    );
  }

  const aside = (
    <Stack gap="lg">
      {layout === 'wide' && <TopicLinks topics={challenge.Topics} />}
      <PeerChallengeExports challenge={challenge} stacked={layout === 'narrow'} />
    </Stack>
  );
  const sources =
    challenge.Sources.length > 0 ? (
      <Box component="section" aria-labelledby="peer-challenge-source-title">
        <Text fw={700} id="peer-challenge-source-title">
          Source:
        </Text>
        {challenge.Sources.map((s) => (
          <Text key={s.id} size="sm" c="gray.7">
            {[s.sourceType, s.sourceContent, sourceDate(s.sourceDate)].filter((x) => x.trim()).join(', ')}
          </Text>
        ))}
      </Box>
    ) : null;
  const main = (
    <Stack gap="lg" style={{ minWidth: 0 }}>
      {layout !== 'wide' && <TopicLinks topics={challenge.Topics} />}
      <TopicSections topics={challenge.Topics} />
      {sources}
    </Stack>
  );

  return (
    <Box
      className="pc-peer-challenge"
      maw={layout === 'wide' ? 1320 : 900}
      mx="auto"
      w="100%"
      p={layout === 'narrow' ? 'sm' : 'md'}
      style={PAGE_STYLE}
    >
      <Paper withBorder radius="md" p={layout === 'narrow' ? 'md' : 'xl'}>
        <Stack gap="lg">
          <Stack gap="xs" id={PEER_CHALLENGE_TOP_ID}>
            <Group>
              <Chip color="purple">Peer Challenge</Chip>
            </Group>
            <Title order={1} size="h2">
              {challenge.title}
            </Title>
          </Stack>
          {layout === 'wide' ? (
            <Box
              style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: 'var(--mantine-spacing-xl)' }}
            >
              {main}
              <Box style={{ position: 'sticky', top: 16, alignSelf: 'start' }}>{aside}</Box>
            </Box>
          ) : (
            <>
              {aside}
              {main}
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
