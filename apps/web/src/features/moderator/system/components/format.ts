import dayjs from 'dayjs';

/** 'Nov 22, 2026 10:00:05' in the administrator's time zone. */
export const formatWhen = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY HH:mm:ss') : '—');

/** '3 d 4 h', '2 h 5 min', '40 s'. */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min`;
  return `${seconds} s`;
}
