import {
  MINES_MAX,
  MINES_MIN,
  MINES_RTP,
  MINES_TILES,
  minesMultiplier,
} from '@orca/games/fast/mines';
import { isOutcomeOf, outcomeOf, type Round, type RoundOutcomeOf } from '@orca/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenRound } from '../../api/play';
import { BetField, PlayButton, Stat, useBet } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { FastGameLayout, GameFrame, type GameTheme } from '../../components/game-frame';
import { formatMultiplier, formatPercent } from '../../lib/format-game';
import { fromMinor, scaleMinor, toMinor } from '../../lib/money';

const THEME: GameTheme = {
  accent: '#34d399',
  glow: 'rgba(16,185,129,0.5)',
  background: 'radial-gradient(ellipse at 50% 0%, #0f3b3a 0%, #0a1f24 50%, #050d10 100%)',
};
const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);
/** The round as this screen keeps it. */
type MinesRound = Pick<Round, 'roundId' | 'bet' | 'status' | 'win'> & {
  outcome: RoundOutcomeOf<'mines'>;
};

const roundOf = (round: Round): MinesRound => ({
  roundId: round.roundId,
  bet: round.bet,
  status: round.status,
  win: round.win,
  outcome: outcomeOf(round, 'mines'),
});

/** The multiplier after `reveals` gems, cut to hundredths as the cash-out pays it (never rounded up). */
const ratioValue = (mines: number, reveals: number) => {
  const ratio = minesMultiplier(mines, reveals);
  return Math.floor((ratio.numerator * 100) / ratio.denominator) / 100;
};

