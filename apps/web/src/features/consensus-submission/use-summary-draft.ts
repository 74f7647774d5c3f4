import type { ConsensusCase } from '@pc/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../auth/session';
import { useConsensusCase } from './api/get-consensus-case';
import { useConsensusSource } from './api/get-consensus-source';
import { type ConsensusForm, formFromCase, formFromSource } from './utils/consensus-form';
import { storeCase, storedCase, storedSubmission, storeSubmission } from './utils/wizard-storage';

export type DraftState =
  | { status: 'loading' }
  | { status: 'failed'; notFound: boolean }
  | {
      status: 'ready';
      form: ConsensusForm;
      setForm(update: (current: ConsensusForm) => ConsensusForm): void;
      /** The case's answers, for 'add HCP consult'. */
      answers: ConsensusCase['answers'];
      /** The reviewer's note, when a returned summary is edited again. */
      returnNote: string | null;
    };

const storage = () => window.localStorage;

/**
 * The summary being written, kept in localStorage at every change (spec §4) so a reload of the form
 * or preview step finds it again. A new summary starts from its case (stored at the case search,
 * fetched again when missing); a returned one from what its author submitted.
 */
export function useSummaryDraft(target: { caseNumber: number | null; editId: number | null }): DraftState {
  const { user } = useSession();
  const { caseNumber: newCase, editId } = target;
  const source = useConsensusSource(editId);
  const [form, setForm] = useState<ConsensusForm | null>(() => storedSubmission(storage(), target)?.data ?? null);

  const caseNumber =
    newCase ?? form?.PatientCases[0]?.CaseNumber ?? source.data?.data.PatientCases[0]?.CaseNumber ?? null;
  const kept = useMemo(() => (caseNumber === null ? null : storedCase(storage(), caseNumber)), [caseNumber]);
  const fetched = useConsensusCase(kept ? null : caseNumber);
  const found = kept ?? fetched.data ?? null;

  useEffect(() => {
    if (fetched.data) storeCase(storage(), fetched.data);
  }, [fetched.data]);

  useEffect(() => {
    if (form) return;
    if (editId !== null && source.data) setForm(formFromSource(source.data.data));
    else if (editId === null && found) setForm(formFromCase(found, user));
  }, [form, editId, source.data, found, user]);

  useEffect(() => {
    if (form && caseNumber !== null) storeSubmission(storage(), { caseNumber, editId, data: form });
  }, [form, caseNumber, editId]);

  if (editId !== null && source.isError) return { status: 'failed', notFound: isNotFound(source.error) };
  if (!form) {
    if (editId === null && fetched.isError) return { status: 'failed', notFound: isNotFound(fetched.error) };
    return { status: 'loading' };
  }
  return {
    status: 'ready',
    form,
    setForm: (update) => setForm((current) => (current ? update(current) : current)),
    answers: found?.answers ?? [],
    returnNote: source.data?.returnNote ?? null,
  };
}

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;
