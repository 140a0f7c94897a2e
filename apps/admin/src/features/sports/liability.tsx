import type { Liability } from '@orca/contracts';
import { formatMoney } from '../../lib/format';

/** A liability in EUR, with its currencies in the tooltip when there is more than EUR in it. */
export function LiabilityFigure({ liability }: { liability: Liability }) {
  const others = liability.byCurrency.filter((entry) => entry.currency !== 'EUR');
  const title = liability.byCurrency
    .map((entry) => formatMoney(entry.amount, entry.currency))
    .join(' + ');
  return (
    <span
      className={`tabular-nums ${liability.eur === '0.00' ? 'text-slate-500' : 'text-amber-300'}`}
      title={title || undefined}
    >
      {formatMoney(liability.eur, 'EUR').replace(' EUR', '')}
      {others.length > 0 ? <span className="text-slate-400"> *</span> : null}
    </span>
  );
}
