import { SimpleGrid, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../ui/PageContainer';
import { ProgramsTabs } from '../global-programs/components/ProgramsTabs';
import { GeneralCampaigns } from './components/GeneralCampaigns';
import { NpiEmailSection } from './components/NpiEmailSection';
import { SpecialtyEmailSection } from './components/SpecialtyEmailSection';

/**
 * `/moderator/global_programs/create_emails` (programs): e-mails to whole specialties or to a list of
 * NPIs, and the list of those already made with their target lists (spec §2).
 */
export default function CreateEmailsPage() {
  useDocumentTitle('Create emails');
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('pageNumber'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const setPage = (next: number) =>
    setParams((p) => {
      if (next === 1) p.delete('pageNumber');
      else p.set('pageNumber', String(next));
      return p;
    });

  return (
    <PageContainer width={1100}>
      {/* The same heading and tabs as Program overview: the two tabs are one area (spec §2). */}
      <Title order={1} size="h2">
        Global programs
      </Title>
      <ProgramsTabs active="create_emails" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {/* A new e-mail is the newest: show the first page, where it is. */}
        <SpecialtyEmailSection onCreated={() => setPage(1)} />
        <NpiEmailSection onCreated={() => setPage(1)} />
      </SimpleGrid>
      <GeneralCampaigns page={page} onPageChange={setPage} />
    </PageContainer>
  );
}
