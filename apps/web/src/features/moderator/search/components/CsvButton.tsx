import { Button } from '@mantine/core';
import { useState } from 'react';
import { saveFile } from '../../../../lib/save-file';
import { errorToast } from '../../../../lib/toasts';

export interface PreparedFile {
  blob: Blob;
  fileName: string;
}

type Step = { name: 'idle' } | { name: 'loading' } | { name: 'ready'; file: PreparedFile };

const TEXT = { idle: 'Load CSV file', loading: 'Loading', ready: 'Click and download!' } as const;

/**
 * The two-click CSV button of spec §4: the first click prepares the file ('Load CSV file' →
 * 'Loading'), the second saves it ('Click and download!'), then it starts over. Give it a `key` that
 * changes with what it downloads, so a prepared file never outlives its search.
 */
export function CsvButton({ prepare, failure }: { prepare: () => Promise<PreparedFile>; failure: string }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const loading = step.name === 'loading';

  const click = async () => {
    if (step.name === 'loading') return;
    if (step.name === 'ready') {
      saveFile(step.file.blob, step.file.fileName);
      setStep({ name: 'idle' });
      return;
    }
    setStep({ name: 'loading' });
    try {
      setStep({ name: 'ready', file: await prepare() });
    } catch {
      setStep({ name: 'idle' });
      errorToast(failure);
    }
  };

  return (
    <Button
      variant={step.name === 'ready' ? 'filled' : 'default'}
      onClick={click}
      // Not `disabled`: the button keeps keyboard focus while the file is prepared.
      aria-disabled={loading || undefined}
      data-disabled={loading || undefined}
      aria-live="polite"
    >
      {TEXT[step.name]}
    </Button>
  );
}
