import { Center, Loader, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageContainer } from '../../../ui/PageContainer';
import { BackToUsersLink } from '../users/components/BackToUsersLink';
import { usePoolStatus } from './api/get-pool-status';
import { Form1099Download } from './components/Form1099Download';
import { ImportCodesForm } from './components/ImportCodesForm';
import { Notice } from './components/Notice';
import { PoolStatusPanel } from './components/PoolStatusPanel';
import { ProcessingPanel } from './components/ProcessingPanel';

/**
 * `/moderator/rewards/codes`: the administrators' gift-card pool: how many codes are left and how
 * many rewards wait for one, importing codes, running reward processing now and the 1099 list.
 */
export default function GiftCardCodesPage() {
  useDocumentTitle('Gift-card codes · Peer Consults');
  const status = usePoolStatus();

  return (
    <PageContainer width={900}>
      <BackToUsersLink />
      <Title order={1} size="h2">
        Gift-card codes
      </Title>
      <Text size="sm">
        Members’ rewards are paid with gift-card codes from this pool. Reward processing gives each reward of a closed
        week a code and e-mails it; administrators are e-mailed when a run leaves the pool low.
      </Text>
      {status.isLoading && (
        <Center>
          <Loader role="status" aria-label="Loading the pool status" />
        </Center>
      )}
      {status.isError && (
        <Notice warning color="red" title="There was an unexpected error.">
          The pool status could not be loaded. Please try again.
        </Notice>
      )}
      {status.data && <PoolStatusPanel pool={status.data} />}
      <ImportCodesForm />
      <ProcessingPanel />
      <Form1099Download />
    </PageContainer>
  );
}
