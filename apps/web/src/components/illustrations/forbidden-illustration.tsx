import { IllustrationSvg, Sparkle, type IllustrationProps } from './illustration-svg.tsx';
import { RobotFigure } from './robot-figure.tsx';
import { useIllustrationPalette } from './use-illustration-palette.ts';

/** A robot guard beside a locked shield: the page exists but is not open to this visitor. */
export function ForbiddenIllustration({ size = 240, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  return (
    <IllustrationSvg width={240} height={180} size={size} className={className}>
      <circle cx={120} cy={92} r={80} fill={p.primarySoft} />
      <ellipse cx={120} cy={166} rx={90} ry={7} fill={p.backdrop} />
      <path
        d="M80 34 L122 20 L122 20 L164 34 V82 C164 116 142 138 122 148 C102 138 80 116 80 82 Z"
        transform="translate(-44 8)"
        fill={p.surface}
        stroke={p.primary}
        strokeWidth={5}
        strokeLinejoin="round"
      />
      <g transform="translate(-44 8)">
        <path
          d="M108 78 V68 a14 14 0 0 1 28 0 V78"
          fill="none"
          stroke={p.primaryStrong}
          strokeWidth={6}
          strokeLinecap="round"
        />
        <rect x={100} y={76} width={44} height={36} rx={8} fill={p.primary} />
        <circle cx={122} cy={91} r={5} fill={p.surface} />
        <rect x={120} y={93} width={4} height={10} rx={2} fill={p.surface} />
      </g>
      <RobotFigure palette={p} x={130} y={48} scale={0.95} mood="stern" pose="wave" />
      <Sparkle x={28} y={40} r={6} color={p.accent} />
      <Sparkle x={216} y={36} r={7} color={p.teal} />
    </IllustrationSvg>
  );
}
