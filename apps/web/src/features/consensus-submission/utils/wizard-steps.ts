/**
 * The four steps of spec §4 and, after the case search, the case's positions (issue 24, optional), kept in the address (`?step=…&case=…`, or `?edit={id}&step=…` for a
 * returned summary) so that a reload returns to the same step with the work kept in storage.
 */
export const WIZARD_STEPS = [
  'caseSearch',
  'positions',
  'consensusFormEdit',
  'previewConsensus',
  'submissionComplete',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardLocation {
  step: WizardStep;
  /** The case being summarised (a new summary). */
  caseNumber: number | null;
  /** The returned summary being edited again. */
  editId: number | null;
}

const positiveId = (value: string | null): number | null =>
  value !== null && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;

/**
 * Where the address says the wizard is. A form or preview step without its case (or returned
 * summary) falls back to the case search; a returned summary opens in the form.
 */
export function wizardLocation(params: URLSearchParams): WizardLocation {
  const editId = positiveId(params.get('edit'));
  const caseNumber = positiveId(params.get('case'));
  const asked = params.get('step');
  const step = WIZARD_STEPS.find((s) => s === asked) ?? (editId !== null ? 'consensusFormEdit' : 'caseSearch');
  if (step === 'submissionComplete') return { step, caseNumber: null, editId: null };
  // A returned summary keeps the positions saved for its case: its author goes back to the form.
  if (editId !== null)
    return {
      step: step === 'caseSearch' || step === 'positions' ? 'consensusFormEdit' : step,
      caseNumber: null,
      editId,
    };
  if (step !== 'caseSearch' && caseNumber !== null) return { step, caseNumber, editId: null };
  return { step: 'caseSearch', caseNumber: null, editId: null };
}

/** The address's query for a location. */
export function wizardSearch(location: WizardLocation): string {
  const params = new URLSearchParams();
  if (location.editId !== null) params.set('edit', String(location.editId));
  else if (location.caseNumber !== null) params.set('case', String(location.caseNumber));
  if (location.step !== 'caseSearch') params.set('step', location.step);
  const s = params.toString();
  return s ? `?${s}` : '';
}
