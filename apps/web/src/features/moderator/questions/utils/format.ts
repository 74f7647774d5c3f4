import dayjs from 'dayjs';

/** 'Nov 22, 2026 10:00' in the moderator's time zone. */
export const formatDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY HH:mm');

/** '$25' or '$12.50'. */
export const formatUsd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
