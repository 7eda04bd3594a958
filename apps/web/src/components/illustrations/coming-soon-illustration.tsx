import { IllustrationSvg, Sparkle, type IllustrationProps } from './illustration-svg.tsx';
import { RobotFigure } from './robot-figure.tsx';
import { useIllustrationPalette } from './use-illustration-palette.ts';

/** A cheerful robot stacking building blocks: this part of the product is under construction. */
export function ComingSoonIllustration({ size = 240, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  return (
    <IllustrationSvg width={240} height={180} size={size} className={className}>
      <circle cx={120} cy={92} r={80} fill={p.primarySoft} />
      <ellipse cx={120} cy={166} rx={96} ry={7} fill={p.backdrop} />
      <path d="M40 18 H104" stroke={p.ink} strokeWidth={4} strokeLinecap="round" />
      <path d="M72 18 V52" stroke={p.ink} strokeWidth={2} strokeDasharray="3 3" />
      <path d="M66 52 h12 v4 a6 6 0 0 1 -12 0 z" fill={p.ink} transform="translate(0 -2)" />
      <rect x={54} y={58} width={36} height={26} rx={6} fill={p.teal} />
      <rect x={28} y={110} width={40} height={52} rx={7} fill={p.primary} />
      <rect x={70} y={128} width={38} height={34} rx={7} fill={p.accent} />
      <rect x={40} y={86} width={30} height={24} rx={6} fill={p.coral} />
      <circle cx={48} cy={136} r={6} fill={p.primarySoft} />
      <path d="M82 145 h14" stroke={p.surface} strokeWidth={4} strokeLinecap="round" />
      <RobotFigure palette={p} x={124} y={46} scale={0.98} mood="happy" pose="wave" />
      <Sparkle x={214} y={40} r={8} color={p.accent} />
      <Sparkle x={116} y={36} r={5} color={p.teal} />
    </IllustrationSvg>
  );
}
