import i18n from '../../../lib/i18n/i18n.ts';

/** A timestamp in the reader's language (date and minutes). */
export const formatTime = (iso: string | null | undefined): string =>
  iso
    ? new Date(iso).toLocaleString(i18n.language, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';

export const formatNumber = (n: number): string => n.toLocaleString(i18n.language);

/** A model's name in the reader's language (its id when it has none). */
export const modelLabel = (m: { labelZh: string; labelEn: string; id: string }): string =>
  (i18n.language === 'zh-CN' ? m.labelZh : m.labelEn) || m.id;
