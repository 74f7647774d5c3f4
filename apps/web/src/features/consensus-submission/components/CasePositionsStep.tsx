import { Alert, Center, Loader } from '@mantine/core';
import { CONSENSUS_MESSAGES } from '@pc/contracts';
import { useMemo } from 'react';
import { useConsensusCase } from '../api/get-consensus-case';
import { storedCase } from '../utils/wizard-storage';
import { PositionsStep } from './PositionsStep';

/**
 * The positions step of case `caseNumber`: its answers from the case kept at the search (fetched
 * again after the storage was cleared), then the step itself.
 */
export function CasePositionsStep({
  caseNumber,
  onContinue,
  onSkip,
}: {
  caseNumber: number;
  onContinue(): void;
  onSkip(): void;
}) {
  const kept = useMemo(() => storedCase(window.localStorage, caseNumber), [caseNumber]);
  const fetched = useConsensusCase(kept ? null : caseNumber);
  const found = kept ?? fetched.data ?? null;
  if (!found) {
    if (fetched.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {CONSENSUS_MESSAGES.fetchFailed}
        </Alert>
      );
    return (
      <Center p="xl">
        <Loader role="status" aria-label="Loading the case" />
      </Center>
    );
  }
  return <PositionsStep topicId={found.id} answers={found.answers} onContinue={onContinue} onSkip={onSkip} />;
}
