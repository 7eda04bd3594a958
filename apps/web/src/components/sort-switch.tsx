import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import FireOutlined from '@ant-design/icons-svg/es/asn/FireOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { RobotSort } from '@robot/contracts';
import { useId } from 'react';
import { Icon } from './plain/icon.tsx';
import './sort-switch.css';

export interface SortLabels {
  label: string;
  favorites: string;
  traffic: string;
  latest: string;
}

const options: readonly { value: RobotSort; icon: IconDefinition }[] = [
  { value: 'favorites', icon: HeartOutlined },
  { value: 'traffic', icon: FireOutlined },
  { value: 'latest', icon: ClockCircleOutlined },
];

/**
 * Favourites first, traffic first, latest first (spec section 6), for any list that sorts so: antd
 * Segmented's look as a group of radio buttons (arrow keys move and choose, as a radio group does),
 * without antd (decision 034). On a phone (`block`) the three share the width without icons, so a
 * longer label such as 'Most favourited' stays whole at 390 px.
 */
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
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={labels.label}
      className={block ? 'rs-segmented rs-segmented--block' : 'rs-segmented'}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={
            option.value === sort
              ? 'rs-segmented__item rs-segmented__item--on'
              : 'rs-segmented__item'
          }
        >
          <input
            type="radio"
            className="rs-segmented__input"
            name={name}
            value={option.value}
            checked={option.value === sort}
            onChange={() => onChange(option.value)}
          />
          {block ? null : <Icon icon={option.icon} />}
          <span>{labels[option.value]}</span>
        </label>
      ))}
    </div>
  );
}
