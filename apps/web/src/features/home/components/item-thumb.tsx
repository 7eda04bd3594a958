import { useState } from 'react';

const THUMB = 56;
/** A cover (16:9) shown whole rather than cropped to a square. */
const WIDE = { width: 96, height: 54 };

/**
 * An item's picture, loaded lazily at a fixed size (no shift when it arrives), or its initial on a
 * tinted tile when it has none or it fails. Decorative: the card's title names the link beside it.
 */
export function ItemThumb({ src, title, wide }: { src: string; title: string; wide?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = wide ? 'rs-home-item__thumb rs-home-item__thumb--wide' : 'rs-home-item__thumb';
  if (!src || failed === src) {
    return (
      <span className={`${className} rs-home-item__thumb--initial`} aria-hidden>
        {[...title.trim()][0]?.toUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={wide ? WIDE.width : THUMB}
      height={wide ? WIDE.height : THUMB}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
