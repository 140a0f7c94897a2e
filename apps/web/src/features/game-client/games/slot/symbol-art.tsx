import type { ArtShape, SlotSymbol, SymbolArt } from '@orca/games/slots/types';
import type { ReactNode } from 'react';
import { darken, lighten, luminance, mix } from './colour';

/**
 * Every slot symbol drawn as vector art from its `art` (shape and two colours): no images, no
 * emoji, so each title's look comes from its own data. Shapes are drawn in a 100 × 100 box; the
 * gradients are defined once per title (SymbolDefs) and referenced by symbol id.
 */
interface Paint {
  /** Gradient fills of the primary and secondary colours. */
  P: string;
  S: string;
  /** The plain colours. */
  p: string;
  s: string;
  /** An outline that reads on this symbol (dark on light colours, light on very dark ones). */
  line: string;
  label: string;
  /** The radial "pearl" gradient of this symbol. */
  shine: string;
}

const gradientId = (symbolId: string, part: string) =>
  `gc-sym-${symbolId.replace(/[^a-zA-Z0-9_-]/g, '')}-${part}`;

/** Star polygon points around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const gloss = (cx: number, cy: number, rx: number, ry: number, rotate = -25) => (
  <ellipse
    cx={cx}
    cy={cy}
    rx={rx}
    ry={ry}
    fill="#fff"
    opacity={0.45}
    transform={`rotate(${rotate} ${cx} ${cy})`}
  />
);

const SHAPES: Record<ArtShape, (k: Paint) => ReactNode> = {
  cherry: (k) => (
    <>
      <path
        d="M34 56 C38 38 50 24 66 14 M66 58 C62 42 62 28 66 14"
        stroke={darken(k.s, 0.2)}
        strokeWidth={5}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M66 14 C74 6 88 8 92 18 C82 22 72 21 66 14Z"
        fill={k.S}
        stroke={k.line}
        strokeWidth={2}
      />
      <circle cx={32} cy={68} r={19} fill={k.P} stroke={k.line} strokeWidth={3} />
      <circle cx={67} cy={71} r={19} fill={k.P} stroke={k.line} strokeWidth={3} />
      {gloss(25, 61, 6, 4)}
      {gloss(60, 64, 6, 4)}
    </>
  ),
  lemon: (k) => (
    <>
      <path
        d="M10 52 C12 30 36 20 56 21 C74 22 88 34 90 50 C92 68 72 81 50 81 C28 81 10 70 10 52Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
      />
      <ellipse cx={8} cy={51} rx={5} ry={4} fill={k.P} stroke={k.line} strokeWidth={2} />
      <path
        d="M56 21 C60 9 74 6 82 10 C76 20 66 23 56 21Z"
        fill={k.S}
        stroke={k.line}
        strokeWidth={2}
      />
      {gloss(34, 38, 13, 6)}
    </>
  ),
  plum: (k) => (
    <>
      <circle cx={50} cy={57} r={33} fill={k.P} stroke={k.line} strokeWidth={3} />
      <path d="M50 26 C41 44 41 70 50 89" stroke={k.s} strokeWidth={3} fill="none" opacity={0.7} />
      <path d="M50 26 L55 10" stroke={k.line} strokeWidth={4} strokeLinecap="round" />
      <path
        d="M55 14 C62 4 78 4 84 10 C76 18 64 20 55 14Z"
        fill={k.S}
        stroke={k.line}
        strokeWidth={2}
      />
      {gloss(36, 42, 9, 5)}
    </>
  ),
  grape: (k) => (
    <>
      <path d="M50 28 L50 10" stroke={k.line} strokeWidth={4} strokeLinecap="round" />
      <path
        d="M50 16 C58 4 76 6 82 14 C72 22 60 22 50 16Z"
        fill={k.S}
        stroke={k.line}
        strokeWidth={2}
      />
      {[
        [22, 37],
        [41, 37],
        [60, 37],
        [79, 37],
        [32, 55],
        [50, 55],
        [68, 55],
        [41, 72],
        [59, 72],
        [50, 88],
      ].map(([cx, cy]) => (
        <g key={`${cx}:${cy}`}>
          <circle cx={cx} cy={cy} r={10.5} fill={k.P} stroke={k.line} strokeWidth={2.5} />
          <circle cx={(cx ?? 0) - 3.5} cy={(cy ?? 0) - 3.5} r={3} fill="#fff" opacity={0.5} />
        </g>
      ))}
    </>
  ),
  bell: (k) => (
    <>
      <circle cx={50} cy={11} r={6} fill={k.S} stroke={k.line} strokeWidth={2} />
      <path
        d="M50 14 C31 14 26 30 26 47 C26 61 21 69 13 77 H87 C79 69 74 61 74 47 C74 30 69 14 50 14Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
      />
      <circle cx={50} cy={86} r={8} fill={k.S} stroke={k.line} strokeWidth={2} />
      <rect
        x={11}
        y={74}
        width={78}
        height={9}
        rx={4.5}
        fill={k.S}
        stroke={k.line}
        strokeWidth={2}
      />
      <path
        d="M37 24 C33 32 33 46 33 58"
        stroke="#fff"
        strokeWidth={5}
        strokeLinecap="round"
        opacity={0.45}
        fill="none"
      />
    </>
  ),
  seven: (k) => (
    <>
      <path
        d="M18 14 H84 V29 C67 46 57 64 53 90 H31 C35 67 45 47 60 32 H18Z"
        fill={k.P}
        stroke={k.S}
        strokeWidth={6}
        strokeLinejoin="round"
        paintOrder="stroke"
      />
      <path
        d="M18 14 H84 V29 C67 46 57 64 53 90 H31 C35 67 45 47 60 32 H18Z"
        fill="none"
        stroke={k.line}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <path d="M23 19 H78" stroke="#fff" strokeWidth={3} opacity={0.45} strokeLinecap="round" />
    </>
  ),
  bar: (k) => (
    <>
      <rect x={8} y={28} width={84} height={44} rx={9} fill={k.P} stroke={k.S} strokeWidth={4} />
      <rect
        x={14}
        y={34}
        width={72}
        height={32}
        rx={5}
        fill="none"
        stroke={k.S}
        strokeWidth={1.5}
        opacity={0.6}
      />
      <text
        x={50}
        y={59.5}
        textAnchor="middle"
        fontSize={25}
        fontWeight={900}
        letterSpacing={2}
        fill={k.S}
        fontFamily="Impact, 'Arial Black', system-ui, sans-serif"
      >
        BAR
      </text>
    </>
  ),
  star: (k) => (
    <>
      <polygon
        points={starPoints(50, 53, 44, 19)}
        fill={k.P}
        stroke={k.S}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <polygon points={starPoints(50, 53, 24, 10)} fill="#fff" opacity={0.3} />
    </>
  ),
  diamond: (k) => (
    <>
      <polygon
        points="28,18 72,18 90,40 50,90 10,40"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <polygon points="28,18 72,18 62,40 38,40" fill="#fff" opacity={0.35} />
      <polygon points="10,40 38,40 50,90" fill={k.S} opacity={0.55} />
      <polygon points="90,40 62,40 50,90" fill="#000" opacity={0.18} />
      <path
        d="M10 40 H90 M38 40 L50 90 L62 40 M28 18 L38 40 M72 18 L62 40"
        stroke={k.line}
        strokeWidth={1.5}
        fill="none"
        opacity={0.6}
      />
    </>
  ),
  crown: (k) => (
    <>
      <path
        d="M13 74 L17 30 L34 50 L50 20 L66 50 L83 30 L87 74Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <rect
        x={12}
        y={68}
        width={76}
        height={16}
        rx={4}
        fill={k.S}
        stroke={k.line}
        strokeWidth={2.5}
      />
      <circle cx={17} cy={28} r={6} fill={k.S} stroke={k.line} strokeWidth={2} />
      <circle cx={50} cy={18} r={6} fill={k.S} stroke={k.line} strokeWidth={2} />
      <circle cx={83} cy={28} r={6} fill={k.S} stroke={k.line} strokeWidth={2} />
      <circle cx={50} cy={76} r={5} fill={k.P} stroke={k.line} strokeWidth={1.5} />
      <circle cx={30} cy={76} r={3.5} fill={k.P} />
      <circle cx={70} cy={76} r={3.5} fill={k.P} />
      <path d="M24 44 L26 64" stroke="#fff" strokeWidth={4} strokeLinecap="round" opacity={0.4} />
    </>
  ),
  coin: (k) => (
    <>
      <circle cx={50} cy={52} r={40} fill={k.S} />
      <circle cx={50} cy={48} r={40} fill={k.P} stroke={k.line} strokeWidth={3} />
      <circle cx={50} cy={48} r={30} fill="none" stroke={k.s} strokeWidth={3} opacity={0.7} />
      <polygon points={starPoints(50, 49, 17, 7)} fill={k.s} opacity={0.85} />
      {gloss(34, 30, 12, 6)}
    </>
  ),
  heart: (k) => (
    <>
      <path
        d="M50 88 C20 66 9 50 9 34 C9 20 21 11 32 11 C41 11 47 17 50 23 C53 17 59 11 68 11 C79 11 91 20 91 34 C91 50 80 66 50 88Z"
        fill={k.P}
        stroke={k.S}
        strokeWidth={4}
      />
      {gloss(30, 30, 10, 6)}
    </>
  ),
  club: (k) => (
    <>
      <path d="M44 58 L38 90 H62 L56 58Z" fill={k.S} stroke={k.line} strokeWidth={2.5} />
      <circle cx={50} cy={30} r={18} fill={k.P} stroke={k.line} strokeWidth={3} />
      <circle cx={29} cy={57} r={18} fill={k.P} stroke={k.line} strokeWidth={3} />
      <circle cx={71} cy={57} r={18} fill={k.P} stroke={k.line} strokeWidth={3} />
      {gloss(43, 23, 6, 4)}
    </>
  ),
  spade: (k) => (
    <>
      <path
        d="M50 8 C40 28 11 41 11 62 C11 77 26 83 38 77 C42 75 45 72 47 68 L41 91 H59 L53 68 C55 72 58 75 62 77 C74 83 89 77 89 62 C89 41 60 28 50 8Z"
        fill={k.P}
        stroke={k.S}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      {gloss(32, 50, 8, 5)}
    </>
  ),
  moon: (k) => (
    <>
      <circle cx={76} cy={22} r={3} fill={k.s} />
      <circle cx={86} cy={40} r={2} fill={k.s} />
      <path
        d="M62 10 A42 42 0 1 0 90 70 A33 33 0 1 1 62 10Z"
        fill={k.P}
        stroke={k.S}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <circle cx={34} cy={64} r={5} fill="#000" opacity={0.15} />
      <circle cx={28} cy={44} r={3.5} fill="#000" opacity={0.15} />
    </>
  ),
  sun: (k) => (
    <>
      {Array.from({ length: 12 }, (_, i) => (
        <polygon
          key={i}
          points="50,4 56,24 44,24"
          fill={k.S}
          stroke={k.line}
          strokeWidth={1.5}
          transform={`rotate(${i * 30} 50 50)`}
        />
      ))}
      <circle cx={50} cy={50} r={27} fill={k.P} stroke={k.line} strokeWidth={3} />
      <circle cx={50} cy={50} r={19} fill="none" stroke={k.s} strokeWidth={2} opacity={0.6} />
      {gloss(41, 40, 8, 5)}
    </>
  ),
  wave: (k) => (
    <>
      <path
        d="M6 72 C16 40 40 20 64 24 C83 27 94 44 88 59 C83 70 66 70 62 59 C59 51 66 45 73 50 C70 39 56 35 44 41 C30 49 26 66 29 82 H6Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path
        d="M10 88 C26 80 44 94 62 86 C74 81 84 84 94 88"
        stroke={k.S}
        strokeWidth={6}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M40 36 C52 30 64 30 72 34"
        stroke="#fff"
        strokeWidth={4}
        fill="none"
        strokeLinecap="round"
        opacity={0.5}
      />
    </>
  ),
  flame: (k) => (
    <>
      <path
        d="M50 6 C58 25 80 36 80 60 C80 79 67 92 50 92 C33 92 20 79 20 62 C20 47 29 39 35 28 C38 39 42 45 48 47 C46 33 45 21 50 6Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path
        d="M50 46 C57 56 65 63 65 73 C65 84 58 90 50 90 C42 90 35 84 35 75 C35 66 44 60 50 46Z"
        fill={k.S}
      />
      <path
        d="M50 66 C53 71 56 74 56 79 C56 84 53 87 50 87 C47 87 44 84 44 80 C44 75 48 72 50 66Z"
        fill="#fff"
        opacity={0.7}
      />
    </>
  ),
  leaf: (k) => (
    <>
      <path
        d="M14 86 C14 44 44 12 88 12 C88 56 58 86 14 86Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
      />
      <path
        d="M18 82 C40 60 60 40 84 16 M40 60 L38 40 M40 60 L60 62 M58 42 L58 26 M58 42 L74 44"
        stroke={k.S}
        strokeWidth={3}
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  skull: (k) => (
    <>
      <path
        d="M50 10 C27 10 14 27 14 46 C14 59 20 67 29 71 V86 H71 V71 C80 67 86 59 86 46 C86 27 73 10 50 10Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
      />
      <circle cx={35} cy={46} r={10} fill={k.S} />
      <circle cx={65} cy={46} r={10} fill={k.S} />
      <path d="M50 56 L44 67 H56Z" fill={k.S} />
      <path d="M38 74 V86 M46 74 V86 M54 74 V86 M62 74 V86" stroke={k.S} strokeWidth={3} />
      {gloss(32, 24, 10, 5)}
    </>
  ),
  key: (k) => (
    <>
      <circle cx={50} cy={27} r={17} fill="none" stroke={k.P} strokeWidth={10} />
      <circle cx={50} cy={27} r={17} fill="none" stroke={k.line} strokeWidth={1.5} opacity={0.5} />
      <rect
        x={44}
        y={42}
        width={12}
        height={48}
        rx={3}
        fill={k.P}
        stroke={k.line}
        strokeWidth={2}
      />
      <rect
        x={30}
        y={50}
        width={40}
        height={10}
        rx={4}
        fill={k.P}
        stroke={k.line}
        strokeWidth={2}
      />
      <circle cx={50} cy={27} r={6} fill={k.S} />
      <rect x={47} y={62} width={3} height={24} fill="#fff" opacity={0.4} />
    </>
  ),
  shield: (k) => (
    <>
      <path
        d="M50 8 L86 21 V47 C86 70 69 85 50 93 C31 85 14 70 14 47 V21Z"
        fill={k.P}
        stroke={k.S}
        strokeWidth={5}
        strokeLinejoin="round"
      />
      <path
        d="M50 20 L74 29 V48 C74 64 63 75 50 81 C37 75 26 64 26 48 V29Z"
        fill="none"
        stroke={k.S}
        strokeWidth={2}
        opacity={0.7}
      />
      <path
        d="M50 30 V72 M36 42 L64 60 M64 42 L36 60"
        stroke={k.S}
        strokeWidth={4}
        strokeLinecap="round"
      />
      {gloss(30, 30, 8, 4, -60)}
    </>
  ),
  gem: (k) => (
    <>
      <polygon
        points="32,12 68,12 88,32 88,68 68,88 32,88 12,68 12,32"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <polygon points="40,27 60,27 73,40 73,60 60,73 40,73 27,60 27,40" fill={k.S} opacity={0.55} />
      <path
        d="M32 12 L40 27 M68 12 L60 27 M88 32 L73 40 M88 68 L73 60 M68 88 L60 73 M32 88 L40 73 M12 68 L27 60 M12 32 L27 40"
        stroke="#fff"
        strokeWidth={1.5}
        opacity={0.45}
      />
      <polygon points="40,27 60,27 50,40" fill="#fff" opacity={0.35} />
    </>
  ),
  pyramid: (k) => (
    <>
      <circle cx={76} cy={22} r={11} fill={k.s} opacity={0.6} />
      <path d="M50 12 L50 86 H8Z" fill={k.P} />
      <path d="M50 12 L92 86 H50Z" fill={k.S} />
      <path
        d="M50 12 L92 86 H8Z"
        fill="none"
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path
        d="M36 38 H64 M26 56 H74 M16 72 H84 M42 38 V56 M58 56 V72 M34 72 V86 M66 72 V86"
        stroke={k.line}
        strokeWidth={1.5}
        opacity={0.35}
      />
    </>
  ),
  eye: (k) => (
    <>
      <path
        d="M12 28 C34 12 66 12 88 26"
        stroke={k.S}
        strokeWidth={6}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M6 50 C26 24 74 24 94 50 C74 76 26 76 6 50Z"
        fill="#f8fafc"
        stroke={k.S}
        strokeWidth={5}
        strokeLinejoin="round"
      />
      <circle cx={50} cy={50} r={17} fill={k.P} stroke={k.line} strokeWidth={2} />
      <circle cx={50} cy={50} r={7} fill="#0b1220" />
      <circle cx={44} cy={44} r={4} fill="#fff" opacity={0.8} />
      <path
        d="M32 68 L28 90 M60 70 C62 82 74 86 82 78"
        stroke={k.S}
        strokeWidth={5}
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  anchor: (k) => (
    <>
      <circle cx={50} cy={16} r={8} fill="none" stroke={k.P} strokeWidth={6} />
      <rect
        x={45}
        y={24}
        width={10}
        height={60}
        rx={3}
        fill={k.P}
        stroke={k.line}
        strokeWidth={2}
      />
      <rect
        x={28}
        y={32}
        width={44}
        height={9}
        rx={4.5}
        fill={k.P}
        stroke={k.line}
        strokeWidth={2}
      />
      <path
        d="M16 56 C18 78 33 89 50 89 C67 89 82 78 84 56"
        stroke={k.P}
        strokeWidth={9}
        fill="none"
        strokeLinecap="round"
      />
      <polygon points="8,62 16,46 24,62" fill={k.S} stroke={k.line} strokeWidth={1.5} />
      <polygon points="76,62 84,46 92,62" fill={k.S} stroke={k.line} strokeWidth={1.5} />
      <rect x={47} y={44} width={3} height={34} fill="#fff" opacity={0.35} />
    </>
  ),
  shell: (k) => (
    <>
      <path
        d="M50 86 L12 44 C12 23 31 10 50 10 C69 10 88 23 88 44Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      {[-36, -22, -8, 8, 22, 36].map((x) => (
        <path
          key={x}
          d={`M50 84 L${50 + x} ${x === -36 || x === 36 ? 30 : 14}`}
          stroke={k.S}
          strokeWidth={3}
          opacity={0.8}
        />
      ))}
      <path d="M38 92 H62 L57 82 H43Z" fill={k.S} stroke={k.line} strokeWidth={2} />
      {gloss(34, 26, 9, 4)}
    </>
  ),
  pearl: (k) => (
    <>
      <path
        d="M8 60 C8 82 30 92 50 92 C70 92 92 82 92 60Z"
        fill={k.S}
        stroke={k.line}
        strokeWidth={3}
      />
      <path
        d="M18 62 C22 76 34 84 50 84 C66 84 78 76 82 62"
        stroke="#fff"
        strokeWidth={2}
        fill="none"
        opacity={0.35}
      />
      <circle cx={50} cy={44} r={28} fill={k.shine} stroke={k.line} strokeWidth={2} />
      <circle cx={40} cy={34} r={8} fill="#fff" opacity={0.85} />
    </>
  ),
  snowflake: (k) => (
    <>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <g key={i} transform={`rotate(${i * 60} 50 50)`}>
          <path
            d="M50 50 V8 M40 18 L50 28 L60 18 M42 32 L50 38 L58 32"
            stroke={k.s}
            strokeWidth={9}
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
            opacity={0.45}
          />
          <path
            d="M50 50 V8 M40 18 L50 28 L60 18 M42 32 L50 38 L58 32"
            stroke={k.P}
            strokeWidth={5}
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
        </g>
      ))}
      <polygon points="50,40 59,45 59,55 50,60 41,55 41,45" fill={k.S} />
    </>
  ),
  mountain: (k) => (
    <>
      <path
        d="M4 88 L38 20 L58 52 L70 36 L96 88Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path d="M38 20 L50 88 H96 L70 36 L58 52Z" fill="#000" opacity={0.2} />
      <path d="M38 20 L27 42 L34 39 L40 46 L47 37 L52 42Z" fill={k.S} />
      <path d="M70 36 L62 50 L68 47 L72 52 L78 47Z" fill={k.S} />
    </>
  ),
  axe: (k) => (
    <>
      <path d="M26 92 L64 16" stroke={k.S} strokeWidth={9} strokeLinecap="round" />
      <path
        d="M26 92 L64 16"
        stroke={k.line}
        strokeWidth={2}
        strokeLinecap="round"
        opacity={0.35}
      />
      <path
        d="M56 10 C76 8 92 22 94 44 C82 38 70 40 60 50 L48 34 C55 28 57 18 56 10Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path
        d="M48 34 C40 34 30 28 26 18 C36 18 44 20 52 26Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      <path
        d="M66 16 C78 18 86 28 88 38"
        stroke="#fff"
        strokeWidth={3}
        fill="none"
        opacity={0.5}
        strokeLinecap="round"
      />
    </>
  ),
  flower: (k) => (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <ellipse
          key={i}
          cx={50}
          cy={28}
          rx={15}
          ry={23}
          fill={k.P}
          stroke={k.line}
          strokeWidth={2.5}
          transform={`rotate(${i * 72} 50 52)`}
        />
      ))}
      <circle cx={50} cy={52} r={13} fill={k.S} stroke={k.line} strokeWidth={2} />
      {[0, 1, 2, 3, 4].map((i) => (
        <circle
          key={i}
          cx={50}
          cy={44}
          r={2}
          fill={darken(k.p, 0.3)}
          transform={`rotate(${i * 72} 50 52)`}
        />
      ))}
    </>
  ),
  fan: (k) => (
    <>
      <path
        d="M50 86 L6 46 A62 62 0 0 1 94 46Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      {[-40, -28, -16, -4, 8, 20, 32, 44].map((angle) => (
        <line
          key={angle}
          x1={50}
          y1={86}
          x2={50}
          y2={26}
          stroke={k.S}
          strokeWidth={2}
          transform={`rotate(${angle + -2} 50 86)`}
        />
      ))}
      <path d="M6 46 A62 62 0 0 1 94 46" stroke={k.S} strokeWidth={6} fill="none" />
      <circle cx={50} cy={86} r={7} fill={k.S} stroke={k.line} strokeWidth={2} />
    </>
  ),
  lantern: (k) => (
    <>
      <circle cx={50} cy={50} r={44} fill={k.p} opacity={0.22} />
      <rect x={47} y={4} width={6} height={10} fill={k.S} />
      <rect x={34} y={12} width={32} height={9} rx={3} fill={k.S} stroke={k.line} strokeWidth={2} />
      <ellipse cx={50} cy={50} rx={32} ry={31} fill={k.P} stroke={k.line} strokeWidth={3} />
      <ellipse
        cx={50}
        cy={50}
        rx={18}
        ry={31}
        fill="none"
        stroke={k.S}
        strokeWidth={2.5}
        opacity={0.7}
      />
      <path d="M50 19 V81 M20 40 H80 M20 60 H80" stroke={k.S} strokeWidth={2} opacity={0.55} />
      <rect x={34} y={79} width={32} height={9} rx={3} fill={k.S} stroke={k.line} strokeWidth={2} />
      <path d="M50 88 V97" stroke={k.S} strokeWidth={4} strokeLinecap="round" />
      {gloss(36, 36, 7, 10, 20)}
    </>
  ),
  planet: (k) => (
    <g transform="rotate(-18 50 50)">
      <ellipse cx={50} cy={50} rx={46} ry={13} fill="none" stroke={k.S} strokeWidth={6} />
      <circle cx={50} cy={50} r={27} fill={k.P} stroke={k.line} strokeWidth={3} />
      <path
        d="M26 42 C40 46 60 46 74 42 M25 55 C40 60 60 60 75 55"
        stroke={k.s}
        strokeWidth={3}
        fill="none"
        opacity={0.45}
      />
      <path d="M4 50 A46 13 0 0 0 96 50" stroke={k.S} strokeWidth={6} fill="none" />
      {gloss(40, 36, 8, 5, 0)}
    </g>
  ),
  rocket: (k) => (
    <>
      <path d="M38 70 C40 82 46 88 50 98 C54 88 60 82 62 70Z" fill={k.S} />
      <path d="M43 70 C44 78 47 82 50 90 C53 82 56 78 57 70Z" fill="#ffe082" />
      <path
        d="M33 50 L16 76 L34 71Z M67 50 L84 76 L66 71Z"
        fill={k.S}
        stroke={k.line}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <path
        d="M50 6 C65 19 71 40 68 72 H32 C29 40 35 19 50 6Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <circle cx={50} cy={38} r={10} fill={k.S} stroke="#fff" strokeWidth={3} />
      <path
        d="M40 20 C38 30 37 44 38 60"
        stroke="#fff"
        strokeWidth={3}
        fill="none"
        opacity={0.5}
        strokeLinecap="round"
      />
    </>
  ),
  comet: (k) => (
    <>
      <path d="M96 4 L30 50 C24 58 32 74 44 70Z" fill={k.S} opacity={0.55} />
      <path d="M86 22 L34 56 C30 62 36 70 44 66Z" fill={k.S} opacity={0.8} />
      <circle cx={36} cy={64} r={21} fill={k.P} stroke={k.S} strokeWidth={4} />
      <polygon points={starPoints(36, 64, 12, 5)} fill="#fff" opacity={0.7} />
    </>
  ),
  pickaxe: (k) => (
    <>
      <path d="M20 92 L62 30" stroke={k.S} strokeWidth={9} strokeLinecap="round" />
      <path d="M20 92 L62 30" stroke="#000" strokeWidth={2} strokeLinecap="round" opacity={0.25} />
      <path
        d="M10 40 C26 16 62 8 92 22 L88 30 C62 22 36 28 18 46Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <rect
        x={54}
        y={16}
        width={14}
        height={18}
        rx={3}
        fill={darken(k.p, 0.25)}
        stroke={k.line}
        strokeWidth={2}
        transform="rotate(30 61 25)"
      />
      <path
        d="M22 34 C36 22 56 17 76 19"
        stroke="#fff"
        strokeWidth={2.5}
        fill="none"
        opacity={0.5}
        strokeLinecap="round"
      />
    </>
  ),
  nugget: (k) => (
    <>
      <path
        d="M18 62 C12 45 25 30 40 32 C46 19 65 17 73 30 C88 32 93 49 85 61 C87 76 70 86 56 79 C43 90 22 81 18 62Z"
        fill={k.P}
        stroke={k.S}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path
        d="M40 32 L50 48 L73 30 M50 48 L56 79 M50 48 L18 62 M50 48 L85 61"
        stroke={k.S}
        strokeWidth={2}
        opacity={0.55}
        fill="none"
      />
      <polygon points="40,34 50,47 68,32 56,26" fill="#fff" opacity={0.45} />
    </>
  ),
  cart: (k) => (
    <>
      <circle cx={36} cy={28} r={10} fill={k.S} stroke={k.line} strokeWidth={2} />
      <circle cx={52} cy={23} r={12} fill={k.S} stroke={k.line} strokeWidth={2} />
      <circle cx={67} cy={29} r={9} fill={k.S} stroke={k.line} strokeWidth={2} />
      <path
        d="M12 36 H88 L79 74 H21Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <rect
        x={8}
        y={32}
        width={84}
        height={9}
        rx={3}
        fill={darken(k.p, 0.25)}
        stroke={k.line}
        strokeWidth={2}
      />
      <path d="M30 48 V66 M50 48 V66 M70 48 V66" stroke={k.line} strokeWidth={2} opacity={0.35} />
      <path d="M4 92 H96" stroke={k.line} strokeWidth={3} opacity={0.6} />
      <circle cx={32} cy={80} r={10} fill="#263238" stroke={k.S} strokeWidth={3} />
      <circle cx={68} cy={80} r={10} fill="#263238" stroke={k.S} strokeWidth={3} />
    </>
  ),
  dragon: (k) => (
    <>
      <path d="M86 52 C92 46 98 48 98 54 C96 52 93 54 94 57 C97 60 94 64 90 61Z" fill={k.S} />
      <path
        d="M28 32 L16 8 L42 27Z M44 27 L42 4 L58 27Z"
        fill={k.S}
        stroke={k.line}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <path
        d="M12 60 C12 40 28 26 50 26 C63 26 73 32 81 41 L93 45 L86 53 L92 60 L80 64 C72 75 58 82 44 82 C25 82 12 73 12 60Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path
        d="M12 62 L2 54 L14 50 L6 40 L18 42 L14 30 L26 36"
        fill={k.S}
        stroke={k.line}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <ellipse cx={56} cy={43} rx={8} ry={6} fill={k.S} stroke={k.line} strokeWidth={1.5} />
      <rect x={55} y={38} width={2.5} height={10} rx={1} fill="#111" />
      <path
        d="M46 62 C56 66 68 66 80 62 M40 72 C46 70 50 70 54 72"
        stroke={k.line}
        strokeWidth={2}
        fill="none"
        opacity={0.5}
      />
      <circle cx={84} cy={48} r={2} fill="#111" />
    </>
  ),
  tiger: (k) => (
    <>
      <path
        d="M14 30 L22 8 L40 22Z M86 30 L78 8 L60 22Z"
        fill={k.P}
        stroke={k.line}
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      <path d="M21 22 L24 14 L32 21Z M79 22 L76 14 L68 21Z" fill="#fce4ec" />
      <circle cx={50} cy={53} r={37} fill={k.P} stroke={k.line} strokeWidth={3} />
      <path
        d="M50 17 V31 M40 19 L44 31 M60 19 L56 31 M14 48 L28 52 M15 60 L28 59 M86 48 L72 52 M85 60 L72 59"
        stroke={k.S}
        strokeWidth={4.5}
        strokeLinecap="round"
      />
      <ellipse cx={50} cy={70} rx={21} ry={15} fill="#fafafa" />
      <ellipse cx={36} cy={47} rx={7} ry={6} fill="#fff7d6" />
      <ellipse cx={64} cy={47} rx={7} ry={6} fill="#fff7d6" />
      <circle cx={36} cy={47} r={3.5} fill="#1b1b1b" />
      <circle cx={64} cy={47} r={3.5} fill="#1b1b1b" />
      <path d="M43 62 H57 L50 70Z" fill="#c2185b" />
      <path
        d="M50 70 V76 M50 76 C46 80 42 80 40 77 M50 76 C54 80 58 80 60 77"
        stroke="#1b1b1b"
        strokeWidth={2}
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  letter: (k) => {
    const size = k.label.length > 1 ? 50 : 66;
    return (
      <>
        <text
          x={52}
          y={54}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={size}
          fontWeight={900}
          fill="#000"
          opacity={0.35}
          fontFamily="Georgia, 'DejaVu Serif', serif"
        >
          {k.label}
        </text>
        <text
          x={50}
          y={51}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={size}
          fontWeight={900}
          fill={k.P}
          stroke={k.S}
          strokeWidth={4}
          paintOrder="stroke"
          fontFamily="Georgia, 'DejaVu Serif', serif"
        >
          {k.label}
        </text>
      </>
    );
  },
};

function paintOf(symbolId: string, art: SymbolArt): Paint {
  return {
    P: `url(#${gradientId(symbolId, 'p')})`,
    S: `url(#${gradientId(symbolId, 's')})`,
    p: art.primary,
    s: art.secondary,
    line: luminance(art.primary) < 0.04 ? lighten(art.secondary, 0.2) : darken(art.primary, 0.6),
    label: art.label ?? '',
    shine: `url(#${gradientId(symbolId, 'shine')})`,
  };
}

/** The gradients of a title's symbols, rendered once in the page and shared by every cell. */
export function SymbolDefs({ symbols }: { symbols: readonly SlotSymbol[] }) {
  return (
    <svg width={0} height={0} aria-hidden="true" className="absolute">
      <defs>
        {symbols.map(({ id, art }) => (
          <g key={id}>
            <linearGradient id={gradientId(id, 'p')} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={lighten(art.primary, 0.45)} />
              <stop offset="45%" stopColor={art.primary} />
              <stop offset="100%" stopColor={darken(art.primary, 0.35)} />
            </linearGradient>
            <linearGradient id={gradientId(id, 's')} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={lighten(art.secondary, 0.35)} />
              <stop offset="55%" stopColor={art.secondary} />
              <stop offset="100%" stopColor={darken(art.secondary, 0.35)} />
            </linearGradient>
            <radialGradient id={gradientId(id, 'shine')} cx="35%" cy="30%" r="75%">
              <stop offset="0%" stopColor="#ffffff" />
              <stop offset="55%" stopColor={art.primary} />
              <stop offset="100%" stopColor={mix(art.primary, art.secondary, 0.6)} />
            </radialGradient>
          </g>
        ))}
      </defs>
    </svg>
  );
}

/** One symbol as an SVG picture; `label` names it for screen readers where it stands alone. */
export function SymbolArtView({
  symbol,
  label,
  className = 'h-full w-full',
}: {
  symbol: SlotSymbol;
  label?: string;
  className?: string;
}) {
  const draw = SHAPES[symbol.art.shape] ?? SHAPES.star;
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {draw(paintOf(symbol.id, symbol.art))}
    </svg>
  );
}