export default function MinesGame() {
  const { t } = useTranslation();
  const { play, session, language, money, showError } = useGameClient();
  const { bet, setBet, validBet } = useBet();
  const [mines, setMines] = useState(3);
  // Undefined until this view plays: until then the round shown is the one the player left open.
  const [played, setRound] = useState<MinesRound | null | undefined>(undefined);
  const [busyTile, setBusyTile] = useState<number | 'start' | 'cashout' | null>(null);
  const minesId = useId();

  // A round left open (before a reload, or in another tab) is shown again to be played on; until
  // the server has answered no new round starts, so the stake of the open one is never forgotten.
  const openRound = useOpenRound(session.sessionToken);
  const isResuming = openRound.isPending;
  const left = openRound.data?.round;
  const round =
    played !== undefined
      ? played
      : left && isOutcomeOf(left.outcome, 'mines')
        ? roundOf(left)
        : null;
  const { isError: isResumeFailed, error: resumeError } = openRound;
  useEffect(() => {
    if (isResumeFailed) showError(resumeError);
  }, [isResumeFailed, resumeError, showError]);

  const isOpen = round?.status === 'open';
  const roundMines = round?.outcome.mines ?? mines;
  const revealed = round?.outcome.revealed ?? [];
  const safeLeft = MINES_TILES - roundMines - revealed.length;
  const currentX = isOpen ? ratioValue(roundMines, revealed.length) : null;
  const nextX =
    isOpen && safeLeft > 0 ? ratioValue(roundMines, revealed.length + 1) : ratioValue(mines, 1);
  const betMinor = isOpen ? toMinor(round.bet) : null;
  const cashoutMinor =
    isOpen && betMinor !== null
      ? (() => {
          const ratio = minesMultiplier(roundMines, revealed.length);
          return scaleMinor(betMinor, ratio.numerator, ratio.denominator);
        })()
      : null;
  const isBusy = busyTile !== null || isResuming;

  /** A resumed round may have ended meanwhile (in another tab); the table starts afresh then. */
  function forgetFinished(code: string) {
    if (code === 'round_finished' || code === 'round_not_found') setRound(null);
  }

  async function handleStart() {
    if (validBet === null || isBusy) return;
    setBusyTile('start');
    const played = await play('/play/mines/start', { bet: validBet, mines });
    if (played) setRound(roundOf(played.round));
    setBusyTile(null);
  }

  async function handleReveal(tile: number) {
    if (!round || !isOpen || isBusy || revealed.includes(tile)) return;
    setBusyTile(tile);
    const played = await play(
      '/play/mines/reveal',
      { roundId: round.roundId, tile },
      { onFailure: forgetFinished },
    );
    if (played) setRound(roundOf(played.round));
    setBusyTile(null);
  }

  async function handleCashout() {
    if (!round || !isOpen || isBusy) return;
    setBusyTile('cashout');
    const played = await play(
      '/play/mines/cashout',
      { roundId: round.roundId },
      { onFailure: forgetFinished },
    );
    if (played) setRound(roundOf(played.round));
    setBusyTile(null);
  }

  function handleRandom() {
    const hidden = TILES.filter((tile) => !revealed.includes(tile));
    if (hidden.length === 0) return;
    const random = new Uint32Array(1);
    crypto.getRandomValues(random);
    const tile = hidden[(random[0] ?? 0) % hidden.length];
    if (tile !== undefined) void handleReveal(tile);
  }

  const minePositions = new Set(round?.outcome.minePositions ?? []);
  const isLost = round !== null && round.status === 'closed' && round.outcome.hitTile !== null;
  const isWon = round !== null && round.status === 'closed' && round.outcome.hitTile === null;

  const controls = (
    <>
      <BetField value={bet} onChange={setBet} isDisabled={isOpen || isBusy} />
      <div>
        <label
          htmlFor={minesId}
          className="mb-1 block text-xs font-semibold tracking-wide text-slate-300 uppercase"
        >
          {t('gameClient.mines.mines')}
        </label>
        <select
          id={minesId}
          value={isOpen ? roundMines : mines}
          disabled={isOpen || isBusy}
          onChange={(event) => setMines(Number(event.target.value))}
          className="w-full rounded-lg border border-white/10 bg-black/50 px-3 py-2 text-sm font-semibold text-white focus:border-[var(--gc-accent)] focus:outline-none disabled:opacity-60"
        >
          {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN).map(
            (count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ),
          )}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Stat
          label={t('gameClient.mines.gemsLeft')}
          value={isOpen ? safeLeft : MINES_TILES - mines}
        />
        <Stat
          label={t('gameClient.mines.nextTile')}
          value={nextX === null ? '—' : formatMultiplier(nextX, language)}
        />
      </div>
      {isOpen ? (
        <div className="mt-auto flex flex-col gap-2">
          <button
            type="button"
            onClick={handleRandom}
            disabled={isBusy || safeLeft === 0}
            className="rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20 disabled:opacity-50"
          >
            {t('gameClient.mines.random')}
          </button>
          <PlayButton
            variant="cashout"
            onClick={() => void handleCashout()}
            disabled={isBusy || revealed.length === 0}
          >
            {cashoutMinor !== null && revealed.length > 0
              ? t('gameClient.mines.cashoutAmount', { amount: money(fromMinor(cashoutMinor)) })
              : t('gameClient.mines.cashout')}
          </PlayButton>
        </div>
      ) : (
        <PlayButton
          onClick={() => void handleStart()}
          disabled={isBusy || validBet === null}
          className="mt-auto"
        >
          {t('gameClient.mines.bet')}
        </PlayButton>
      )}
    </>
  );

  const stage = (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-3 sm:p-6">
      <div className="flex h-9 w-full max-w-xl items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-300">
          {isOpen && currentX !== null
            ? t('gameClient.mines.current', { multiplier: formatMultiplier(currentX, language) })
            : ''}
        </span>
        <span
          aria-live="polite"
          className={`font-bold ${isWon ? 'text-emerald-300' : isLost ? 'text-rose-300' : 'text-slate-300'}`}
        >
          {isWon
            ? t('gameClient.mines.won', { amount: money(round.win) })
            : isLost
              ? t('gameClient.mines.lost')
              : !round && !isResuming
                ? t('gameClient.mines.start')
                : ''}
        </span>
      </div>
      <div
        role="group"
        aria-label={t('gameClient.mines.board')}
        className={`grid aspect-square w-full max-w-[min(36rem,calc(100dvh-11rem))] grid-cols-5 grid-rows-5 gap-2 sm:gap-3 ${isLost ? 'gc-shake' : ''}`}
      >
        {TILES.map((tile) => {
          const isRevealed = revealed.includes(tile);
          const isMine = minePositions.has(tile);
          const isHit = round?.outcome.hitTile === tile;
          const isFinished = round !== null && !isOpen;
          const showsGem = isRevealed && !isHit;
          const showsMine = isHit || (isFinished && isMine);
          const look = isHit
            ? 'bg-gradient-to-b from-rose-500 to-rose-700 shadow-[0_0_24px_rgba(244,63,94,0.7)]'
            : showsGem
              ? 'bg-[#0c2a2c] shadow-[inset_0_0_0_2px_rgba(52,211,153,0.6)]'
              : isFinished && isMine
                ? 'bg-[#2b151c] shadow-[inset_0_0_0_1px_rgba(244,63,94,0.35)]'
                : isFinished
                  ? 'bg-[#0f2429]'
                  : 'bg-gradient-to-b from-[#2f4f5c] to-[#24404b] shadow-[inset_0_-5px_0_rgba(0,0,0,0.35)] hover:-translate-y-0.5 hover:from-[#3b6272] hover:to-[#2d5160]';
          const label = showsGem
            ? t('gameClient.mines.gem')
            : showsMine
              ? t('gameClient.mines.mine')
              : t('gameClient.mines.tile', { number: tile + 1 });
          return (
            <button
              key={tile}
              type="button"
              aria-label={label}
              disabled={!isOpen || isRevealed || isBusy}
              onClick={() => void handleReveal(tile)}
              className={`relative grid place-items-center rounded-xl transition-all sm:rounded-2xl ${look} disabled:cursor-default ${busyTile === tile ? 'animate-pulse' : ''}`}
            >
              {showsGem && <GemArt isFaded={false} />}
              {showsMine && <MineArt isFaded={!isHit} />}
              {isFinished && !isRevealed && !isMine && <GemArt isFaded />}
            </button>
          );
        })}
      </div>
    </div>
  );

  return (
    <GameFrame
      title={t('gameClient.mines.title')}
      theme={THEME}
      howToPlay={[
        t('gameClient.mines.how1'),
        t('gameClient.mines.how2'),
        t('gameClient.mines.how3'),
      ]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('gameClient.mines.rule1', { min: MINES_MIN, max: MINES_MAX })}</li>
          <li>{t('gameClient.mines.rule2')}</li>
          <li>{t('gameClient.frame.rtp', { rtp: formatPercent(MINES_RTP * 100, language, 0) })}</li>
        </ul>
      }
    >
      <FastGameLayout label={t('gameClient.controls.label')} controls={controls} stage={stage} />
    </GameFrame>
  );
}

