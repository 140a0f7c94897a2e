import { useTranslation } from 'react-i18next';
import { formatMultiplierHundredths } from '../../lib/numbers';

export interface SlotSpinView {
  isFreeSpin: boolean;
  grid: string[][];
  wins: {
    kind: 'line' | 'ways' | 'scatter';
    symbolId: string;
    count: number;
    lineIndex?: number;
    ways?: number;
    payX100: number;
  }[];
  multiplier: number;
  winX100: number;
  freeSpinsAwarded: number;
}

/** "free-spin" → "Free spin": slot symbols are named by their ids, which read as words. */
const symbolName = (id: string) => {
  const text = id.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function Spin({ spin, title }: { spin: SlotSpinView; title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Ways and scatter wins count a symbol wherever it stands in the reels they cover; line wins are named by their line.
  const highlighted = new Set<string>();
  for (const win of spin.wins) {
    if (win.kind === 'line') continue;
    spin.grid.forEach((reel, reelIndex) => {
      if (win.kind === 'ways' && reelIndex >= win.count) return;
      reel.forEach((symbol, row) => {
        if (symbol === win.symbolId) highlighted.add(`${reelIndex}-${row}`);
      });
    });
  }
  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-white">{title}</span>
        <span className={spin.winX100 > 0 ? 'font-semibold text-emerald-300' : 'text-slate-400'}>
          {spin.winX100 > 0
            ? t('play.outcome.slot.spinWin', {
                multiplier: formatMultiplierHundredths(spin.winX100, language),
              })
            : t('play.outcome.slot.noWin')}
        </span>
      </figcaption>
      <div className="overflow-x-auto">
        <table className="border-separate border-spacing-1 text-[11px]" aria-label={title}>
          <tbody>
            {Array.from({ length: Math.max(...spin.grid.map((reel) => reel.length)) }, (_, row) => (
              <tr key={row}>
                {spin.grid.map((reel, reelIndex) => {
                  const symbol = reel[row];
                  const isWinning = highlighted.has(`${reelIndex}-${row}`);
                  return (
                    <td
                      key={reelIndex}
                      className={`h-8 min-w-14 rounded-md px-1.5 text-center ${symbol === undefined ? '' : isWinning ? 'bg-emerald-500/30 font-semibold text-emerald-100 ring-1 ring-emerald-400' : 'bg-ink-800 text-slate-200'}`}
                    >
                      {symbol === undefined ? '' : symbolName(symbol)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {spin.wins.length > 0 && (
        <ul className="space-y-0.5 text-xs text-slate-300">
          {spin.wins.map((win, index) => {
            const what = {
              count: win.count,
              symbol: symbolName(win.symbolId),
              pays: formatMultiplierHundredths(win.payX100, language),
            };
            return (
              <li key={index}>
                {win.kind === 'line'
                  ? t('play.outcome.slot.lineWin', { ...what, line: (win.lineIndex ?? 0) + 1 })
                  : win.kind === 'ways'
                    ? t('play.outcome.slot.waysWin', { ...what, ways: win.ways ?? 1 })
                    : t('play.outcome.slot.scatterWin', what)}
              </li>
            );
          })}
        </ul>
      )}
      {spin.freeSpinsAwarded > 0 && (
        <p className="text-xs font-semibold text-amber-300">
          {t('play.outcome.slot.freeSpinsAwarded', { count: spin.freeSpinsAwarded })}
        </p>
      )}
    </figure>
  );
}

/** A slot round: the paid spin's reels and wins, then its free spins (folded away when there are many). */
export function SlotReels({ spins }: { spins: SlotSpinView[] }) {
  const { t } = useTranslation();
  const [first, ...free] = spins;
  if (!first) return null;
  return (
    <div className="space-y-4">
      <Spin
        spin={first}
        title={
          first.isFreeSpin
            ? t('play.outcome.slot.freeSpin', { number: 1 })
            : t('play.outcome.slot.paidSpin')
        }
      />
      {free.length > 0 && (
        <details className="rounded-xl border border-ink-700 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-white">
            {t('play.outcome.slot.freeSpins', { count: free.length })}
          </summary>
          <div className="mt-3 space-y-4">
            {free.map((spin, index) => (
              <Spin
                key={index}
                spin={spin}
                title={t('play.outcome.slot.freeSpin', {
                  number: first.isFreeSpin ? index + 2 : index + 1,
                })}
              />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
