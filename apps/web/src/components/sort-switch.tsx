import { ClockCircleOutlined, FireOutlined, HeartOutlined } from '@ant-design/icons';
import type { RobotSort } from '@robot/contracts';
import { Segmented } from 'antd';

export interface SortLabels {
  label: string;
  favorites: string;
  traffic: string;
  latest: string;
}

/** Favourites first, traffic first, latest first (spec section 6), for any list that sorts so. */
export function SortSwitch({
  sort,
  onChange,
  labels,
  block = false,
}: {
  sort: RobotSort;
  onChange: (sort: RobotSort) => void;
  labels: SortLabels;
  block?: boolean;
}) {
  return (
    <Segmented<RobotSort>
      block={block}
      value={sort}
      onChange={onChange}
      aria-label={labels.label}
      // ...and narrow side padding keeps a longer label such as 'Most favourited' whole at 390 px
      styles={block ? { label: { paddingInline: 4 } } : undefined}
      // On a phone (block) the three share the width: without icons 'Favourites' is not cut.
      options={[
        { value: 'favorites', icon: block ? null : <HeartOutlined />, label: labels.favorites },
        { value: 'traffic', icon: block ? null : <FireOutlined />, label: labels.traffic },
        { value: 'latest', icon: block ? null : <ClockCircleOutlined />, label: labels.latest },
      ]}
    />
  );
}
