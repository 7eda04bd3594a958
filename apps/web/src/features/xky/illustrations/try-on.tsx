import type { ReactNode } from 'react';
import {
  IllustrationSvg,
  Sparkle,
  type IllustrationProps,
} from '../../../components/illustrations/illustration-svg.tsx';
import { useIllustrationPalette } from '../../../components/illustrations/use-illustration-palette.ts';

const SKIN = '#f2c9a5';

/** A face in a frame; `hair` draws the hairstyle over it. */
function Portrait({ x, hair, frame }: { x: number; hair: ReactNode; frame: string }) {
  return (
    <g transform={`translate(${x} 20)`}>
      <rect width={64} height={92} rx={10} fill={frame} />
      <path d="M10 92 q22 -30 44 0 Z" fill={SKIN} opacity={0.9} />
      <rect x={26} y={54} width={12} height={12} fill={SKIN} />
      <ellipse cx={32} cy={42} rx={16} ry={19} fill={SKIN} />
      <circle cx={26} cy={42} r={2} fill="#4b3a2f" />
      <circle cx={38} cy={42} r={2} fill="#4b3a2f" />
      <path
        d="M27 51 q5 4 10 0"
        fill="none"
        stroke="#4b3a2f"
        strokeWidth={1.6}
        strokeLinecap="round"
      />
      {hair}
    </g>
  );
}

function Arrow({ color }: { color: string }) {
  return (
    <g fill="none" stroke={color} strokeWidth={4} strokeLinecap="round" strokeLinejoin="round">
      <path d="M88 66 h24" />
      <path d="M104 58 l8 8 l-8 8" />
    </g>
  );
}

/** Hairstyle try-on: the same face before (long, dark) and after (a short coloured cut). */
export function HairstyleIllustration({ size = 200, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  return (
    <IllustrationSvg width={200} height={140} size={size} className={className}>
      <ellipse cx={100} cy={128} rx={86} ry={6} fill={p.backdrop} />
      <Portrait
        x={14}
        frame={p.primarySoft}
        hair={
          <path
            d="M14 44 q-2 -30 18 -30 q20 0 18 30 l2 30 h-8 l-2 -34 q-10 -10 -20 -2 l-2 36 h-8 Z"
            fill="#3b2a20"
          />
        }
      />
      <Arrow color={p.primary} />
      <Portrait
        x={122}
        frame={p.primaryTint}
        hair={
          <path
            d="M15 40 q-1 -24 17 -24 q20 0 17 22 q-8 -10 -24 -8 q-6 2 -10 10 Z"
            fill={p.coral}
          />
        }
      />
      <Sparkle x={176} y={18} r={8} color={p.accent} />
      <Sparkle x={100} y={38} r={5} color={p.primaryTint} />
    </IllustrationSvg>
  );
}

/** Outfit change: the same person in a plain top, then dressed by the AI in the shop's jacket. */
export function OutfitIllustration({ size = 200, className }: IllustrationProps) {
  const p = useIllustrationPalette();
  const hair = (
    <path d="M16 40 q-1 -22 16 -22 q18 0 16 22 q-6 -8 -16 -8 q-10 0 -16 8 Z" fill="#3b2a20" />
  );
  return (
    <IllustrationSvg width={200} height={140} size={size} className={className}>
      <ellipse cx={100} cy={128} rx={86} ry={6} fill={p.backdrop} />
      <g>
        <Portrait x={14} frame={p.primarySoft} hair={hair} />
        <path d="M24 112 q22 -32 44 0 Z" fill={p.line} />
      </g>
      <Arrow color={p.primary} />
      <g>
        <Portrait x={122} frame={p.primaryTint} hair={hair} />
        <path d="M132 112 q22 -32 44 0 Z" fill={p.teal} />
        <path
          d="M154 86 l-6 26 M154 86 l6 26"
          stroke={p.tealStrong}
          strokeWidth={3}
          strokeLinecap="round"
        />
        <circle cx={154} cy={100} r={2.4} fill={p.surface} />
      </g>
      <g fill="none" stroke={p.ink} strokeWidth={2.5} strokeLinecap="round">
        <path d="M100 18 a5 5 0 1 1 5 5 v4 l-16 10 h32 l-16 -10" />
      </g>
      <Sparkle x={184} y={22} r={7} color={p.accent} />
    </IllustrationSvg>
  );
}
