import { Group, Stack, Text } from '@mantine/core';
import type { CommentAuthor } from '@pc/contracts';
import dayjs from 'dayjs';
import { MemberRewardsLink } from './MemberRewardsLink';

/**
 * Who wrote an answer or comment and their specialty, then when (with "edited" once changed). Moderators
 * and administrators also get a link to the writer's rewards.
 */
export function AuthorLine({
  author,
  createdAt,
  edited,
  own,
}: {
  author: CommentAuthor;
  createdAt: string;
  /** Changed after posting: the server names who modified it. */
  edited: boolean;
  own: boolean;
}) {
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} size="sm">
          {author.firstName} {author.lastName}
          {own ? ' (you)' : ''}
        </Text>
        {author.specialty && (
          <Text size="sm" c="gray.7">
            · {author.specialty.name}
          </Text>
        )}
        {!own && <MemberRewardsLink userId={author.id} name={`${author.firstName} ${author.lastName}`} />}
      </Group>
      <Text size="xs" c="gray.7">
        <time dateTime={createdAt}>{dayjs(createdAt).format('MMM D, YYYY h:mm A')}</time>
        {edited ? ' (edited)' : ''}
      </Text>
    </Stack>
  );
}