function GemArt({ isFaded }: { isFaded: boolean }) {
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      className={`gc-pop h-3/5 w-3/5 ${isFaded ? 'opacity-25 grayscale-[50%]' : 'drop-shadow-[0_0_12px_rgba(52,211,153,0.8)]'}`}
    >
      <polygon points="28,18 72,18 92,42 50,88 8,42" fill="#34d399" />
      <polygon points="28,18 72,18 62,42 38,42" fill="#a7f3d0" />
      <polygon points="8,42 38,42 50,88" fill="#059669" />
      <polygon points="92,42 62,42 50,88" fill="#10b981" />
      <polygon points="38,42 62,42 50,88" fill="#6ee7b7" />
      <polygon points="28,18 38,42 8,42" fill="#6ee7b7" />
      <polygon points="72,18 92,42 62,42" fill="#059669" />
    </svg>
  );
}

function MineArt({ isFaded }: { isFaded: boolean }) {
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      className={`gc-pop h-3/5 w-3/5 ${isFaded ? 'opacity-80' : ''}`}
    >
      {!isFaded && <circle cx="50" cy="54" r="44" fill="#fde047" opacity="0.35" />}
      <g stroke="#1f2937" strokeWidth="7" strokeLinecap="round">
        <line x1="50" y1="14" x2="50" y2="94" />
        <line x1="10" y1="54" x2="90" y2="54" />
        <line x1="22" y1="26" x2="78" y2="82" />
        <line x1="78" y1="26" x2="22" y2="82" />
      </g>
      <circle cx="50" cy="54" r="28" fill="#111827" />
      <circle cx="40" cy="44" r="8" fill="#f8fafc" opacity="0.85" />
      <circle cx="50" cy="54" r="28" fill="none" stroke="#ef4444" strokeWidth="3" opacity={0.9} />
    </svg>
  );
}
