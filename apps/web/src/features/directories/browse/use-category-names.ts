import type { DirectoryKind } from '@robot/contracts';
import { useDirectoryCategories } from '../api/get-categories.ts';
import { useLanguageStore } from '../../../stores/language-store.ts';

/**
 * A function from category ids to their names in the current language (unknown ids are left out).
 * One per list rather than a hook per card: a card's hooks run dozens of times as a page opens.
 */
export function useCategoryNamer(kind: DirectoryKind): (ids: readonly number[]) => string[] {
  const language = useLanguageStore((s) => s.language);
  const { categories } = useDirectoryCategories(kind);
  const en = language === 'en-US';
  return (ids) =>
    ids.flatMap((id) => {
      const c = categories.find((x) => x.id === id);
      return c ? [en ? c.nameEn : c.nameZh] : [];
    });
}

/** The names of the given category ids in the current language (unknown ids are left out). */
export function useCategoryNames(kind: DirectoryKind, ids: readonly number[]): string[] {
  return useCategoryNamer(kind)(ids);
}
