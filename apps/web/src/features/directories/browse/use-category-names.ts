import type { DirectoryKind } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { useDirectoryCategories } from '../api/get-categories.ts';

/** The names of the given category ids in the current language (unknown ids are left out). */
export function useCategoryNames(kind: DirectoryKind, ids: readonly number[]): string[] {
  const { i18n } = useTranslation();
  const { categories } = useDirectoryCategories(kind);
  const en = i18n.language === 'en-US';
  return ids.flatMap((id) => {
    const c = categories.find((x) => x.id === id);
    return c ? [en ? c.nameEn : c.nameZh] : [];
  });
}
