import { useTranslation } from 'react-i18next';
import { CategoryTabs as ListCategoryTabs } from '../../../components/category-tabs.tsx';
import { useCategoriesStore } from '../../../stores/categories-store.ts';

/** 'All' and every robot category (from the cached categories store), named in the current language. */
export function CategoryTabs({
  category,
  onChange,
}: {
  category: number | null;
  onChange: (category: number | null) => void;
}) {
  const { t } = useTranslation('robots');
  const categories = useCategoriesStore((s) => s.robotCategories);
  return (
    <ListCategoryTabs
      category={category}
      categories={categories}
      onChange={onChange}
      allLabel={t('square.allCategories')}
      label={t('square.categories')}
    />
  );
}
