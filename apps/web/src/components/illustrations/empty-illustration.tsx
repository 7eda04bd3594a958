import { IllustrationSvg, Sparkle, type IllustrationProps } from './illustration-svg.tsx';
import { RobotFigure } from './robot-figure.tsx';
import { useIllustrationPalette } from './use-illustration-palette.ts';

/** A small robot peeking out of an empty box: nothing here yet. */
export function EmptyIllustration({ size = 200, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  return (
    <IllustrationSvg width={200} height={160} size={size} className={className}>
      <ellipse cx={100} cy={146} rx={72} ry={7} fill={p.backdrop} />
      <path d="M44 78 L100 62 L156 78 L100 94 Z" fill={p.primaryTint} />
      <RobotFigure palette={p} x={66} y={28} scale={0.68} mood="calm" pose="rest" />
      <path d="M44 78 L100 94 V142 L44 126 Z" fill={p.primary} />
      <path d="M156 78 L100 94 V142 L156 126 Z" fill={p.primaryStrong} />
      <path
        d="M44 78 L100 94 L82 112 L26 96 Z"
        fill={p.primarySoft}
        stroke={p.primary}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <path
        d="M156 78 L100 94 L118 112 L174 96 Z"
        fill={p.primarySoft}
        stroke={p.primary}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <circle
        cx={36}
        cy={40}
        r={5}
        fill="none"
        stroke={p.primaryTint}
        strokeWidth={2}
        strokeDasharray="3 3"
      />
      <circle
        cx={166}
        cy={34}
        r={8}
        fill="none"
        stroke={p.primaryTint}
        strokeWidth={2}
        strokeDasharray="3 3"
      />
      <Sparkle x={152} y={58} r={6} color={p.accent} />
    </IllustrationSvg>
  );
}
