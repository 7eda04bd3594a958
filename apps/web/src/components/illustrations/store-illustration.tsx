import { IllustrationSvg, Sparkle, type IllustrationProps } from './illustration-svg.tsx';
import { RobotFigure } from './robot-figure.tsx';
import { useIllustrationPalette } from './use-illustration-palette.ts';

const AWNING_STRIPES = 6;

/** A shop front with a robot greeter and a small traffic dashboard: the industry applications. */
export function StoreIllustration({ size = 320, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  const stripeWidth = 170 / AWNING_STRIPES;
  return (
    <IllustrationSvg width={320} height={240} size={size} className={className}>
      <circle cx={160} cy={124} r={104} fill={p.primarySoft} />
      <ellipse cx={160} cy={212} rx={140} ry={10} fill={p.backdrop} />

      <rect
        x={36}
        y={78}
        width={178}
        height={130}
        rx={8}
        fill={p.surface}
        stroke={p.line}
        strokeWidth={3}
      />
      <rect x={54} y={52} width={142} height={26} rx={7} fill={p.primary} />
      <rect x={74} y={61} width={60} height={8} rx={4} fill={p.surface} opacity={0.85} />
      <circle cx={176} cy={65} r={6} fill={p.accent} />
      {Array.from({ length: AWNING_STRIPES }, (_, i) => {
        const x = 40 + i * stripeWidth;
        return (
          <path
            key={i}
            d={`M${x} 84 h${stripeWidth} v18 a${stripeWidth / 2} ${stripeWidth / 2.4} 0 0 1 ${-stripeWidth} 0 Z`}
            fill={i % 2 === 0 ? p.primary : p.primaryTint}
          />
        );
      })}
      <rect
        x={52}
        y={126}
        width={76}
        height={56}
        rx={5}
        fill={p.primarySoft}
        stroke={p.line}
        strokeWidth={2}
      />
      <path
        d="M60 170 l16 -16 l10 8 l18 -22 l16 14"
        fill="none"
        stroke={p.teal}
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x={142} y={124} width={56} height={84} rx={5} fill={p.primaryTint} />
      <rect x={148} y={130} width={44} height={46} rx={3} fill={p.surface} opacity={0.55} />
      <circle cx={186} cy={178} r={3.5} fill={p.primaryStrong} />

      <RobotFigure palette={p} x={218} y={112} scale={0.84} mood="happy" pose="wave" />
      <g fill="none" stroke={p.teal} strokeWidth={3} strokeLinecap="round">
        <path d="M212 128 q-6 8 0 16" />
        <path d="M204 124 q-10 12 0 24" />
      </g>

      <g transform="translate(222 16)">
        <rect x={3} y={5} width={88} height={66} rx={10} fill={p.backdrop} />
        <rect width={88} height={66} rx={10} fill={p.surface} stroke={p.line} strokeWidth={2} />
        <circle cx={24} cy={33} r={13} fill="none" stroke={p.teal} strokeWidth={8} />
        <circle
          cx={24}
          cy={33}
          r={13}
          fill="none"
          stroke={p.coral}
          strokeWidth={8}
          strokeDasharray={`${2 * Math.PI * 13 * 0.42} ${2 * Math.PI * 13}`}
          transform="rotate(-90 24 33)"
        />
        <rect x={48} y={36} width={7} height={18} rx={2} fill={p.primaryTint} />
        <rect x={58} y={24} width={7} height={30} rx={2} fill={p.primary} />
        <rect x={68} y={30} width={7} height={24} rx={2} fill={p.primaryTint} />
        <rect x={78 - 0.5} y={16} width={7} height={38} rx={2} fill={p.primary} />
      </g>
      <Sparkle x={24} y={46} r={8} color={p.accent} />
      <Sparkle x={300} y={182} r={6} color={p.primaryTint} />
    </IllustrationSvg>
  );
}
