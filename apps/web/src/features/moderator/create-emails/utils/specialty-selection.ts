/** The Select all box of the specialty checklist: checked, partly checked (indeterminate) or clear. */
export function selectAllState(checked: readonly number[], all: readonly number[]): 'all' | 'some' | 'none' {
  const chosen = all.filter((id) => checked.includes(id)).length;
  if (all.length > 0 && chosen === all.length) return 'all';
  return chosen === 0 ? 'none' : 'some';
}

/** Select all checks every specialty unless all are checked already, in which case it clears them. */
export const toggleAll = (checked: readonly number[], all: readonly number[]): number[] =>
  selectAllState(checked, all) === 'all' ? [] : [...all];
