import { ClockCircleOutlined, FireOutlined, HeartOutlined } from '@ant-design/icons';
import type { RobotSort } from '@robot/contracts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/** Favourites first, traffic first, latest first (spec section 6). */
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
    <Segmented<RobotSort>
      block={block}
      value={sort}
      onChange={onChange}
      aria-label={t('sort.label')}
      // On a phone (block) the three share the width: without icons 'Favourites' is not cut.
      options={[
        { value: 'favorites', icon: block ? null : <HeartOutlined />, label: t('sort.favorites') },
        { value: 'traffic', icon: block ? null : <FireOutlined />, label: t('sort.traffic') },
        { value: 'latest', icon: block ? null : <ClockCircleOutlined />, label: t('sort.latest') },
      ]}
    />
  );
}
