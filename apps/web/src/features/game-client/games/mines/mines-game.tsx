import { MINES_MAX, MINES_MIN, MINES_RTP } from '@orca/games/fast/mines';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenRound } from '../../api/play';
import { BetField, PlayButton, Stat, useBet } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { FastGameLayout, GameFrame, type GameTheme } from '../../components/game-frame';
import { formatMultiplier, formatPercent } from '../../lib/format-game';
import { fromMinor } from '../../lib/money';
import { MinesBoard } from './mines-board';
import { minesView, pickHiddenTile, roundOf, shownRound, type MinesRound } from './mines-view';

const THEME: GameTheme = {
  accent: '#34d399',
  glow: 'rgba(16,185,129,0.5)',
  background: 'radial-gradient(ellipse at 50% 0%, #0f3b3a 0%, #0a1f24 50%, #050d10 100%)',
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
  const round = shownRound(played, openRound.data?.round);
  const { isError: isResumeFailed, error: resumeError } = openRound;
  useEffect(() => {
    if (isResumeFailed) showError(resumeError);
  }, [isResumeFailed, resumeError, showError]);

  const view = minesView(round, mines, isResuming);
  const { isOpen, roundMines, revealed, cashoutMinor } = view;
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
    const random = new Uint32Array(1);
    crypto.getRandomValues(random);
    const tile = pickHiddenTile(revealed, random[0] ?? 0);
    if (tile !== undefined) void handleReveal(tile);
  }

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
        <Stat label={t('gameClient.mines.gemsLeft')} value={view.gemsLeft} />
        <Stat
          label={t('gameClient.mines.nextTile')}
          value={formatMultiplier(view.nextX, language)}
        />
      </div>
      {isOpen ? (
        <div className="mt-auto flex flex-col gap-2">
          <button
            type="button"
            onClick={handleRandom}
            disabled={isBusy || view.gemsLeft === 0}
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
      <FastGameLayout
        label={t('gameClient.controls.label')}
        controls={controls}
        stage={
          <MinesBoard
            round={round}
            view={view}
            busyTile={busyTile}
            isBusy={isBusy}
            language={language}
            money={money}
            onReveal={(tile) => void handleReveal(tile)}
          />
        }
      />
    </GameFrame>
  );
}
