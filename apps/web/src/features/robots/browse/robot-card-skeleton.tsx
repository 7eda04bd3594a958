import { SkeletonBlock } from '../../../components/plain/skeleton.tsx';
import './browse.css';

/**
 * The shape of a robot card while the square loads, so nothing jumps when the cards arrive. Plain
 * placeholders (decision 034): the square shows eight of these first, before anything else.
 */
export function RobotCardSkeleton() {
  return (
    <div aria-hidden className="rs-robot-skeleton">
      <div className="rs-robot-skeleton__head">
        <SkeletonBlock shape="square" width={52} />
        <div className="rs-robot-skeleton__lines">
          <SkeletonBlock width="70%" />
          <SkeletonBlock width="45%" />
        </div>
      </div>
      <div className="rs-robot-skeleton__intro">
        <SkeletonBlock />
        <SkeletonBlock width="80%" />
      </div>
    </div>
  );
}
