import { IllustrationSvg, Sparkle, type IllustrationProps } from './illustration-svg.tsx';
import { RobotFigure } from './robot-figure.tsx';
import { useIllustrationPalette } from './use-illustration-palette.ts';

/** A puzzled robot with a magnifying glass, searching for a page that is not there. */
export function NotFoundIllustration({ size = 240, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  return (
    <IllustrationSvg width={240} height={180} size={size} className={className}>
      <circle cx={120} cy={92} r={80} fill={p.primarySoft} />
      <ellipse cx={150} cy={166} rx={58} ry={7} fill={p.backdrop} />
      <path
        d="M18 160 q36 -14 74 -2"
        fill="none"
        stroke={p.primaryTint}
        strokeWidth={3}
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      <text
        x={74}
        y={112}
        textAnchor="middle"
        fontSize={52}
        fontWeight={800}
        fontFamily="system-ui, sans-serif"
        fill={p.primary}
        opacity={0.3}
      >
        404
      </text>
      <RobotFigure palette={p} x={110} y={48} scale={0.95} mood="puzzled" pose="hold" />
      <path d="M199 118 l10 -10" stroke={p.ink} strokeWidth={4} strokeLinecap="round" />
      <circle cx={214} cy={101} r={11} fill={p.surface} stroke={p.ink} strokeWidth={3.5} />
      <text
        x={196}
        y={42}
        fontSize={28}
        fontWeight={800}
        fontFamily="system-ui, sans-serif"
        fill={p.accent}
      >
        ?
      </text>
      <Sparkle x={36} y={44} r={7} color={p.teal} />
      <Sparkle x={222} y={150} r={5} color={p.primaryTint} />
    </IllustrationSvg>
  );
}
