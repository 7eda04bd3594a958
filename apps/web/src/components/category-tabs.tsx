import type { Category } from '@robot/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

/** 'All' and every category of a list, named in the current language. */
export function CategoryTabs({
  category,
  categories,
  onChange,
  allLabel,
  label,
}: {
  category: number | null;
  categories: readonly Category[];
  onChange: (category: number | null) => void;
  allLabel: string;
  label: string;
}) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  return (
    <Tabs
      activeKey={category === null ? ALL : String(category)}
      onChange={(key) => onChange(key === ALL ? null : Number(key))}
      aria-label={label}
      tabBarStyle={{ marginBottom: 0 }}
      items={[
        { key: ALL, label: allLabel },
        ...categories.map((c) => ({ key: String(c.id), label: en ? c.nameEn : c.nameZh })),
      ]}
    />
  );
}
