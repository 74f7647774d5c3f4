import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CONSENSUS_LAYOUT,
  CONSENSUS_MESSAGES,
  SUMMARY_SECTIONS,
  type SummarySectionValidity,
  summaryErrorText,
  TIMING,
} from '@pc/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { discardConsensusDraft } from '../api/discard-consensus-draft';
import { useSubmitConsensus } from '../api/submit-consensus';
import { useTopicPositions } from '../api/get-topic-positions';
import { type ServerDraftStatus, useSummaryDraft } from '../use-summary-draft';
import { useSummaryPhiReview } from '../use-summary-phi-review';
import type { CheckedField } from '../utils/phi-fields';
import { answersToCite } from '../utils/proposed-references';
import { validSubmission, wizardIssues } from '../utils/submission';
import { submitErrorText } from '../utils/submit-error';
import { clearWizardStorage } from '../utils/wizard-storage';
import type { WizardLocation } from '../utils/wizard-steps';
import { CommunityConsensusSection } from './CommunityConsensusSection';
import { ConclusionSection } from './ConclusionSection';
import { DefinitionsSection } from './DefinitionsSection';
import { FieldErrorsContext } from './field-errors';
import { FormOutline } from './FormOutline';
import { PreviewStep } from './PreviewStep';
import { ReferencesSection } from './ReferencesSection';
import { SubmittingOverlay } from './SubmittingOverlay';
import { PhiFormNotice, PhiPreviewFindings } from './SummaryPhiFindings';
import { type EditTarget, SummaryPhiContext, selectInForm } from './summary-phi';
import { SummaryTitleSection } from './SummaryTitleSection';
import { WizardFooter } from './WizardFooter';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SERVER_DRAFT_TEXT: Record<ServerDraftStatus, string> = {
  idle: '',
  saved: 'Draft saved',
  restored: 'Draft restored',
  discarded: 'Draft discarded',
  failed: 'Draft not saved',
};

interface Props {
  location: WizardLocation;
  go(next: WizardLocation, options?: { replace?: boolean }): void;
}

/**
 * The form and preview steps of one summary (spec §4): the form with its outline and footer, the
 * preview, and the submission (re-validated, sent, then a 2 s wait under the indicator). A
 * submission refused for suspected patient identifiers (issue 14) lists them on the preview, to
 * confirm there or edit in the form, and shows each under its field in the form.
 */
