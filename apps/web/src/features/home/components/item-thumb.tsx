import { useState } from 'react';

const THUMB = 56;

/**
 * An item's picture, loaded lazily at a fixed size (no shift when it arrives), or its initial on a
 * tinted tile when it has none or it fails. Decorative: the card's title names the link beside it.
 */
export function ItemThumb({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="rs-home-item__thumb rs-home-item__thumb--initial" aria-hidden>
        {[...title.trim()][0]?.toUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <img
      className="rs-home-item__thumb"
      src={src}
      alt=""
      width={THUMB}
      height={THUMB}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
