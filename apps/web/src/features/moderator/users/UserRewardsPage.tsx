import { Alert, Anchor, Button, Center, Group, Loader, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { calendarDateSchema, type UserReward } from '@pc/contracts';
import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { PageContainer } from '../../../ui/PageContainer';
import { BackToUsersLink } from './components/BackToUsersLink';
import { useUserRewards } from './api/get-user-rewards';
import { fullName } from './components/UsersTable';

/** Periods and dates are UTC (a reward period starts Sunday 12am UTC, spec §2). */
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatDay = (iso: string) => day.format(new Date(iso));
const period = (r: UserReward) => `${formatDay(r.period.start)} – ${formatDay(r.period.end)}`;

/** `/moderator/users/{id}/rewards`: the rewards a member earned, optionally of one period (spec §2). */
export default function UserRewardsPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const searchDate = params.get('searchDate') ?? '';
  const [date, setDate] = useState(searchDate);
  const filter = calendarDateSchema.safeParse(searchDate).success ? searchDate : '';
  const rewards = useUserRewards(id, filter);
  const name = rewards.data ? fullName(rewards.data.user) : '';
  useDocumentTitle(`Rewards${name ? ` of ${name}` : ''} · Peer Consults`);

  if (!Number.isInteger(id) || id <= 0 || (rewards.error instanceof ApiError && rewards.error.status === 404)) {
    return <Navigate to="/404" replace />;
  }
  const apply = (value: string) => {
    setDate(value);
    setParams(value ? { searchDate: value } : {}, { replace: true });
  };
  const list = rewards.data?.rewards ?? [];

  return (
    <PageContainer width={1100}>
      <BackToUsersLink />
      <Title order={1} size="h2">
        Rewards{name ? `: ${name}` : ''}
      </Title>
      {rewards.data && (
        <Text size="sm" c="gray.7">
          {rewards.data.user.email}
        </Text>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="Eligibility period holding"
          description="Shows the rewards of the week (Sunday to Saturday, UTC) holding this day."
          value={date}
          onChange={(e) => apply(e.currentTarget.value)}
          maw={320}
        />
        <Button variant="default" onClick={() => apply('')} disabled={!date}>
          Clear filter
        </Button>
      </Group>
      {rewards.isError && (
        <Alert color="red" title="There was an unexpected error.">
          The rewards could not be loaded. Please try again.
        </Alert>
      )}
      {rewards.isLoading && (
        <Center>
          <Loader role="status" aria-label="Loading rewards" />
        </Center>
      )}
      {rewards.data && (
        <Text size="sm" c="gray.7" role="status">
          {list.length === 1 ? '1 reward' : `${list.length} rewards`}
          {filter ? ` in the period holding ${formatDay(`${filter}T00:00:00Z`)}` : ''}
        </Text>
      )}
      {list.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Rewards">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reward #</Table.Th>
                  <Table.Th>Eligibility period</Table.Th>
                  <Table.Th>Date earned</Table.Th>
                  <Table.Th>Patient Case #</Table.Th>
                  <Table.Th>Patient Case Title</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.id}</Table.Td>
                    <Table.Td>{period(r)}</Table.Td>
                    <Table.Td>{formatDay(r.earnedAt)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/moderator/questions/${r.questionId}/details`}>
                        {r.questionId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.questionTitle}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </PageContainer>
  );
}
