import { outcomeOf } from '@orca/contracts';
import {
  KENO_PAYTABLES,
  KENO_PICKS_MAX,
  KENO_RTP,
  KENO_SQUARES,
  type KenoRisk,
} from '@orca/games/fast/keno';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField, PlayButton, Segmented, useBet } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { FastGameLayout, GameFrame, type GameTheme } from '../../components/game-frame';
import { GameIcon } from '../../components/game-icon';
import { compactMultiplier, formatMultiplier, formatPercent, pause } from '../../lib/format-game';

const THEME: GameTheme = {
  accent: '#a78bfa',
  glow: 'rgba(139,92,246,0.55)',
  background: 'radial-gradient(ellipse at 50% 0%, #2a1f5c 0%, #141033 50%, #08071a 100%)',
};
const SQUARES = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);
const DRAW_STEP_MS = 110;

/** Squares for auto-pick, from the browser's CSPRNG (the draw itself is the server's). */
function randomSquares(count: number): number[] {
  const pool = [...SQUARES];
  const picked: number[] = [];
  const random = new Uint32Array(count);
  crypto.getRandomValues(random);
  for (let i = 0; i < count; i += 1) {
    const index = (random[i] ?? 0) % pool.length;
    picked.push(...pool.splice(index, 1));
  }
  return picked;
}

interface Draw {
  id: string;
  drawn: number[];
  hits: number[];
  multiplier: string;
  win: string;
}

