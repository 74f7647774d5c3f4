import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { discardDraft } from './api/discard-draft';
import { type DraftTarget, useDraft } from './api/get-draft';
import { saveDraft } from './api/save-draft';
import { DRAFT_SAVE_DELAY_MS, type DraftStatus, draftStep, restoredText } from './utils/server-draft';

export interface ServerDraft {
  status: DraftStatus;
  /** Whether the server holds a draft of this form (the "Discard draft" button shows). */
  hasDraft: boolean;
  /** Saves at once: the field's blur. */
  flush(): Promise<void>;
  /** Before a submit: no save runs or starts until `resume` (a refused submit) or `submitted`. */
  pause(): Promise<void>;
  resume(): void;
  /** The write removed the draft on the server (in its transaction): nothing more is saved here. */
  submitted(): void;
  discard(): Promise<void>;
}

/**
 * A draft on the server for one form (issue 25): restored when the form opens with its field as it
 * started, saved DRAFT_SAVE_DELAY_MS after the last keystroke, on blur, when the page is hidden and
 * when the form closes; removed by the submit or "Discard draft". Without a target it does nothing.
 * Saves run one after the other, so an older text never lands after a newer one.
 */
export function useServerDraft(o: {
  target: DraftTarget | undefined;
  text: string;
  initialText: string;
  setText(text: string): void;
}): ServerDraft {
  const { text, initialText, setText } = o;
  // Callers pass a new object each render: the draft is the same while its kind and id are.
  const kind = o.target?.kind;
  const targetId = o.target?.targetId;
  const target = useMemo(
    () => (kind === undefined || targetId === undefined ? undefined : { kind, targetId }),
    [kind, targetId],
  );
  const draft = useDraft(target);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [hasDraft, setHasDraft] = useState(false);
  const ready = useRef(false);
  const paused = useRef(false);
  const done = useRef(false);
  const saved = useRef<string | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(text);
  latest.current = text;

  const flush = useCallback((): Promise<void> => {
    window.clearTimeout(timer.current);
    if (!target || !ready.current || paused.current || done.current) return chain.current;
    chain.current = chain.current.then(async () => {
      const current = latest.current;
      const step = draftStep(current, { initialText, saved: saved.current });
      if (step === 'none' || done.current) return;
      setStatus('saving');
      try {
        await saveDraft(target, { text: step === 'save' ? current : '' });
        saved.current = step === 'save' ? current : null;
        setHasDraft(step === 'save');
        setStatus(step === 'save' ? 'saved' : 'idle');
      } catch (err) {
        setStatus('failed');
        // A refusal (not allowed, gone) will not change by trying again while the form is open.
        if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429) done.current = true;
      }
    });
    return chain.current;
  }, [target, initialText]);

  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
  }, [flush]);

  // The server's draft, once, when it arrives.
  useEffect(() => {
    if (!target || ready.current || draft.isPending) return;
    ready.current = true;
    if (draft.isError) {
      done.current = true;
      return;
    }
    const server = draft.data ?? null;
    saved.current = server?.text ?? null;
    setHasDraft(server !== null);
    const restored = restoredText(latest.current, initialText, server);
    if (restored !== null) {
      latest.current = restored;
      setText(restored);
      setStatus('restored');
    } else schedule();
  }, [target, draft.isPending, draft.isError, draft.data, initialText, setText, schedule]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new keystroke (text) restarts the wait.
  useEffect(() => {
    if (ready.current) schedule();
  }, [text, schedule]);

  // Hiding the page (switching apps on a phone, closing the tab) and closing the form save at once.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flushRef.current();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void flushRef.current();
    };
  }, []);

  return {
    status,
    hasDraft,
    flush,
    async pause() {
      window.clearTimeout(timer.current);
      paused.current = true;
      await chain.current;
    },
    resume() {
      paused.current = false;
      schedule();
    },
    submitted() {
      done.current = true;
      saved.current = null;
      setHasDraft(false);
      setStatus('idle');
    },
    async discard() {
      if (!target) return;
      window.clearTimeout(timer.current);
      await chain.current;
      try {
        await discardDraft(target);
      } catch {
        return setStatus('failed');
      }
      saved.current = null;
      latest.current = initialText;
      setHasDraft(false);
      setText(initialText);
      setStatus('discarded');
    },
  };
}
