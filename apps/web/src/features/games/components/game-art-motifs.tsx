import type { ReactNode } from 'react';

import { shade } from './game-art-colour';

/** The three tones a motif is drawn in: its colour and a darker and lighter mix of it. */
export interface Paint {
  fill: string;
  dark: string;
  light: string;
}

/**
 * Each motif draws in a 100 × 100 box centred on (50, 50). Slot titles name the shape of their
 * top symbol; fast games their engine. Anything unknown falls back to the game's initial.
 */
const MOTIFS: Record<string, (p: Paint) => ReactNode> = {
  seven: (p) => (
    <g strokeLinejoin="round">
      <path d="M28 24h46v11L54 80H40l19-43H28z" fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <path d="M32 28h36" stroke={p.light} strokeWidth={2.5} strokeLinecap="round" opacity={0.8} />
    </g>
  ),
  crown: (p) => (
    <g strokeLinejoin="round">
      <path
        d="M22 68 18 32l17 15 15-22 15 22 17-15-4 36z"
        fill={p.fill}
        stroke={p.dark}
        strokeWidth={3}
      />
      <rect
        x={22}
        y={68}
        width={56}
        height={9}
        rx={2}
        fill={p.fill}
        stroke={p.dark}
        strokeWidth={3}
      />
      <circle cx={50} cy={56} r={5} fill={p.light} />
      <circle cx={33} cy={59} r={3.5} fill={p.light} />
      <circle cx={67} cy={59} r={3.5} fill={p.light} />
    </g>
  ),
  shell: (p) => (
    <g strokeLinejoin="round">
      <path d="M50 80 20 46a31 31 0 0 1 60 0z" fill={p.fill} stroke={p.dark} strokeWidth={3} />
      {[30, 40, 50, 60, 70].map((x) => (
        <path
          key={x}
          d={`M50 78 ${x} ${x === 50 ? 18 : x < 50 ? 24 + (50 - x) / 2 : 24 + (x - 50) / 2}`}
          stroke={p.dark}
          strokeWidth={2}
          opacity={0.6}
        />
      ))}
    </g>
  ),
  pearl: (p) => (
    <g>
      <path d="M50 84 18 50a33 33 0 0 1 64 0z" fill={p.dark} opacity={0.55} />
      <circle cx={50} cy={52} r={21} fill={p.fill} stroke={p.dark} strokeWidth={2.5} />
      <circle cx={43} cy={45} r={7} fill="#ffffff" opacity={0.75} />
    </g>
  ),
  mountain: (p) => (
    <g strokeLinejoin="round">
      <path d="M12 78 40 32l12 19 10-14 26 41z" fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <path d="M40 32 33 44l7-3 6 5z" fill={p.light} />
      <path d="M62 37l-5 7 5-2 5 3z" fill={p.light} />
    </g>
  ),
  dragon: (p) => (
    <g strokeLinejoin="round">
      <path
        d="M20 62 33 44 29 26l13 10 14-7 4 10 24 8-4 9-15 2 7 9-15 1-13 7H28z"
        fill={p.fill}
        stroke={p.dark}
        strokeWidth={3}
      />
      <path d="M58 43a4 3 0 1 0 0 .1z" fill={p.light} />
      <path d="M62 58h12" stroke={p.dark} strokeWidth={2.5} strokeLinecap="round" />
    </g>
  ),
  tiger: (p) => (
    <g strokeLinecap="round">
      <circle cx={30} cy={30} r={9} fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <circle cx={70} cy={30} r={9} fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <circle cx={50} cy={54} r={28} fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <path
        d="M50 28v9M40 30l3 8M60 30l-3 8M24 50h9M24 60h8M76 50h-9M76 60h-8"
        stroke={p.dark}
        strokeWidth={3}
      />
      <circle cx={40} cy={50} r={3.5} fill={p.dark} />
      <circle cx={60} cy={50} r={3.5} fill={p.dark} />
      <path d="M45 62h10l-5 6z" fill={p.dark} />
      <path d="M40 74q10 5 20 0" stroke={p.light} strokeWidth={2.5} fill="none" />
    </g>
  ),
  pickaxe: (p) => (
    <g strokeLinecap="round" strokeLinejoin="round">
      <path d="M30 84 54 30" stroke={p.dark} strokeWidth={9} />
      <path d="M30 84 54 30" stroke={shade(p.fill, -0.25)} strokeWidth={5} />
      <path d="M16 44q34-36 70-4l-6 6q-30-24-58 4z" fill={p.fill} stroke={p.dark} strokeWidth={3} />
    </g>
  ),
  nugget: (p) => (
    <path
      d="M22 64l8-22 20-10 22 8 8 20-12 14H34z"
      fill={p.fill}
      stroke={p.dark}
      strokeWidth={3}
      strokeLinejoin="round"
    />
  ),
  cherry: (p) => (
    <g strokeLinecap="round">
      <path d="M36 62q6-26 26-40M64 60q0-22-2-38" stroke={p.dark} strokeWidth={3} fill="none" />
      <circle cx={36} cy={64} r={14} fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <circle cx={64} cy={62} r={14} fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <circle cx={31} cy={59} r={4} fill={p.light} />
      <circle cx={59} cy={57} r={4} fill={p.light} />
    </g>
  ),
  bell: (p) => (
    <g strokeLinejoin="round">
      <path
        d="M26 70q6-6 6-22a18 18 0 0 1 36 0q0 16 6 22z"
        fill={p.fill}
        stroke={p.dark}
        strokeWidth={3}
      />
      <circle cx={50} cy={75} r={6} fill={p.dark} />
      <circle cx={50} cy={24} r={4} fill={p.dark} />
    </g>
  ),
  star: (p) => (
    <path
      d="M50 16l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z"
      fill={p.fill}
      stroke={p.dark}
      strokeWidth={3}
      strokeLinejoin="round"
    />
  ),
  diamond: (p) => (
    <g strokeLinejoin="round">
      <path d="M30 26h40l14 18-34 38-34-38z" fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <path
        d="M16 44h68M40 26l10 56 10-56"
        stroke={p.dark}
        strokeWidth={2}
        fill="none"
        opacity={0.6}
      />
    </g>
  ),
  coin: (p) => (
    <g>
      <circle cx={50} cy={50} r={30} fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <circle cx={50} cy={50} r={22} fill="none" stroke={p.dark} strokeWidth={2} opacity={0.6} />
      <path
        d="M50 36v28M42 42h12a5 5 0 0 1 0 8h-8a5 5 0 0 0 0 8h12"
        stroke={p.dark}
        strokeWidth={3}
        fill="none"
        strokeLinecap="round"
      />
    </g>
  ),
  heart: (p) => (
    <path
      d="M50 80 22 52a16 16 0 0 1 28-22 16 16 0 0 1 28 22z"
      fill={p.fill}
      stroke={p.dark}
      strokeWidth={3}
      strokeLinejoin="round"
    />
  ),
  moon: (p) => (
    <path
      d="M62 20a32 32 0 1 0 18 50A26 26 0 0 1 62 20z"
      fill={p.fill}
      stroke={p.dark}
      strokeWidth={3}
    />
  ),
  sun: (p) => (
    <g stroke={p.dark} strokeWidth={3} strokeLinecap="round">
      {Array.from({ length: 12 }, (_, i) => (
        <path key={i} d="M50 14v10" transform={`rotate(${i * 30} 50 50)`} stroke={p.fill} />
      ))}
      <circle cx={50} cy={50} r={20} fill={p.fill} />
    </g>
  ),
  wave: (p) => (
    <g fill="none" strokeLinecap="round" strokeWidth={6}>
      <path d="M16 44q9-10 17 0t17 0 17 0 17 0" stroke={p.fill} />
      <path d="M16 60q9-10 17 0t17 0 17 0 17 0" stroke={p.light} />
    </g>
  ),
  flame: (p) => (
    <g strokeLinejoin="round">
      <path
        d="M50 84c-16 0-24-11-24-23 0-15 14-21 12-38 10 6 14 14 14 22 4-4 5-9 4-14 10 8 18 18 18 30 0 12-8 23-24 23z"
        fill={p.fill}
        stroke={p.dark}
        strokeWidth={3}
      />
      <path
        d="M50 80c-7 0-11-5-11-11 0-7 7-10 8-17 6 5 14 10 14 17 0 6-4 11-11 11z"
        fill={p.light}
      />
    </g>
  ),
  anchor: (p) => (
    <g fill="none" stroke={p.fill} strokeWidth={6} strokeLinecap="round">
      <circle cx={50} cy={24} r={7} />
      <path d="M50 31v48M36 42h28M24 58q4 20 26 21 22-1 26-21" />
    </g>
  ),
  snowflake: (p) => (
    <g stroke={p.fill} strokeWidth={5} strokeLinecap="round">
      {[0, 60, 120].map((angle) => (
        <g key={angle} transform={`rotate(${angle} 50 50)`}>
          <path d="M50 16v68M42 22l8 8 8-8M42 78l8-8 8 8" fill="none" />
        </g>
      ))}
    </g>
  ),
  planet: (p) => (
    <g>
      <circle cx={50} cy={50} r={22} fill={p.fill} stroke={p.dark} strokeWidth={3} />
      <ellipse
        cx={50}
        cy={52}
        rx={38}
        ry={10}
        fill="none"
        stroke={p.light}
        strokeWidth={4}
        transform="rotate(-18 50 52)"
      />
    </g>
  ),
  rocket: (p) => (
    <g strokeLinejoin="round">
      <path
        d="M50 14c14 10 18 30 12 50H38c-6-20-2-40 12-50z"
        fill={p.fill}
        stroke={p.dark}
        strokeWidth={3}
      />
      <circle cx={50} cy={38} r={6} fill={p.light} stroke={p.dark} strokeWidth={2} />
      <path d="M38 56 28 70l12-2M62 56l10 14-12-2" fill={p.dark} />
      <path d="M44 66q6 16 12 0" fill={p.light} />
    </g>
  ),
  crash: (p) => (
    <g fill="none" strokeLinecap="round">
      <path d="M14 84h72M14 84V16" stroke="#ffffff" strokeOpacity={0.35} strokeWidth={2} />
      <path d="M16 80q38 0 60-52" stroke={p.fill} strokeWidth={6} />
      <path d="M66 30l12-6 0 13" stroke={p.fill} strokeWidth={6} strokeLinejoin="round" />
      <circle cx={78} cy={24} r={5} fill={p.light} stroke="none" />
    </g>
  ),
  dice: (p) => (
    <g>
      <g transform="rotate(-12 38 56)">
        <rect
          x={20}
          y={38}
          width={36}
          height={36}
          rx={7}
          fill={p.fill}
          stroke={p.dark}
          strokeWidth={3}
        />
        {[
          [29, 47],
          [47, 65],
          [38, 56],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={3.5} fill={p.dark} />
        ))}
      </g>
      <g transform="rotate(14 64 38)">
        <rect
          x={48}
          y={20}
          width={32}
          height={32}
          rx={6}
          fill={p.light}
          stroke={p.dark}
          strokeWidth={3}
        />
        {[
          [56, 28],
          [72, 28],
          [56, 44],
          [72, 44],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={3} fill={p.dark} />
        ))}
      </g>
    </g>
  ),
  limbo: (p) => (
    <g fill="none">
      <circle cx={50} cy={52} r={30} stroke={p.fill} strokeWidth={5} />
      <circle cx={50} cy={52} r={18} stroke={p.light} strokeWidth={5} />
      <circle cx={50} cy={52} r={6} fill={p.fill} />
      <path
        d="M50 46V12M40 22l10-10 10 10"
        stroke="#ffffff"
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  ),
  keno: (p) =>
    Array.from({ length: 16 }, (_, i) => {
      const isHit = [1, 6, 8, 11, 14].includes(i);
      return (
        <circle
          key={i}
          cx={23 + (i % 4) * 18}
          cy={23 + Math.floor(i / 4) * 18}
          r={7}
          fill={isHit ? p.fill : '#ffffff'}
          fillOpacity={isHit ? 1 : 0.25}
          stroke={isHit ? p.dark : 'none'}
          strokeWidth={2}
        />
      );
    }),
  mines: (p) => (
    <g>
      <circle cx={46} cy={56} r={24} fill={p.dark} stroke={p.fill} strokeWidth={3} />
      <circle cx={38} cy={48} r={6} fill="#ffffff" opacity={0.35} />
      <path
        d="M62 38q6-12 16-12"
        stroke={p.fill}
        strokeWidth={4}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M80 18v8M76 22h8M77 19l6 6M83 19l-6 6"
        stroke={p.light}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
    </g>
  ),
  plinko: (p) => (
    <g>
      {Array.from({ length: 5 }, (_, row) =>
        Array.from({ length: row + 2 }, (_, col) => (
          <circle
            key={`${row}-${col}`}
            cx={50 - (row + 1) * 7 + col * 14}
            cy={26 + row * 12}
            r={2.8}
            fill="#ffffff"
            opacity={0.8}
          />
        )),
      )}
      <circle cx={43} cy={44} r={6} fill={p.fill} stroke={p.dark} strokeWidth={2} />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <rect
          key={i}
          x={14 + i * 10.5}
          y={84}
          width={9}
          height={7}
          rx={1.5}
          fill={i === 3 ? p.light : p.fill}
          opacity={i === 3 ? 1 : 0.7}
        />
      ))}
    </g>
  ),
  cards: (p) => (
    <g strokeLinejoin="round">
      <rect
        x={22}
        y={24}
        width={34}
        height={50}
        rx={5}
        fill={p.light}
        stroke={p.dark}
        strokeWidth={3}
        transform="rotate(-12 39 49)"
      />
      <rect
        x={44}
        y={24}
        width={34}
        height={50}
        rx={5}
        fill="#ffffff"
        stroke={p.dark}
        strokeWidth={3}
        transform="rotate(10 61 49)"
      />
      <path d="M62 40l7 9-7 9-7-9z" fill={p.fill} />
    </g>
  ),
  wheel: (p) => (
    <g>
      <circle cx={50} cy={50} r={32} fill={p.fill} stroke={p.dark} strokeWidth={3} />
      {Array.from({ length: 8 }, (_, i) => (
        <path
          key={i}
          d="M50 50V18"
          stroke={p.dark}
          strokeWidth={2}
          transform={`rotate(${i * 45} 50 50)`}
        />
      ))}
      <circle cx={50} cy={50} r={8} fill={p.light} stroke={p.dark} strokeWidth={2} />
    </g>
  ),
};
/** Motifs drawn like another one. */
const ALIASES: Record<string, string> = {
  gem: 'diamond',
  roulette: 'wheel',
  multiplier_roulette: 'wheel',
  dice_show: 'dice',
  baccarat: 'cards',
  blackjack: 'cards',
  spade: 'cards',
  club: 'cards',
  comet: 'rocket',
};
/** The drawing for a motif, following aliases; undefined when it has none. */
export const drawingOf = (motif: string) => MOTIFS[ALIASES[motif] ?? motif];

/** Whether a motif has its own drawing (the rest show the game's initial). */
export const hasMotif = (motif: string) => drawingOf(motif) !== undefined;
