import i18n from '../../../lib/i18n/i18n.ts';

/** A moment in the reader's language and time zone, to the minute; '—' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    d,
  );
}

/** A whole number with the reader's grouping. */
export const formatNumber = (n: number): string => n.toLocaleString(i18n.language);
