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

/**
 * antd Skeleton's paragraph: a title bar (38 %, unless `title` is false) over `rows` bars, the last
 * one shorter (61 %), as antd draws a loading text block.
 */
export function SkeletonParagraph({ rows = 3, title = true }: { rows?: number; title?: boolean }) {
  return (
    <>
      {title ? <SkeletonBlock shape="title" width="38%" /> : null}
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonBlock key={i} width={i === rows - 1 ? '61%' : undefined} />
      ))}
    </>
  );
}
