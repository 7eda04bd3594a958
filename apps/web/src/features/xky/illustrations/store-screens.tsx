import {
  IllustrationSvg,
  Sparkle,
  type IllustrationProps,
} from '../../../components/illustrations/illustration-svg.tsx';
import { RobotFigure } from '../../../components/illustrations/robot-figure.tsx';
import { useIllustrationPalette } from '../../../components/illustrations/use-illustration-palette.ts';

/** A phone showing a store's own mini-program: a banner, a coupon and a booking button. */
export function MiniProgramIllustration({ size = 200, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  return (
    <IllustrationSvg width={200} height={140} size={size} className={className}>
      <circle cx={100} cy={72} r={62} fill={p.primarySoft} />
      <rect
        x={66}
        y={10}
        width={68}
        height={124}
        rx={12}
        fill={p.surface}
        stroke={p.line}
        strokeWidth={3}
      />
      <rect x={88} y={16} width={24} height={4} rx={2} fill={p.line} />
      <rect x={74} y={26} width={52} height={26} rx={5} fill={p.primary} />
      <circle cx={86} cy={39} r={6} fill={p.surface} opacity={0.9} />
      <rect x={96} y={34} width={24} height={4} rx={2} fill={p.surface} opacity={0.85} />
      <rect x={96} y={41} width={16} height={4} rx={2} fill={p.surface} opacity={0.6} />
      <rect
        x={74}
        y={58}
        width={52}
        height={24}
        rx={5}
        fill={p.surface}
        stroke={p.coral}
        strokeWidth={2}
        strokeDasharray="4 3"
      />
      <text x={82} y={75} fontSize={12} fontWeight={700} fontFamily="inherit" fill={p.coralStrong}>
        -20%
      </text>
      <rect x={74} y={88} width={24} height={18} rx={4} fill={p.primaryTint} />
      <rect x={102} y={88} width={24} height={18} rx={4} fill={p.primaryTint} />
      <rect x={74} y={112} width={52} height={12} rx={6} fill={p.teal} />
      <Sparkle x={150} y={34} r={8} color={p.accent} />
      <Sparkle x={46} y={104} r={6} color={p.primaryTint} />
    </IllustrationSvg>
  );
}

/** A wide screen with a store's figures: tiles, a line of visits and a bar per store. */
export function DashboardIllustration({ size = 200, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  return (
    <IllustrationSvg width={200} height={140} size={size} className={className}>
      <ellipse cx={100} cy={130} rx={70} ry={6} fill={p.backdrop} />
      <rect
        x={20}
        y={12}
        width={160}
        height={100}
        rx={8}
        fill={p.surface}
        stroke={p.line}
        strokeWidth={3}
      />
      <rect x={88} y={112} width={24} height={14} fill={p.line} />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${30 + i * 48} 22)`}>
          <rect width={42} height={22} rx={4} fill={i === 0 ? p.primary : p.primarySoft} />
          <rect
            x={6}
            y={6}
            width={18}
            height={4}
            rx={2}
            fill={i === 0 ? p.surface : p.primaryTint}
          />
          <rect
            x={6}
            y={13}
            width={28}
            height={4}
            rx={2}
            fill={i === 0 ? p.surface : p.primary}
            opacity={0.8}
          />
        </g>
      ))}
      <path
        d="M32 94 l18 -14 l16 6 l20 -22 l18 10"
        fill="none"
        stroke={p.teal}
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[58, 44, 66, 36].map((h, i) => (
        <rect
          key={i}
          x={122 + i * 12}
          y={100 - h * 0.8}
          width={8}
          height={h * 0.8}
          rx={2}
          fill={i % 2 ? p.coral : p.primary}
        />
      ))}
      <Sparkle x={184} y={16} r={7} color={p.accent} />
    </IllustrationSvg>
  );
}

/** The AI greeter: a robot by the shop door, waving and welcoming a visitor. */
export function GreeterIllustration({ size = 200, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  return (
    <IllustrationSvg width={200} height={140} size={size} className={className}>
      <circle cx={100} cy={74} r={60} fill={p.primarySoft} />
      <ellipse cx={100} cy={130} rx={80} ry={6} fill={p.backdrop} />
      <rect
        x={22}
        y={24}
        width={62}
        height={106}
        rx={4}
        fill={p.surface}
        stroke={p.line}
        strokeWidth={3}
      />
      <rect x={30} y={32} width={46} height={60} rx={3} fill={p.primaryTint} opacity={0.7} />
      <circle cx={74} cy={98} r={3} fill={p.primaryStrong} />
      <RobotFigure palette={p} x={96} y={36} scale={0.78} mood="happy" pose="wave" />
      <g transform="translate(128 8)">
        <rect width={62} height={26} rx={10} fill={p.surface} stroke={p.line} strokeWidth={2} />
        <path
          d="M14 26 l-4 8 l12 -8 Z"
          fill={p.surface}
          stroke={p.line}
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <rect x={10} y={9} width={42} height={4} rx={2} fill={p.primary} />
        <rect x={10} y={16} width={28} height={4} rx={2} fill={p.primaryTint} />
      </g>
      <Sparkle x={16} y={16} r={7} color={p.accent} />
    </IllustrationSvg>
  );
}