export default function KenoGame() {
  const { t } = useTranslation();
  const { play, reveal, language, money } = useGameClient();
  const { bet, setBet, validBet } = useBet();
  const [risk, setRisk] = useState<KenoRisk>('classic');
  const [picks, setPicks] = useState<number[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [draw, setDraw] = useState<Draw | null>(null);
  const [shownCount, setShownCount] = useState(0);
  const [isSettled, setIsSettled] = useState(false);

  const shownDrawn = new Set(draw ? draw.drawn.slice(0, shownCount) : []);
  const paytable = picks.length > 0 ? (KENO_PAYTABLES[risk][picks.length - 1] ?? []) : [];
  const hitCount = draw ? draw.hits.filter((n) => shownDrawn.has(n)).length : 0;

  function clearDraw() {
    setDraw(null);
    setShownCount(0);
    setIsSettled(false);
  }

  function toggle(square: number) {
    if (isBusy) return;
    clearDraw();
    setPicks((list) =>
      list.includes(square)
        ? list.filter((n) => n !== square)
        : list.length >= KENO_PICKS_MAX
          ? list
          : [...list, square],
    );
  }

  async function handleBet() {
    if (validBet === null || isBusy || picks.length === 0) return;
    setIsBusy(true);
    clearDraw();
    const played = await play(
      '/play/keno',
      { bet: validBet, picks, risk },
      { isRevealDeferred: true },
    );
    if (played) {
      const outcome = outcomeOf(played.round, 'keno');
      setDraw({
        id: played.round.roundId,
        drawn: outcome.drawn,
        hits: outcome.hits,
        multiplier: played.round.multiplier,
        win: played.round.win,
      });
      for (let shown = 1; shown <= outcome.drawn.length; shown += 1) {
        setShownCount(shown);
        await pause(DRAW_STEP_MS);
      }
      setIsSettled(true);
      reveal(played);
    }
    setIsBusy(false);
  }

  const controls = (
    <>
      <BetField value={bet} onChange={setBet} isDisabled={isBusy} />
      <Segmented
        label={t('gameClient.controls.risk')}
        value={risk}
        onChange={(value) => {
          clearDraw();
          setRisk(value);
        }}
        isDisabled={isBusy}
        options={[
          { value: 'classic', label: t('gameClient.controls.riskClassic') },
          { value: 'low', label: t('gameClient.controls.riskLow') },
          { value: 'medium', label: t('gameClient.controls.riskMedium') },
          { value: 'high', label: t('gameClient.controls.riskHigh') },
        ]}
      />
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          disabled={isBusy}
          onClick={() => {
            clearDraw();
            setPicks(randomSquares(KENO_PICKS_MAX));
          }}
          className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20 disabled:opacity-50"
        >
          <GameIcon name="shuffle" className="h-4 w-4" />
          {t('gameClient.keno.autoPick')}
        </button>
        <button
          type="button"
          disabled={isBusy || picks.length === 0}
          onClick={() => {
            clearDraw();
            setPicks([]);
          }}
          className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20 disabled:opacity-50"
        >
          <GameIcon name="trash" className="h-4 w-4" />
          {t('gameClient.keno.clear')}
        </button>
      </div>
      <p className="text-xs text-slate-400" aria-live="polite">
        {t('gameClient.keno.picked', { count: picks.length, max: KENO_PICKS_MAX })}
      </p>
      <PlayButton
        onClick={() => void handleBet()}
        disabled={isBusy || validBet === null || picks.length === 0}
        className="mt-auto"
      >
        {picks.length === 0 ? t('gameClient.keno.pickFirst') : t('gameClient.keno.bet')}
      </PlayButton>
    </>
  );

  const stage = (
    <div className="flex flex-1 flex-col justify-center gap-4 p-3 sm:p-6">
      <div
        role="group"
        aria-label={t('gameClient.keno.board')}
        className="mx-auto grid w-full max-w-3xl grid-cols-8 gap-1.5 sm:gap-2.5"
      >
        {SQUARES.map((square) => {
          const isPicked = picks.includes(square);
          const isDrawn = shownDrawn.has(square);
          const isHit = isPicked && isDrawn;
          const look = isHit
            ? 'gc-pop bg-gradient-to-b from-emerald-300 to-emerald-500 text-emerald-950 shadow-[0_0_18px_rgba(52,211,153,0.7)]'
            : isDrawn
              ? 'gc-pop bg-[#2a1533] text-rose-400 ring-2 ring-rose-500/70'
              : isPicked
                ? 'bg-gradient-to-b from-violet-300 to-violet-500 text-violet-950 shadow-[0_6px_16px_-6px_rgba(139,92,246,0.9)]'
                : 'bg-[#2c2a4a] text-slate-200 hover:bg-[#3a3760] shadow-[inset_0_-3px_0_rgba(0,0,0,0.35)]';
          return (
            <button
              key={square}
              type="button"
              aria-pressed={isPicked}
              aria-label={t('gameClient.keno.square', { number: square })}
              disabled={isBusy}
              onClick={() => toggle(square)}
              className={`aspect-square rounded-lg text-sm font-extrabold tabular-nums transition-colors sm:rounded-xl sm:text-lg ${look} disabled:cursor-default`}
            >
              {isHit ? (
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
              const isReached = isSettled && draw !== null && hits === draw.hits.length;
              return (
                <li
                  key={hits}
                  aria-label={`${t('gameClient.keno.hits', { count: hits })}: ${formatMultiplier(pay / 100, language)}`}
                  className={`rounded-md px-0.5 py-1 text-center transition-colors ${isReached ? 'bg-emerald-400 text-emerald-950' : hits === hitCount && draw ? 'bg-white/20 text-white' : 'bg-black/40 text-slate-300'}`}
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

  return (
    <GameFrame
      title={t('gameClient.keno.title')}
      theme={THEME}
      howToPlay={[
        t('gameClient.keno.how1', { max: KENO_PICKS_MAX }),
        t('gameClient.keno.how2'),
        t('gameClient.keno.how3'),
      ]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('gameClient.keno.rule1')}</li>
          <li>{t('gameClient.keno.rule2')}</li>
          <li>{t('gameClient.frame.rtp', { rtp: formatPercent(KENO_RTP * 100, language, 0) })}</li>
        </ul>
      }
    >
      <FastGameLayout label={t('gameClient.controls.label')} controls={controls} stage={stage} />
    </GameFrame>
  );
}
