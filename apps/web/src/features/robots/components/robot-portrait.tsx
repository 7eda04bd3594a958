import { isPortraitUrl } from '@robot/contracts/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PortraitShape = 'circle' | 'rounded';

/** Gradient pairs picked to keep a white initial readable (WCAG AA for large text) in both themes. */
const gradients: readonly [string, string][] = [
  ['#4f46e5', '#7c3aed'],
  ['#0e7490', '#0891b2'],
  ['#be185d', '#db2777'],
  ['#047857', '#059669'],
  ['#b45309', '#c2410c'],
  ['#6d28d9', '#a21caf'],
  ['#1d4ed8', '#0369a1'],
  ['#b91c1c', '#be123c'],
  ['#4338ca', '#0e7490'],
  ['#15803d', '#0f766e'],
];

/** FNV-1a: a stable, well-spread number from the name, so a robot keeps its look everywhere. */
const hashOf = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

/** The first visible character (a whole Chinese character or emoji, not half a surrogate pair). */
const initialOf = (name: string): string => {
  const first = [...name.trim()][0];
  return first ? first.toUpperCase() : '?';
};

/** Three decorative layouts; which one a robot gets is part of its deterministic look. */
function Pattern({ kind }: { kind: number }) {
  const fill = 'rgba(255,255,255,0.14)';
  if (kind === 0)
    return (
      <>
        <circle cx={84} cy={16} r={30} fill={fill} />
        <circle cx={10} cy={92} r={22} fill={fill} />
      </>
    );
  if (kind === 1)
    return (
      <>
        <rect
          x={58}
          y={-14}
          width={52}
          height={52}
          rx={10}
          transform="rotate(24 84 12)"
          fill={fill}
        />
        <rect
          x={-10}
          y={70}
          width={36}
          height={36}
          rx={8}
          transform="rotate(-18 8 88)"
          fill={fill}
        />
      </>
    );
  return (
    <>
      <path d="M100 0 L100 56 L44 0 Z" fill={fill} />
      <path d="M0 100 L0 62 L38 100 Z" fill={fill} />
    </>
  );
}

/** The generated portrait of a robot without one: its initial on a gradient with a few shapes. */
function DefaultPortrait({
  name,
  label,
  size,
  radius,
}: {
  name: string;
  label: string;
  size: number;
  radius: string;
}) {
  const hash = hashOf(name);
  const [from, to] = gradients[hash % gradients.length]!;
  const id = `rs-portrait-${hash.toString(36)}`;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      style={{ display: 'block', flex: 'none', borderRadius: radius }}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={100} height={100} fill={`url(#${id})`} />
      <Pattern kind={(hash >>> 8) % 3} />
      <text
        x={50}
        y={51}
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontSize={46}
        fontWeight={600}
        fontFamily="inherit"
      >
        {initialOf(name)}
      </text>
    </svg>
  );
}

/**
 * A robot's portrait: its uploaded picture, or a generated one when it has none or the picture fails
 * to load. Always has an accessible name.
 */
export function RobotPortrait({
  url,
  name,
  size,
  shape = 'rounded',
}: {
  url?: string | null;
  name: string;
  size: number;
  shape?: PortraitShape;
}) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const radius = shape === 'circle' ? '50%' : `${Math.max(8, Math.round(size * 0.22))}px`;
  const label = t('robotPortrait', { name });
  const src = url?.trim();
  if (src && isPortraitUrl(src) && failedUrl !== src) {
    return (
      <img
        src={src}
        alt={label}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(src)}
        style={{ display: 'block', flex: 'none', objectFit: 'cover', borderRadius: radius }}
      />
    );
  }
  return <DefaultPortrait name={name} label={label} size={size} radius={radius} />;
}
