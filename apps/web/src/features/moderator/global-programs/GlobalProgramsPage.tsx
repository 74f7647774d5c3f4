import { Alert, Center, Loader, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { GlobalProgram } from '@pc/contracts';
import { useState } from 'react';
import { PageContainer } from '../../../ui/PageContainer';
import { useChangeGlobalPriority } from './api/change-global-priority';
import { useChangeProgramStatus } from './api/change-program-status';
import { useConfirmProgram } from './api/confirm-program';
import { useGlobalPrograms } from './api/get-global-programs';
import { AssignedPrograms } from './components/AssignedPrograms';
import { ProgramsTabs } from './components/ProgramsTabs';
import { UnassignedPrograms } from './components/UnassignedPrograms';
import { programErrorMessage } from './utils/program-error';

/**
 * `/moderator/global_programs/overview` (spec §2): the enabled programs' priorities and the programs
 * nobody has confirmed yet. Every change answers the new list, which replaces the table at once.
 */
export default function GlobalProgramsPage() {
  useDocumentTitle('Global programs · Peer Consults');
  const programs = useGlobalPrograms();
  const status = useChangeProgramStatus();
  const confirm = useConfirmProgram();
  const priority = useChangeGlobalPriority();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const busy = status.isPending || confirm.isPending || priority.isPending;
  const enabledCount = programs.data?.assigned.filter((p) => p.enabled).length ?? 0;

  /** Runs one change; the outcome is announced to screen readers, a refusal shown with its reason. */
  function run<V>(mutation: { mutate: (vars: V, o: object) => void }, vars: V, success: string) {
    setError(null);
    setDone('');
    mutation.mutate(vars, {
      onSuccess: () => setDone(success),
      onError: (err: unknown) => setError(programErrorMessage(err)),
    });
  }

  const onToggle = (p: GlobalProgram) =>
    run(status, p.hcmpPrgId, p.enabled ? `${p.name} was disabled.` : `${p.name} was enabled.`);
  const onPriority = (p: GlobalProgram, n: number) =>
    run(priority, { hcmpId: p.hcmpPrgId, priority: n }, `${p.name} moved to priority ${n}.`);
  const onConfirm = (p: GlobalProgram, n: number | null) =>
    run(
      confirm,
      { hcmpId: p.hcmpPrgId, priority: n },
      n ? `${p.name} was confirmed at priority ${n}.` : `${p.name} was confirmed without a priority.`,
    );
  const onDisable = (p: GlobalProgram) => run(confirm, { hcmpId: p.hcmpPrgId, priority: 0 }, `${p.name} was disabled.`);

  return (
    <PageContainer width={1100}>
      <Title order={1} size="h2">
        Global programs
      </Title>
      <ProgramsTabs active="overview" />
      <VisuallyHidden role="status">{done}</VisuallyHidden>
      {error && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {programs.isError && (
        <Alert color="red" role="alert">
          {programErrorMessage(programs.error)}
        </Alert>
      )}
      {programs.isLoading && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading programs" />
        </Center>
      )}
      {programs.data && (
        <>
          <Title order={2} size="h4">
            Assigned programs
          </Title>
          <AssignedPrograms
            programs={programs.data.assigned}
            enabledCount={enabledCount}
            busy={busy}
            onPriority={onPriority}
            onToggle={onToggle}
          />
          <UnassignedPrograms
            programs={programs.data.unassigned}
            enabledCount={enabledCount}
            busy={busy}
            onConfirm={onConfirm}
            onDisable={onDisable}
          />
        </>
      )}
    </PageContainer>
  );
}
