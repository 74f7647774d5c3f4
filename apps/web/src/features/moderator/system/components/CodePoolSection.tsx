import { Anchor, Text } from '@mantine/core';
import type { SystemOverview } from '@pc/contracts';
import { Link } from 'react-router';
import { CodesByValueTable } from '../../rewards/components/CodesByValueTable';
import { ScrollBox, SystemSection } from './SystemSection';

/** Free gift-card codes and rewards waiting for one, per value (the Gift-card codes page manages them). */
export function CodePoolSection({ pool }: { pool: SystemOverview['codePool'] }) {
  return (
    <SystemSection id="code-pool" title="Gift-card code pool">
      {pool === null ? (
        <Text size="sm">The rewards programme is off.</Text>
      ) : (
        <>
          <Text size="sm">
            {pool.remaining} free codes, {pool.waiting} rewards waiting for a code
            {pool.low ? ' — the pool is low.' : '.'}{' '}
            <Anchor component={Link} to="/moderator/rewards/codes">
              Manage the codes
            </Anchor>
          </Text>
          {pool.byValue.length > 0 && (
            <ScrollBox label="Gift-card code pool" minWidth={320}>
              <CodesByValueTable byValue={pool.byValue} />
            </ScrollBox>
          )}
        </>
      )}
    </SystemSection>
  );
}
