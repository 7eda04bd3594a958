import type { CSSProperties } from 'react';
import './text.css';

/**
 * A pulsing placeholder bar (or square, or circle) with antd Skeleton's look, for the shapes of
 * cards and rows while they load, without antd (decision 034). Decorative: the list around it says
 * it is busy (aria-busy).
 */
export function SkeletonBlock({
  width = '100%',
  height,
  shape = 'bar',
  style,
}: {
  width?: number | string;
  height?: number;
  shape?: 'bar' | 'title' | 'square' | 'round';
  style?: CSSProperties;
}) {
  const size = shape === 'square' || shape === 'round';
  return (
    <span
      aria-hidden
      className={`rs-skeleton${shape === 'bar' ? '' : ` rs-skeleton--${shape}`}`}
      style={{ width, height: height ?? (size ? width : undefined), ...style }}
    />
  );
}
