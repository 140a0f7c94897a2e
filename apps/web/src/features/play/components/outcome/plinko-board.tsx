import { useTranslation } from 'react-i18next';

const WIDTH = 320;

/** The plinko board: the ball's path through the pegs (0 = left, 1 = right) and the slot it lands in. */
export function PlinkoBoard({ path, slot }: { path: number[]; slot: number }) {
  const { t } = useTranslation();
  const rows = path.length;
  const gap = WIDTH / (rows + 3);
  const rowHeight = gap * 0.9;
  const height = rowHeight * (rows + 1) + 24;
  const pegX = (row: number, index: number) => WIDTH / 2 + (index - (row + 2) / 2) * gap;
  // The ball starts above the middle and moves half a gap to the side at every row.
  const points: [number, number][] = [[WIDTH / 2, 4]];
  let x = WIDTH / 2;
  path.forEach((direction, row) => {
    x += (direction === 1 ? 0.5 : -0.5) * gap;
    points.push([x, (row + 1) * rowHeight + rowHeight / 2]);
  });
  const slotY = (rows + 1) * rowHeight + 4;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="w-full max-w-md"
      role="img"
      aria-label={t('play.outcome.plinko.board', { slot: slot + 1, count: rows + 1 })}
    >
      {Array.from({ length: rows }, (_, row) =>
        Array.from({ length: row + 3 }, (_, index) => (
          <circle
            key={`${row}-${index}`}
            cx={pegX(row, index)}
            cy={(row + 1) * rowHeight}
            r={2.4}
            fill="#94a3b8"
          />
        )),
      )}
      {Array.from({ length: rows + 1 }, (_, index) => {
        const left = WIDTH / 2 + (index - rows / 2) * gap - gap / 2 + 1.5;
        return (
          <rect
            key={index}
            x={left}
            y={slotY}
            width={gap - 3}
            height={16}
            rx={3}
            fill={index === slot ? '#2dd4bf' : '#1a3a50'}
          />
        );
      })}
      <polyline
        points={points.map(([px, py]) => `${px},${py}`).join(' ')}
        fill="none"
        stroke="#fbbf24"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeDasharray="4 3"
      />
      <circle cx={points.at(-1)?.[0]} cy={slotY + 8} r={5} fill="#fbbf24" />
    </svg>
  );
}
