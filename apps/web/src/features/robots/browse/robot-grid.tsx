import type { RobotCard as RobotCardData } from '@robot/contracts';
import { RobotCard } from '../components/robot-card.tsx';
import { RobotCardSkeleton } from './robot-card-skeleton.tsx';
import './browse.css';

/** Cards in the responsive grid, followed by `skeletons` placeholders while more are loading. */
export function RobotGrid({
  robots,
  skeletons = 0,
  label,
}: {
  robots: RobotCardData[];
  skeletons?: number;
  label: string;
}) {
  return (
    <ul className="rs-robot-grid" aria-label={label} aria-busy={skeletons > 0}>
      {robots.map((robot) => (
        <li key={robot.uuid}>
          <RobotCard robot={robot} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${i}`}>
          <RobotCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
