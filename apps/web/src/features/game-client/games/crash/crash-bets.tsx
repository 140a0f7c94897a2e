import type { CrashBetView, CrashState } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { formatMultiplier } from '../../lib/format-game';

const BETS_SHOWN = 30;

/** Everyone's bets on the flight on show, cashed-out ones in green, lost ones red after a bust. */
export function CrashBets({ state, language }: { state: CrashState | null; language: string }) {
  const { t } = useTranslation();
  const bets = state?.bets ?? [];
  return (
    <section
      aria-labelledby="gc-crash-bets"
      className="rounded-xl border border-white/10 bg-black/30"
    >
      <div className="flex items-center justify-between border-b border-white/10 px-3 py-2">
        <h2 id="gc-crash-bets" className="text-sm font-bold text-white">
          {t('gameClient.crash.bets', { count: bets.length })}
        </h2>
        <span className="text-xs text-slate-400">
          {state ? t('gameClient.crash.round', { id: state.game.id }) : ''}
        </span>
      </div>
      <div className="max-h-48 overflow-y-auto">
        <table className="w-full text-left text-xs">
          <thead className="text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                {t('gameClient.crash.player')}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                {t('gameClient.controls.bet')}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                {t('gameClient.crash.cashoutAt')}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                {t('gameClient.crash.win')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.length === 0 && (
              <tr>
                <td colSpan={4} className="px-3 py-3 text-center text-slate-500">
                  {t('gameClient.crash.noBets')}
                </td>
              </tr>
            )}
            {bets.slice(0, BETS_SHOWN).map((row, index) => (
              <BetRow
                key={`${row.player}-${row.bet}-${index}`}
                row={row}
                isBusted={state?.game.phase === 'busted'}
                language={language}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function BetRow({
  row,
  isBusted,
  language,
}: {
  row: CrashBetView;
  isBusted: boolean;
  language: string;
}) {
  const { t } = useTranslation();
  const isWon = row.cashout !== null;
  const money = (amount: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: row.currency }).format(
      Number(amount),
    );
  return (
    <tr
      className={`border-t border-white/5 ${isWon ? 'text-emerald-300' : isBusted ? 'text-rose-300/80' : 'text-slate-200'}`}
    >
      <td className="px-3 py-1.5">
        {row.player}
        {row.isFun && (
          <span className="ml-1.5 rounded bg-white/10 px-1 text-[10px] text-slate-400 uppercase">
            {t('gameClient.crash.fun')}
          </span>
        )}
      </td>
      <td className="px-3 py-1.5 text-right tabular-nums">{money(row.bet)}</td>
      <td className="px-3 py-1.5 text-right tabular-nums">
        {row.cashout ? (
          formatMultiplier(Number(row.cashout), language)
        ) : row.autoCashout ? (
          <span className="text-slate-500">
            {formatMultiplier(Number(row.autoCashout), language)}
          </span>
        ) : (
          '—'
        )}
      </td>
      <td className="px-3 py-1.5 text-right tabular-nums">{row.win ? money(row.win) : '—'}</td>
    </tr>
  );
}
