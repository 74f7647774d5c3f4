const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value (local time, minutes). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; '' stays '' (Required) and nonsense passes through (invalid). */
export function fromLocalInput(value: string): string {
  if (value === '') return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
