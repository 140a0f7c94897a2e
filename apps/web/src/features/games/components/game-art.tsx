import type { Game } from '@orca/contracts';
import { useId } from 'react';

import { shade } from './game-art-colour';
import { drawingOf, type Paint } from './game-art-motifs';

type Frame = 'tile' | 'banner';
const FRAMES: Record<Frame, { viewBox: string; motif: string; width: number; height: number }> = {
  // Portrait tiles leave the lower third for the name.
  tile: { viewBox: '0 0 100 125', motif: 'translate(8 6) scale(0.84)', width: 100, height: 125 },
  banner: { viewBox: '0 0 200 100', motif: 'translate(55 5) scale(0.9)', width: 200, height: 100 },
};

/**
 * A game's artwork, generated from its motif and two colours: a gradient of the second colour,
 * a glow of the first and the motif drawn in the first. No downloaded images.
 */
export function GameArt({
  game,
  frame = 'tile',
  className = '',
}: {
  game: Pick<Game, 'name' | 'art'>;
  frame?: Frame;
  className?: string;
}) {
  const id = useId().replace(/:/g, '');
  const [primary, secondary] = game.art.colors;
  const paint: Paint = { fill: primary, dark: shade(primary, -0.55), light: shade(primary, 0.55) };
  const box = FRAMES[frame];
  const draw = drawingOf(game.art.motif);
  return (
    <svg
      viewBox={box.viewBox}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className={className}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={shade(secondary, -0.05)} />
          <stop offset="1" stopColor={shade(secondary, -0.7)} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.4" r="0.6">
          <stop offset="0" stopColor={primary} stopOpacity={0.45} />
          <stop offset="1" stopColor={primary} stopOpacity={0} />
        </radialGradient>
      </defs>
      <rect width={box.width} height={box.height} fill={`url(#${id}-bg)`} />
      <rect width={box.width} height={box.height} fill={`url(#${id}-glow)`} />
      <circle
        cx={box.width * 0.9}
        cy={box.height * 0.08}
        r={box.height * 0.32}
        fill="#ffffff"
        opacity={0.06}
      />
      <circle
        cx={box.width * 0.05}
        cy={box.height * 0.95}
        r={box.height * 0.4}
        fill="#000000"
        opacity={0.15}
      />
      <g transform={box.motif}>
        {draw ? (
          draw(paint)
        ) : (
          <g>
            <circle cx={50} cy={50} r={30} fill={paint.fill} stroke={paint.dark} strokeWidth={3} />
            <text
              x={50}
              y={52}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={34}
              fontWeight={900}
              fill={paint.dark}
              fontFamily="system-ui, sans-serif"
            >
              {game.name.slice(0, 1).toUpperCase()}
            </text>
          </g>
        )}
      </g>
    </svg>
  );
}
