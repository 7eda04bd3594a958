import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCategoriesStore } from '../../../stores/categories-store.ts';

const ALL = 'all';

/** 'All' and every robot category (from the cached categories store), named in the current language. */
export function CategoryTabs({
  category,
  onChange,
}: {
  category: number | null;
  onChange: (category: number | null) => void;
}) {
  const { t, i18n } = useTranslation('robots');
  const categories = useCategoriesStore((s) => s.robotCategories);
  const en = i18n.language === 'en-US';
  return (
    <Tabs
      activeKey={category === null ? ALL : String(category)}
      onChange={(key) => onChange(key === ALL ? null : Number(key))}
      aria-label={t('square.categories')}
      tabBarStyle={{ marginBottom: 0 }}
      items={[
        { key: ALL, label: t('square.allCategories') },
        ...categories.map((c) => ({ key: String(c.id), label: en ? c.nameEn : c.nameZh })),
      ]}
    />
  );
}