export function SummaryFlow({ location, go }: Props) {
  const draft = useSummaryDraft(location);
  // The references are proposed from the answers placed in a position, once the author has placed any.
  const caseNumber = draft.status === 'ready' ? (draft.form.PatientCases[0]?.CaseNumber ?? null) : null;
  const positions = useTopicPositions(caseNumber ?? location.caseNumber);
  const submit = useSubmitConsensus();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const outlineBeside = useMediaQuery(`(min-width: ${CONSENSUS_LAYOUT.outlineMinWidth + 1}px)`) ?? false;
  const form = draft.status === 'ready' ? draft.form : null;
  const issues = useMemo(() => (form ? wizardIssues(form) : []), [form]);
  const touch = useCallback(
    (field: string) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  );
  const fieldErrors = useMemo(() => ({ issues, touched, touch }), [issues, touched, touch]);
  const step = location.step;
  const phi = useSummaryPhiReview(form);
  const [editTarget, setEditTarget] = useState<EditTarget | null>(null);

  // Edit from the preview: the form step first, then the finding selected in its field, a frame
  // later, after the page has moved the focus to the new step's name.
  useEffect(() => {
    if (step !== 'consensusFormEdit' || !editTarget) return;
    const frame = requestAnimationFrame(() => {
      selectInForm(editTarget);
      setEditTarget(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [step, editTarget]);

  // The preview exists only for a valid summary (spec §4): a stale address goes back to the form.
  useEffect(() => {
    if (step === 'previewConsensus' && form && issues.length > 0)
      go({ ...location, step: 'consensusFormEdit' }, { replace: true });
  }, [step, form, issues, location, go]);

  if (draft.status === 'loading') {
    return (
      <Center p="xl">
        <Loader role="status" aria-label="Loading the summary" />
      </Center>
    );
  }
  if (draft.status === 'failed') {
    const text =
      location.editId === null && draft.notFound ? CONSENSUS_MESSAGES.caseNotFound : CONSENSUS_MESSAGES.fetchFailed;
    return (
      <Alert color="red" variant="light" role="alert" title={draft.notFound ? CONSENSUS_MESSAGES.notFound : undefined}>
        {text}
      </Alert>
    );
  }

  const showPreview = () => {
    setSubmitError(null);
    go({ ...location, step: 'previewConsensus' });
  };

  const send = async () => {
    const checked = validSubmission(draft.form);
    if ('issues' in checked) {
      go({ ...location, step: 'consensusFormEdit' });
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    try {
      const phiConfirmations = phi.confirmations(draft.form);
      await submit.mutateAsync({ editId: location.editId, data: checked.data, phiConfirmations });
      // The submitted summary's draft is of no more use on any device (a failure leaves it to discard).
      const submittedCase = location.editId === null ? location.caseNumber : null;
      if (submittedCase !== null) await discardConsensusDraft(submittedCase).catch(() => {});
      await wait(TIMING.postSummaryWaitMs);
      clearWizardStorage(window.localStorage);
      go({ step: 'submissionComplete', caseNumber: null, editId: null }, { replace: true });
    } catch (err) {
      if (!phi.takeRefusal(err)) setSubmitError(submitErrorText(err));
      setSubmitting(false);
    }
  };

  const editFromPreview = (field: CheckedField, found: string) => {
    setEditTarget({ formPath: field.formPath, rich: field.rich, found });
    go({ ...location, step: 'consensusFormEdit' });
  };
  const editInForm = (field: CheckedField, found: string) =>
    selectInForm({ formPath: field.formPath, rich: field.rich, found });

  if (step === 'previewConsensus') {
    return (
      <Stack gap="md">
        <PhiPreviewFindings review={phi.review} fields={phi.fields} onEdit={editFromPreview} refusals={phi.refusals} />
        <PreviewStep form={draft.form} submitError={submitError} />
        <WizardFooter
          step="previewConsensus"
          submitting={submitting}
          onBack={() => go({ ...location, step: 'consensusFormEdit' })}
          onSubmit={send}
        />
        {submitting && <SubmittingOverlay />}
      </Stack>
    );
  }

  const broken = new Set(issues.map((issue) => issue.section));
  const validity = Object.fromEntries(SUMMARY_SECTIONS.map((s) => [s, !broken.has(s)])) as SummarySectionValidity;
  const sectionProps = { form: draft.form, setForm: draft.setForm, answers: draft.answers };
  return (
    <FieldErrorsContext.Provider value={fieldErrors}>
      <SummaryPhiContext.Provider value={phi.context}>
        {draft.returnNote && (
          <Alert color="orange" variant="light" title="Returned by the reviewer" mb="md">
            {draft.returnNote}
          </Alert>
        )}
        {location.editId === null && (
          <Group justify="flex-end" gap="xs" mb="xs">
            <Text size="sm" c="gray.7" aria-live="polite">
              {SERVER_DRAFT_TEXT[draft.serverDraft]}
            </Text>
            {draft.hasDraft && (
              <Button variant="subtle" color="gray" size="compact-sm" onClick={() => void draft.discard()}>
                Discard draft
              </Button>
            )}
          </Group>
        )}
        <PhiFormNotice review={phi.review} fields={phi.fields} onEdit={editInForm} />
        {!outlineBeside && (
          // The menu button stays at hand while the long form scrolls under it.
          <Box mb="md" style={{ position: 'sticky', top: 8, zIndex: 3, width: 'fit-content' }}>
            <FormOutline validity={validity} beside={false} />
          </Box>
        )}
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
            <SummaryTitleSection {...sectionProps} />
            <CommunityConsensusSection {...sectionProps} />
            <ConclusionSection {...sectionProps} />
            <DefinitionsSection {...sectionProps} />
            <ReferencesSection
              {...sectionProps}
              answers={[...answersToCite(draft.answers, positions.data?.assignments)]}
            />
            <WizardFooter step="consensusFormEdit" errorText={summaryErrorText(issues)} onPreview={showPreview} />
          </Stack>
          {outlineBeside && (
            <Box w={280} style={{ flexShrink: 0, alignSelf: 'stretch' }}>
              <FormOutline validity={validity} beside />
            </Box>
          )}
        </Group>
      </SummaryPhiContext.Provider>
    </FieldErrorsContext.Provider>
  );
}
