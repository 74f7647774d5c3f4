import type { ConsensusCase } from '@pc/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../auth/session';
import { discardConsensusDraft } from './api/discard-consensus-draft';
import { useConsensusCase } from './api/get-consensus-case';
import { useConsensusDraft } from './api/get-consensus-draft';
import { useConsensusSource } from './api/get-consensus-source';
import { saveConsensusDraft } from './api/save-consensus-draft';
import { type ConsensusForm, formFromCase, formFromSource } from './utils/consensus-form';
import {
  clearSubmission,
  serverCopyWins,
  storeCase,
  storedCase,
  storedSubmission,
  storeSubmission,
} from './utils/wizard-storage';

/** How long after the last change the server's copy is brought up to date. */
const SERVER_SAVE_DELAY_MS = 2000;

export type ServerDraftStatus = 'idle' | 'saved' | 'restored' | 'discarded' | 'failed';

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
      /** The server's copy of a new summary's draft (issue 25): what it last did, and "Discard draft". */
      serverDraft: ServerDraftStatus;
      hasDraft: boolean;
      discard(): Promise<void>;
    };

const storage = () => window.localStorage;

/**
 * The summary being written, kept in localStorage at every change (spec §4) so a reload of the form
 * or preview step finds it again. A new summary starts from its case (stored at the case search,
 * fetched again when missing); a returned one from what its author submitted. A new summary is also
 * kept on the server per case and writer (issue 25): another device restores it, and the server's
 * copy replaces the local one when it is newer. Returned summaries keep only the local copy.
 */
export function useSummaryDraft(target: { caseNumber: number | null; editId: number | null }): DraftState {
  const { user } = useSession();
  const { caseNumber: newCase, editId } = target;
  const source = useConsensusSource(editId);
  const serverCase = editId === null ? newCase : null;
  const server = useConsensusDraft(serverCase);
  const [initial] = useState(() => storedSubmission(storage(), target));
  const [form, setFormState] = useState<ConsensusForm | null>(initial?.data ?? null);
  const [serverDraft, setServerDraft] = useState<ServerDraftStatus>('idle');
  const [hasDraft, setHasDraft] = useState(false);
  // When the author last changed the form; the server's copy is compared with it once, on arrival.
  const editedAt = useRef<string | null>(initial?.savedAt ?? null);
  const sent = useRef<string | null>(null);
  const serverRead = useRef(serverCase === null);

  const caseNumber =
    newCase ?? form?.PatientCases[0]?.CaseNumber ?? source.data?.data.PatientCases[0]?.CaseNumber ?? null;
  const kept = useMemo(() => (caseNumber === null ? null : storedCase(storage(), caseNumber)), [caseNumber]);
  const fetched = useConsensusCase(kept ? null : caseNumber);
  const found = kept ?? fetched.data ?? null;

  useEffect(() => {
    if (fetched.data) storeCase(storage(), fetched.data);
  }, [fetched.data]);

  useEffect(() => {
    if (!serverRead.current) {
      if (server.isPending) return;
      serverRead.current = true;
      const copy = server.data ?? null;
      setHasDraft(copy !== null);
      if (copy && serverCopyWins(copy.updatedAt, editedAt.current)) {
        editedAt.current = copy.updatedAt;
        sent.current = copy.updatedAt;
        setFormState(copy.data as unknown as ConsensusForm);
        setServerDraft('restored');
        return;
      }
    }
    if (form) return;
    if (editId !== null && source.data) setFormState(formFromSource(source.data.data));
    else if (editId === null && found) setFormState(formFromCase(found, user));
  }, [form, editId, source.data, found, user, server.isPending, server.data]);

  useEffect(() => {
    if (form && caseNumber !== null)
      storeSubmission(storage(), { caseNumber, editId, data: form, savedAt: editedAt.current });
  }, [form, caseNumber, editId]);

  // The server's copy follows the author's changes, a moment after the last one.
  useEffect(() => {
    const changed = editedAt.current;
    if (!form || serverCase === null || !serverRead.current || changed === null || changed === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = changed;
      saveConsensusDraft(serverCase, { data: JSON.stringify(form) }).then(
        () => {
          setHasDraft(true);
          setServerDraft('saved');
        },
        () => setServerDraft('failed'),
      );
    }, SERVER_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form, serverCase]);

  if (editId !== null && source.isError) return { status: 'failed', notFound: isNotFound(source.error) };
  if (!form) {
    if (editId === null && fetched.isError) return { status: 'failed', notFound: isNotFound(fetched.error) };
    return { status: 'loading' };
  }
  return {
    status: 'ready',
    form,
    setForm: (update) => {
      editedAt.current = new Date().toISOString();
      setFormState((current) => (current ? update(current) : current));
    },
    answers: found?.answers ?? [],
    returnNote: source.data?.returnNote ?? null,
    serverDraft,
    hasDraft,
    async discard() {
      if (serverCase === null) return;
      try {
        await discardConsensusDraft(serverCase);
      } catch {
        return setServerDraft('failed');
      }
      clearSubmission(storage());
      editedAt.current = null;
      sent.current = null;
      setHasDraft(false);
      setServerDraft('discarded');
      if (found) setFormState(formFromCase(found, user));
    },
  };
}

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;
