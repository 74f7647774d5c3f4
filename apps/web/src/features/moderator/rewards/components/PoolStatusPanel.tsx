import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GiftCardPoolStatus } from '@pc/contracts';
import { CodesByValueTable } from './CodesByValueTable';
import { Notice } from './Notice';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Codes left and given out, rewards waiting for one, per value; a warning when the pool needs codes. */
export function PoolStatusPanel({ pool }: { pool: GiftCardPoolStatus }) {
  const needsCodes = pool.low || pool.waiting > 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pool-status-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="pool-status-title">
          Pool status
        </Title>
        {needsCodes && (
          <Notice
            warning
            color="orange"
            title={
              pool.waiting > 0
                ? `${plural(pool.waiting, 'reward is', 'rewards are')} waiting for a code`
                : 'The code pool is running low'
            }
          >
            {plural(pool.remaining, 'code is', 'codes are')} left; the pool counts as low below {pool.lowThreshold}.
            Import codes below.
            {pool.waiting > 0 ? ' Rewards waiting for a code are sent by the next processing run.' : ''}
          </Notice>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" role="list" aria-label="Pool totals">
          <Total label="Codes left" value={pool.remaining} />
          <Total label="Codes given out" value={pool.assigned} />
          <Total label="Rewards waiting for a code" value={pool.waiting} />
        </SimpleGrid>
        {pool.byValue.length === 0 ? (
          <Text size="sm">The pool holds no codes yet.</Text>
        ) : (
          <CodesByValueTable byValue={pool.byValue} />
        )}
        <Text size="sm" c="dimmed">
          {pool.lastImportedAt
            ? `Last import: ${when.format(new Date(pool.lastImportedAt))} UTC.`
            : 'No codes imported yet.'}
        </Text>
      </Stack>
    </Paper>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="sm" p="sm" role="listitem">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={650}>
        {value}
      </Text>
    </Paper>
  );
}
