import type { ReactNode } from 'react';

interface IllustrationSvgProps {
  width: number;
  height: number;
  /** Rendered width in px; the height follows the picture's proportions. */
  size: number;
  className?: string;
  children: ReactNode;
}

/** The root of every illustration: decorative, so hidden from assistive technology. */
export function IllustrationSvg({
  width,
  height,
  size,
  className,
  children,
}: IllustrationSvgProps) {
  return (
    <svg
      className={className}
      width={size}
      height={Math.round((size * height) / width)}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      {children}
    </svg>
  );
}

export interface IllustrationProps {
  size?: number;
  className?: string;
}

/** A four-point sparkle centred on (x, y). */
export function Sparkle({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  const k = r * 0.28;
  return (
    <path
      d={`M${x} ${y - r} Q${x + k} ${y - k} ${x + r} ${y} Q${x + k} ${y + k} ${x} ${y + r} Q${x - k} ${y + k} ${x - r} ${y} Q${x - k} ${y - k} ${x} ${y - r} Z`}
      fill={color}
    />
  );
}
