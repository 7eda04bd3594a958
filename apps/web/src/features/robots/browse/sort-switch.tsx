import type { RobotSort } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { SortSwitch as ListSortSwitch } from '../../../components/sort-switch.tsx';

/** The square's sort switch (see the shared SortSwitch). */
export function SortSwitch({
  sort,
  onChange,
  block = false,
}: {
  sort: RobotSort;
  onChange: (sort: RobotSort) => void;
  block?: boolean;
}) {
  const { t } = useTranslation('robots');
  return (
    <ListSortSwitch
      sort={sort}
      onChange={onChange}
      block={block}
      labels={{
        label: t('sort.label'),
        favorites: t('sort.favorites'),
        traffic: t('sort.traffic'),
        latest: t('sort.latest'),
      }}
    />
  );
}
