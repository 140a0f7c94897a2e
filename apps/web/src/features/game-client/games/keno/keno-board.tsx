import { KENO_PICKS_MAX, KENO_SQUARES } from '@orca/games/fast/keno';
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../../components/game-icon';
import { compactMultiplier, formatMultiplier } from '../../lib/format-game';
import { kenoView, payStepLook, squareLook, type KenoState } from './keno-state';

const SQUARES = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);
const SQUARE_LOOKS: Record<ReturnType<typeof squareLook>, string> = {
  hit: 'gc-pop bg-gradient-to-b from-emerald-300 to-emerald-500 text-emerald-950 shadow-[0_0_18px_rgba(52,211,153,0.7)]',
  drawn: 'gc-pop bg-[#2a1533] text-rose-400 ring-2 ring-rose-500/70',
  picked:
    'bg-gradient-to-b from-violet-300 to-violet-500 text-violet-950 shadow-[0_6px_16px_-6px_rgba(139,92,246,0.9)]',
  idle: 'bg-[#2c2a4a] text-slate-200 hover:bg-[#3a3760] shadow-[inset_0_-3px_0_rgba(0,0,0,0.35)]',
};
const PAY_STEP_LOOKS: Record<ReturnType<typeof payStepLook>, string> = {
  reached: 'bg-emerald-400 text-emerald-950',
  current: 'bg-white/20 text-white',
  idle: 'bg-black/40 text-slate-300',
};

/** The 40 squares, the paytable of the pick count, and the draw's result line. */
export function KenoBoard({
  state,
  language,
  money,
  onToggle,
}: {
  state: KenoState;
  language: string;
  money: (amount: string) => string;
  onToggle: (square: number) => void;
}) {
  const { t } = useTranslation();
  const { picks, isBusy, draw, isSettled } = state;
  const { shownDrawn, hitCount, paytable } = kenoView(state);
  return (
    <div className="flex flex-1 flex-col justify-center gap-4 p-3 sm:p-6">
      <div
        role="group"
        aria-label={t('gameClient.keno.board')}
        className="mx-auto grid w-full max-w-3xl grid-cols-8 gap-1.5 sm:gap-2.5"
      >
        {SQUARES.map((square) => {
          const isPicked = picks.includes(square);
          const look = squareLook(isPicked, shownDrawn.has(square));
          return (
            <button
              key={square}
              type="button"
              aria-pressed={isPicked}
              aria-label={t('gameClient.keno.square', { number: square })}
              disabled={isBusy}
              onClick={() => onToggle(square)}
              className={`aspect-square rounded-lg text-sm font-extrabold tabular-nums transition-colors sm:rounded-xl sm:text-lg ${SQUARE_LOOKS[look]} disabled:cursor-default`}
            >
              {look === 'hit' ? (
                <span className="flex flex-col items-center leading-none">
                  <GameIcon name="gem" className="mb-0.5 hidden h-4 w-4 sm:block" />
                  {square}
                </span>
              ) : (
                square
              )}
            </button>
          );
        })}
      </div>
      <div className="mx-auto w-full max-w-3xl">
        {paytable.length > 0 ? (
          <ol
            aria-label={t('gameClient.keno.paytable')}
            className="grid gap-1"
            style={{ gridTemplateColumns: `repeat(${paytable.length}, minmax(0, 1fr))` }}
          >
            {paytable.map((pay, hits) => {
              const stepLook = payStepLook(state, hits, hitCount);
              return (
                <li
                  key={hits}
                  aria-label={`${t('gameClient.keno.hits', { count: hits })}: ${formatMultiplier(pay / 100, language)}`}
                  className={`rounded-md px-0.5 py-1 text-center transition-colors ${PAY_STEP_LOOKS[stepLook]}`}
                >
                  <span
                    aria-hidden="true"
                    className="block truncate text-[10px] font-bold tabular-nums sm:text-xs"
                  >
                    {compactMultiplier(pay / 100, language)}
                  </span>
                  <span aria-hidden="true" className="block text-[10px] opacity-70">
                    <span className="sm:hidden">{hits}</span>
                    <span className="hidden sm:inline">
                      {t('gameClient.keno.hits', { count: hits })}
                    </span>
                  </span>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="rounded-lg bg-black/30 px-3 py-2 text-center text-sm text-slate-400">
            {t('gameClient.keno.pickHint', { max: KENO_PICKS_MAX })}
          </p>
        )}
        <p
          aria-live="polite"
          className={`mt-3 min-h-5 text-center text-sm font-bold ${draw && isSettled && draw.win !== '0.00' ? 'text-emerald-300' : 'text-slate-300'}`}
        >
          {draw && isSettled
            ? draw.win !== '0.00'
              ? t('gameClient.keno.won', {
                  count: draw.hits.length,
                  multiplier: formatMultiplier(Number(draw.multiplier), language),
                  amount: money(draw.win),
                })
              : t('gameClient.keno.lost', { count: draw.hits.length })
            : ''}
        </p>
      </div>
    </div>
  );
}
