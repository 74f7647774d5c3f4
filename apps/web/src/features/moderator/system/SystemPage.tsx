import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageContainer } from '../../../ui/PageContainer';
import { BackToUsersLink } from '../users/components/BackToUsersLink';
import { useSystemOverview } from './api/get-system-overview';
import { AuditLogSection } from './components/AuditLogSection';
import { ClientErrorsSection } from './components/ClientErrorsSection';
import { CodePoolSection } from './components/CodePoolSection';
import { DatabaseSection } from './components/DatabaseSection';
import { InstancesSection } from './components/InstancesSection';
import { JobsSection } from './components/JobsSection';
import { MailFailuresSection } from './components/MailFailuresSection';

/**
 * `/moderator/system` (issue 26, administrators): the instances running now, the database and its
 * migrations, job queues with their failed jobs (retry), mail failures, the code pool, client errors
 * and the audit log.
 */
export default function SystemPage() {
  useDocumentTitle('System · Peer Consults');
  const overview = useSystemOverview();
  return (
    <PageContainer width={1100}>
      <BackToUsersLink />
      <Title order={1} size="h2">
        System
      </Title>
      <Text size="sm">What runs now and what went wrong lately, for the people who run Peer Consults.</Text>
      {overview.isLoading && (
        <Center>
          <Loader role="status" aria-label="Loading the system overview" />
        </Center>
      )}
      {overview.isError && <LoadFailed onRetry={() => overview.refetch()} />}
      <Stack gap="xl">
        {overview.data && (
          <>
            <InstancesSection instances={overview.data.instances} />
            <DatabaseSection database={overview.data.database} />
            <JobsSection queues={overview.data.queues} />
          </>
        )}
        <MailFailuresSection />
        {overview.data && <CodePoolSection pool={overview.data.codePool} />}
        <ClientErrorsSection />
        <AuditLogSection />
      </Stack>
    </PageContainer>
  );
}
