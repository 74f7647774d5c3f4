import '../../phi/phi.css';
import './phi-confirmations.css';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasAnyPermission, type PhiConfirmationItem } from '@pc/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { modals } from '../../../lib/modals';
import { errorToast, successToast } from '../../../lib/toasts';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageContainer } from '../../../ui/PageContainer';
import { PageLoader } from '../../../ui/PageLoader';
import { Pagination } from '../../../ui/Pagination';
import { useSession } from '../../auth/session';
import { useDeleteSubject } from './api/delete-subject';
import { useConfirmations } from './api/get-confirmations';
import { ConfirmationCard } from './components/ConfirmationCard';
import { EditSubjectModal } from './components/EditSubjectModal';
import {
  actionFailure,
  contextPieces,
  DELETE_EFFECTS,
  isEditableHere,
  pageOf,
  SUBJECT_WORDS,
} from './utils/confirmation-words';

const TITLE = 'Confirmed patient identifiers';

/**
 * `/moderator/phi-confirmations` (all_patient_cases_management, issue 14): the texts stored with
 * findings their writers confirmed do not identify a patient, newest first, 20 a page (`?page=`), for
 * a moderator to check each and open, edit or delete the text when the writer was wrong.
 */
export default function PhiConfirmationsPage() {
  useDocumentTitle(`${TITLE} · Peer Consults`);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useConfirmations(page);
  const remove = useDeleteSubject();
  const { user } = useSession();
  const canOpenUsers = hasAnyPermission(user?.permissions ?? [], ['user_management']);
  const [editing, setEditing] = useState<PhiConfirmationItem | null>(null);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const go = (next: number, replace = false) => setParams(next > 1 ? { page: String(next) } : {}, { replace });

  // A page past the end (the last items were just deleted, or an old link): show the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: go only changes with the address.
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && page > pages) go(pages, true);
  }, [data, list.isPlaceholderData, page, pages]);

  const confirmDelete = (item: PhiConfirmationItem) => {
    const word = SUBJECT_WORDS[item.subjectType];
    const context = contextPieces(item);
    modals.openConfirmModal({
      title: `Delete this ${word}?`,
      children: (
        <Stack gap="xs">
          <p className="pc-phi-context">
            {context.before}
            <mark className="pc-phi-mark">{context.text}</mark>
            {context.after}
          </p>
          <Text size="sm">{DELETE_EFFECTS[item.subjectType]} The deletion is logged, without the text.</Text>
        </Stack>
      ),
      labels: { confirm: `Delete ${word}`, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => successToast(`The ${word} was deleted.`),
          onError: (err) => {
            const failure = actionFailure(err, item.subjectType, 'deleted');
            errorToast(failure.title, failure.message);
          },
        }),
    });
  };

  return (
    <PageContainer width={900}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Text size="sm" c="gray.7">
          Texts and uploaded images whose writers confirmed that a highlighted part does not identify a patient, newest
          first. Open, edit or delete any text that does.
        </Text>
      </Stack>
      {list.isPending && <PageLoader minHeight="30vh" />}
      {list.isError && !data && <LoadFailed onRetry={() => void list.refetch()} />}
      {data && (
        <>
          <Text size="sm" c="gray.7" role="status">
            {data.total === 0
              ? 'No texts with confirmed patient identifiers.'
              : `${data.total} confirmed ${data.total === 1 ? 'finding' : 'findings'}`}
          </Text>
          {data.items.length > 0 && (
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={TITLE}
              aria-busy={list.isFetching}
            >
              {data.items.map((item) => (
                <ConfirmationCard
                  key={item.id}
                  item={item}
                  canOpenUsers={canOpenUsers}
                  onEdit={setEditing}
                  onDelete={confirmDelete}
                />
              ))}
            </Stack>
          )}
          <Pagination
            page={Math.min(page, pages)}
            total={pages}
            label="Confirmed patient identifier pages"
            onChange={(next) => go(next)}
          />
        </>
      )}
      {editing && isEditableHere(editing.subjectType) && (
        <EditSubjectModal key={editing.id} item={editing} kind={editing.subjectType} onClose={() => setEditing(null)} />
      )}
    </PageContainer>
  );
}
