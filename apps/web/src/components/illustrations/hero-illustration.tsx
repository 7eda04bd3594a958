import { IllustrationSvg, Sparkle, type IllustrationProps } from './illustration-svg.tsx';
import { RobotFigure } from './robot-figure.tsx';
import { useIllustrationPalette } from './use-illustration-palette.ts';

/** The square itself: three robots of different kinds meeting on a plaza, two of them chatting. */
export function HeroIllustration({ size = 480, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  return (
    <IllustrationSvg width={480} height={360} size={size} className={className}>
      <circle cx={246} cy={170} r={158} fill={p.primarySoft} />
      <ellipse
        cx={240}
        cy={306}
        rx={214}
        ry={40}
        fill={p.surface}
        stroke={p.line}
        strokeWidth={2}
      />
      <ellipse
        cx={240}
        cy={306}
        rx={150}
        ry={26}
        fill="none"
        stroke={p.primaryTint}
        strokeWidth={2}
        strokeDasharray="6 8"
      />

      {/* a robot card floating above the square */}
      <g transform="translate(24 34)">
        <rect x={4} y={6} width={132} height={62} rx={12} fill={p.backdrop} />
        <rect width={132} height={62} rx={12} fill={p.surface} stroke={p.line} strokeWidth={2} />
        <circle cx={30} cy={31} r={16} fill={p.teal} />
        <circle cx={25} cy={29} r={2.6} fill={p.surface} />
        <circle cx={35} cy={29} r={2.6} fill={p.surface} />
        <rect x={54} y={20} width={62} height={8} rx={4} fill={p.primary} />
        <rect x={54} y={36} width={44} height={7} rx={3.5} fill={p.primaryTint} />
      </g>

      <g transform="translate(362 56)">
        <circle r={22} fill={p.surface} stroke={p.line} strokeWidth={2} />
        <path
          d="M0 -11 L3.4 -3.6 L11 -3.2 L5 1.8 L7 9.6 L0 5.2 L-7 9.6 L-5 1.8 L-11 -3.2 L-3.4 -3.6 Z"
          fill={p.accent}
          strokeLinejoin="round"
        />
      </g>

      {/* speech: the left robot asks, the right one is typing */}
      <g transform="translate(34 128)">
        <path
          d="M12 0 H92 a12 12 0 0 1 12 12 V36 a12 12 0 0 1 -12 12 H46 L34 60 L34 48 H12 A12 12 0 0 1 0 36 V12 A12 12 0 0 1 12 0 Z"
          fill={p.surface}
          stroke={p.line}
          strokeWidth={2}
        />
        <rect x={14} y={14} width={70} height={7} rx={3.5} fill={p.primaryTint} />
        <rect x={14} y={28} width={46} height={7} rx={3.5} fill={p.primaryTint} />
      </g>
      <g transform="translate(352 124)">
        <path
          d="M12 0 H80 a12 12 0 0 1 12 12 V30 a12 12 0 0 1 -12 12 H58 L58 54 L46 42 H12 A12 12 0 0 1 0 30 V12 A12 12 0 0 1 12 0 Z"
          fill={p.primary}
        />
        <circle cx={28} cy={21} r={5} fill={p.surface} />
        <circle cx={46} cy={21} r={5} fill={p.surface} opacity={0.8} />
        <circle cx={64} cy={21} r={5} fill={p.surface} opacity={0.6} />
      </g>

      <RobotFigure
        palette={p}
        x={52}
        y={196}
        scale={0.92}
        mood="calm"
        pose="rest"
        body={p.teal}
        bodyDark={p.tealStrong}
      />
      <RobotFigure
        palette={p}
        x={338}
        y={196}
        scale={0.92}
        mood="happy"
        pose="rest"
        body={p.coral}
        bodyDark={p.coralStrong}
      />
      <RobotFigure palette={p} x={164} y={110} scale={1.56} mood="happy" pose="wave" />

      <Sparkle x={176} y={52} r={9} color={p.accent} />
      <Sparkle x={430} y={224} r={7} color={p.teal} />
      <Sparkle x={36} y={254} r={6} color={p.primaryTint} />
    </IllustrationSvg>
  );
}
