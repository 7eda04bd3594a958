import { isPortraitUrl } from '@robot/contracts/client';
import { useState, type CSSProperties } from 'react';

/** Gradient pairs that keep a white initial readable in both themes. */
const gradients: readonly [string, string][] = [
  ['#4f46e5', '#7c3aed'],
  ['#0e7490', '#0891b2'],
  ['#be185d', '#db2777'],
  ['#047857', '#059669'],
  ['#b45309', '#c2410c'],
  ['#1d4ed8', '#0369a1'],
];

const hashOf = (text: string): number => {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h;
};

/**
 * An item's image (an AI tool's square icon) or cover (wide): the uploaded picture, or its initial on
 * a gradient when it has none or it fails to load. Decorative: the title always sits next to it.
 */
export function ItemImage({
  url,
  title,
  shape,
  size,
  radius = 12,
  priority = false,
}: {
  url: string;
  title: string;
  /** square: `size` px a side; cover: the container's width at 16:9 */
  shape: 'square' | 'cover';
  size?: number;
  radius?: number;
  /** the page's main picture, in the first screen: fetched at once and first, not lazily */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box: CSSProperties =
    shape === 'square'
      ? { width: size, height: size, flex: 'none' }
      : { width: '100%', aspectRatio: '16 / 9' };
  const style: CSSProperties = {
    ...box,
    display: 'block',
    borderRadius: radius,
    objectFit: 'cover',
  };
  const src = url.trim();
  if (src && isPortraitUrl(src) && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(src)}
        style={style}
      />
    );
  }
  const [from, to] = gradients[hashOf(title) % gradients.length]!;
  return (
    <span
      aria-hidden
      style={{
        ...style,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        fontWeight: 600,
        fontSize: shape === 'square' ? Math.round((size ?? 48) * 0.45) : 40,
        background: `linear-gradient(135deg, ${from}, ${to})`,
      }}
    >
      {[...title.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
