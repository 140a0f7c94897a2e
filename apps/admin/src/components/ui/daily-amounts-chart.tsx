import { addDays, utcDay } from '@orca/contracts';
import { useMemo } from 'react';
import { LineChart, type ChartSeries } from './line-chart';
import { Panel } from './page';

export interface DailyLine<Key extends string> {
  key: Key;
  label: string;
  color: string;
  isDashed?: boolean;
}

/**
 * One currency's daily amounts from per-day rows (decimal strings), every day of the range drawn
 * and days without a row at zero. The numbers are for drawing only: tables show the exact strings.
 */
export function DailyAmountsChart<Key extends string>({
  title,
  rows,
  from,
  to,
  currency,
  lines,
}: {
  title: string;
  rows: readonly ({ day: string; currency: string } & Record<Key, string>)[];
  from: string;
  to: string;
  currency: string;
  lines: readonly DailyLine<Key>[];
}) {
  const { days, series } = useMemo(() => {
    const dayList: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) dayList.push(day);
    const byDay = new Map(
      rows.filter((row) => row.currency === currency).map((row) => [row.day, row]),
    );
    const drawn: ChartSeries[] = lines.map((line) => ({
      label: line.label,
      color: line.color,
      values: dayList.map((day) => Number(byDay.get(day)?.[line.key] ?? '0')),
      ...(line.isDashed ? { isDashed: true } : {}),
    }));
    return { days: dayList, series: drawn };
  }, [rows, from, to, currency, lines]);
  return (
    <Panel title={title}>
      <LineChart label={title} days={days} series={series} height={200} />
    </Panel>
  );
}

/** The last 30 UTC days, today included: where a figures screen opens. */
export function lastThirtyDays(): { from: string; to: string } {
  const today = utcDay(new Date());
  return { from: addDays(today, -29), to: today };
}
