import type { IllustrationPalette } from './use-illustration-palette.ts';

export type RobotMood = 'happy' | 'calm' | 'puzzled' | 'stern';
export type RobotPose = 'rest' | 'wave' | 'hold';

interface RobotFigureProps {
  palette: IllustrationPalette;
  /** Top-left corner of the figure's 100 x 120 box, in the parent SVG's units. */
  x: number;
  y: number;
  scale?: number;
  mood?: RobotMood;
  pose?: RobotPose;
  /** Body colours; the theme's primary by default. */
  body?: string;
  bodyDark?: string;
}

function Eyes({ mood, color }: { mood: RobotMood; color: string }) {
  if (mood === 'happy') {
    return (
      <g fill="none" stroke={color} strokeWidth={3.5} strokeLinecap="round">
        <path d="M35 38 q5 -7 10 0" />
        <path d="M55 38 q5 -7 10 0" />
      </g>
    );
  }
  if (mood === 'stern') {
    return (
      <g stroke={color} strokeWidth={3.5} strokeLinecap="round">
        <path d="M35 36 h10" />
        <path d="M55 36 h10" />
      </g>
    );
  }
  if (mood === 'puzzled') {
    return (
      <g fill={color}>
        <circle cx={40} cy={36} r={4.5} />
        <circle cx={60} cy={35} r={3} />
      </g>
    );
  }
  return (
    <g fill={color}>
      <circle cx={40} cy={36} r={4} />
      <circle cx={60} cy={36} r={4} />
    </g>
  );
}

function Arms({ pose, color }: { pose: RobotPose; color: string }) {
  const common = { fill: 'none', stroke: color, strokeWidth: 7, strokeLinecap: 'round' as const };
  const right =
    pose === 'wave'
      ? 'M74 74 q14 -8 16 -26'
      : pose === 'hold'
        ? 'M74 76 q14 4 20 -4'
        : 'M74 74 q8 10 6 22';
  const left = pose === 'hold' ? 'M26 76 q-14 4 -18 -4' : 'M26 74 q-8 10 -6 22';
  return (
    <g {...common}>
      <path d={left} />
      <path d={right} />
    </g>
  );
}

/**
 * A friendly geometric robot, the recurring character of our illustrations. Drawn as an SVG group so
 * several can share one picture.
 */
export function RobotFigure({
  palette,
  x,
  y,
  scale = 1,
  mood = 'calm',
  pose = 'rest',
  body = palette.primary,
  bodyDark = palette.primaryStrong,
}: RobotFigureProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M50 15 V6" stroke={bodyDark} strokeWidth={3} strokeLinecap="round" />
      <circle cx={50} cy={5} r={4.5} fill={palette.accent} />
      <rect x={13} y={28} width={9} height={16} rx={3} fill={bodyDark} />
      <rect x={78} y={28} width={9} height={16} rx={3} fill={bodyDark} />
      <rect x={20} y={14} width={60} height={44} rx={15} fill={body} />
      <rect x={28} y={23} width={44} height={26} rx={11} fill={palette.surface} />
      <Eyes mood={mood} color={body} />
      {mood === 'stern' ? (
        <path d="M45 44 h10" stroke={body} strokeWidth={2.5} strokeLinecap="round" />
      ) : (
        <path
          d="M45 43 q5 4 10 0"
          fill="none"
          stroke={body}
          strokeWidth={2.5}
          strokeLinecap="round"
        />
      )}
      <rect x={44} y={57} width={12} height={8} rx={2} fill={bodyDark} />
      <Arms pose={pose} color={bodyDark} />
      <rect x={26} y={63} width={48} height={40} rx={13} fill={body} />
      <rect x={36} y={72} width={28} height={16} rx={6} fill={palette.primarySoft} />
      <circle cx={44} cy={80} r={3} fill={palette.accent} />
      <circle cx={56} cy={80} r={3} fill={palette.teal} />
      <rect x={33} y={101} width={13} height={14} rx={5} fill={bodyDark} />
      <rect x={54} y={101} width={13} height={14} rx={5} fill={bodyDark} />
    </g>
  );
}
