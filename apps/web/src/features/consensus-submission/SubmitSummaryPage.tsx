import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ConsensusCase } from '@pc/contracts';
import { type CSSProperties, useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_STYLE } from '../../ui/page-style';
import { CasePositionsStep } from './components/CasePositionsStep';
import { CaseSearchStep } from './components/CaseSearchStep';
import { SubmissionComplete } from './components/SubmissionComplete';
import { SummaryFlow } from './components/SummaryFlow';
import { clearWizardStorage, storeCase } from './utils/wizard-storage';
import { type WizardLocation, type WizardStep, wizardLocation, wizardSearch } from './utils/wizard-steps';

/**
 * Mantine's error red (#fa5252) is 3.6:1 on white: the form's many inline errors use a darker red
 * (WCAG AA asks 4.5:1), on top of the moderator pages' darker grey.
 */
const WIZARD_STYLE = { ...PAGE_STYLE, '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties;

const STEP_NAMES: Record<WizardStep, string> = {
  caseSearch: 'Step 1 of 5: find the patient case',
  positions: 'Step 2 of 5: name the positions (optional)',
  consensusFormEdit: 'Step 3 of 5: write the summary',
  previewConsensus: 'Step 4 of 5: preview',
  submissionComplete: 'Step 5 of 5: submitted',
};

/**
 * `/moderator/submitSummary` (summary_submission): the consensus authoring wizard of spec §4. The
 * step and the case (or the returned summary, `?edit={id}`) are in the address; the work is in
 * localStorage, cleared whenever the case search opens afresh.
 */
export default function SubmitSummaryPage() {
  useDocumentTitle('Submit a Summary · Peer Consults');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = wizardLocation(params);
  const stepRef = useRef<HTMLParagraphElement>(null);

  const go = useCallback(
    (next: WizardLocation, options?: { replace?: boolean }) => {
      navigate({ search: wizardSearch(next) }, { replace: options?.replace });
      window.scrollTo({ top: 0 });
    },
    [navigate],
  );

  useEffect(() => {
    if (location.step === 'caseSearch') clearWizardStorage(window.localStorage);
  }, [location.step]);

  // A new step is announced and read from its start, as a new page would be.
  const shownStep = useRef(location.step);
  useEffect(() => {
    if (shownStep.current === location.step) return;
    shownStep.current = location.step;
    stepRef.current?.focus({ preventScroll: true });
  }, [location.step]);

  const found = (c: ConsensusCase) => {
    storeCase(window.localStorage, c);
    go({ step: 'positions', caseNumber: c.id, editId: null });
  };
  const toForm = () => go({ ...location, step: 'consensusFormEdit' });

  const target = location.editId !== null ? `edit-${location.editId}` : `case-${location.caseNumber}`;
  return (
    <Stack gap="md" maw={1320} mx="auto" w="100%" p={{ base: 'sm', sm: 'md' }} style={WIZARD_STYLE}>
      <Title order={1} size="h2">
        {location.editId !== null ? 'Edit and resubmit a Summary' : 'Submit a Summary'}
      </Title>
      <Text ref={stepRef} tabIndex={-1} fw={600} c="gray.7" style={{ outline: 'none' }}>
        {STEP_NAMES[location.step]}
      </Text>
      {location.step === 'caseSearch' && <CaseSearchStep onFound={found} />}
      {location.step === 'positions' && location.caseNumber !== null && (
        <CasePositionsStep
          key={location.caseNumber}
          caseNumber={location.caseNumber}
          onContinue={toForm}
          onSkip={toForm}
        />
      )}
      {(location.step === 'consensusFormEdit' || location.step === 'previewConsensus') && (
        <SummaryFlow key={target} location={location} go={go} />
      )}
      {location.step === 'submissionComplete' && (
        <SubmissionComplete onNewSummary={() => go({ step: 'caseSearch', caseNumber: null, editId: null })} />
      )}
    </Stack>
  );
}
