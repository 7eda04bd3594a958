import { useTranslation } from 'react-i18next';
import { useCategoriesStore } from '../../../stores/categories-store.ts';

/** A robot category's name in the current language, or null while the categories are unknown. */
export function useCategoryName(id: number | undefined): string | null {
  const { i18n } = useTranslation();
  const category = useCategoriesStore((s) => s.robotCategories.find((c) => c.id === id));
  if (!category) return null;
  return i18n.language === 'en-US' ? category.nameEn : category.nameZh;
}
