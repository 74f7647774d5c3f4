import { Anchor, Box, List, Stack, Title } from '@mantine/core';
import type { PeerChallenge } from '@pc/contracts';
import { RichText } from '../../../consensus/components/RichText';

export const PEER_CHALLENGE_TOP_ID = 'peer-challenge-top';
export const topicAnchor = (id: number) => `peer-challenge-topic-${id}`;

/** The anchor links, one per topic, by its anchor text (spec §2). */
export function TopicLinks({ topics }: { topics: PeerChallenge['Topics'] }) {
  if (topics.length === 0) return null;
  return (
    <Box component="nav" aria-label="Topics">
      <List spacing={4} size="sm">
        {topics.map((t) => (
          <List.Item key={t.id}>
            <Anchor href={`#${topicAnchor(t.id)}`}>{t.anchorText || t.title}</Anchor>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}

/**
 * Each topic: its title, the HTML description, the question in a quote block when there is one, the
 * HTML summary of responses (both sanitised again with DOMPurify by RichText), and '^Top'.
 */
export function TopicSections({ topics }: { topics: PeerChallenge['Topics'] }) {
  return (
    <Stack gap="xl">
      {topics.map((t) => (
        <Box
          component="section"
          key={t.id}
          id={topicAnchor(t.id)}
          className="pc-peer-challenge-topic"
          aria-labelledby={`${topicAnchor(t.id)}-title`}
        >
          <Title order={2} size="h3" mb="sm" id={`${topicAnchor(t.id)}-title`}>
            {t.title}
          </Title>
          <RichText html={t.description} />
          {t.question?.trim() && <blockquote className="pc-peer-challenge-question">{t.question}</blockquote>}
          <RichText html={t.summaryOfResponses} />
          <Anchor href={`#${PEER_CHALLENGE_TOP_ID}`} size="sm" display="inline-block" mt="sm">
            <span aria-hidden="true">^</span>Top
          </Anchor>
        </Box>
      ))}
    </Stack>
  );
}
