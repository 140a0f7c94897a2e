import { inWords } from '../../lib/labels';
import { strings } from '../../strings';

/** The status choice at the top of a queue; changing it is the queue's to handle (e.g. drop the selection). */
export function StatusFilter<Status extends string>({
  statuses,
  labels,
  value,
  onChange,
}: {
  statuses: readonly Status[];
  labels: Partial<Record<string, string>>;
  value: string;
  onChange: (status: string) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-300">
      {strings.common.status}
      <select
        className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labels[status] ?? inWords(status)}
          </option>
        ))}
      </select>
    </label>
  );
}
