import { useEffect, useRef, useState } from 'react';
import { chartGeometry } from './crash-chart-geometry';

/** The chart's size in CSS pixels, so the curve and its labels are drawn 1:1 without stretching. */
function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry)
        setSize({
          width: Math.round(entry.contentRect.width),
          height: Math.round(entry.contentRect.height),
        });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

/** The flight: the multiplier's curve from the start to now, on axes that grow with it. */
export function CrashChart({
  elapsedMs,
  multiplier,
  isBusted,
}: {
  elapsedMs: number;
  multiplier: number;
  isBusted: boolean;
}) {
  const { ref, size } = useElementSize<HTMLDivElement>();
  const width = Math.max(1, size.width);
  const height = Math.max(1, size.height);
  const { pad, path, head, originX, baseY, gridLines, ticks } = chartGeometry(
    elapsedMs,
    multiplier,
    width,
    height,
  );
  const colour = isBusted ? '#fb7185' : '#facc15';
  return (
    <div ref={ref} className="absolute inset-0" aria-hidden="true">
      {size.width > 0 && (
        <svg viewBox={`0 0 ${width} ${height}`} className="absolute inset-0 h-full w-full">
          <defs>
            <linearGradient id="gc-crash-area" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={colour} stopOpacity={0.35} />
              <stop offset="100%" stopColor={colour} stopOpacity={0} />
            </linearGradient>
          </defs>
          {gridLines.map((line) => (
            <g key={line.multiplier}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={line.y}
                y2={line.y}
                stroke="rgba(255,255,255,0.07)"
                strokeWidth={1}
              />
              <text
                x={pad.left - 8}
                y={line.y + 4}
                textAnchor="end"
                fontSize={11}
                fill="rgba(148,163,184,0.85)"
              >
                {Number(line.multiplier.toFixed(2))}×
              </text>
            </g>
          ))}
          {ticks.map((tick) => (
            <text
              key={tick.ms}
              x={tick.x}
              y={height - 10}
              textAnchor="middle"
              fontSize={11}
              fill="rgba(148,163,184,0.75)"
            >
              {tick.ms / 1000}s
            </text>
          ))}
          {elapsedMs > 0 && (
            <>
              <polygon
                points={`${originX},${baseY} ${path} ${head[0]},${baseY}`}
                fill="url(#gc-crash-area)"
              />
              <polyline
                points={path}
                fill="none"
                stroke={colour}
                strokeWidth={4}
                strokeLinecap="round"
                strokeLinejoin="round"
                style={{ filter: `drop-shadow(0 0 8px ${colour})` }}
              />
              <circle cx={head[0]} cy={head[1]} r={8} fill={colour} stroke="#fff" strokeWidth={3} />
            </>
          )}
        </svg>
      )}
    </div>
  );
}
