import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  /** A CSS colour for the line. */
  color: string;
  /** One value per day; numbers only for drawing, never for money arithmetic. */
  values: number[];
  /** Dashed, so a line that often runs on another (NGR on GGR) stays visible. */
  isDashed?: boolean;
}

const AXIS = {
  stroke: '#94a3b8',
  grid: { stroke: 'rgba(148, 163, 184, 0.12)' },
  ticks: { stroke: 'rgba(148, 163, 184, 0.2)' },
};

/**
 * A daily line chart (uPlot: canvas, about 50 KB, no dependencies). Imported only by the sections
 * that chart, which the back office loads lazily, so it never weighs on the first load.
 */
export function LineChart({
  days,
  series,
  height = 260,
  label,
}: {
  days: string[];
  series: ChartSeries[];
  height?: number;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height,
      // Days are UTC days: the axis shows them as such, whatever the operator's time zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: { x: { time: true } },
      legend: { live: true },
      cursor: { drag: { x: false, y: false } },
      axes: [{ ...AXIS }, { ...AXIS, size: 64 }],
      series: [
        { label: 'Day' },
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          ...(s.isDashed ? { dash: [6, 4] } : {}),
          points: { show: days.length <= 31 },
        })),
      ],
    };
    const chart = new uPlot(options, [xs, ...series.map((s) => s.values)], element);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, height]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      className="orca-chart w-full text-slate-300"
    />
  );
}
