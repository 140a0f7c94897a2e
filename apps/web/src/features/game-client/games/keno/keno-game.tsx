import { outcomeOf } from '@orca/contracts';
import { KENO_PICKS_MAX, KENO_RTP, KENO_SQUARES } from '@orca/games/fast/keno';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField, PlayButton, Segmented, useBet } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { FastGameLayout, GameFrame, type GameTheme } from '../../components/game-frame';
import { GameIcon } from '../../components/game-icon';
import { formatPercent, pause } from '../../lib/format-game';
import { KenoBoard } from './keno-board';
import { initialKenoState, kenoReducer } from './keno-state';

const THEME: GameTheme = {
  accent: '#a78bfa',
  glow: 'rgba(139,92,246,0.55)',
  background: 'radial-gradient(ellipse at 50% 0%, #2a1f5c 0%, #141033 50%, #08071a 100%)',
};
const DRAW_STEP_MS = 110;

/** Squares for auto-pick, from the browser's CSPRNG (the draw itself is the server's). */
function randomSquares(count: number): number[] {
  const pool = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);
  const picked: number[] = [];
  const random = new Uint32Array(count);
  crypto.getRandomValues(random);
  for (let i = 0; i < count; i += 1) {
    const index = (random[i] ?? 0) % pool.length;
    picked.push(...pool.splice(index, 1));
  }
  return picked;
}

export default function KenoGame() {
  const { t } = useTranslation();
  const { play, reveal, language, money } = useGameClient();
  const { bet, setBet, validBet } = useBet();
  const [state, dispatch] = useReducer(kenoReducer, initialKenoState);
  const { risk, picks, isBusy } = state;

  async function handleBet() {
    if (validBet === null || isBusy || picks.length === 0) return;
    dispatch({ type: 'betStarted' });
    const played = await play(
      '/play/keno',
      { bet: validBet, picks, risk },
      { isRevealDeferred: true },
    );
    if (played) {
      const outcome = outcomeOf(played.round, 'keno');
      dispatch({
        type: 'drawn',
        draw: {
          id: played.round.roundId,
          drawn: outcome.drawn,
          hits: outcome.hits,
          multiplier: played.round.multiplier,
          win: played.round.win,
        },
      });
      for (let shown = 1; shown <= outcome.drawn.length; shown += 1) {
        dispatch({ type: 'shown', count: shown });
        await pause(DRAW_STEP_MS);
      }
      dispatch({ type: 'settled' });
      reveal(played);
    }
    dispatch({ type: 'betEnded' });
  }

  const controls = (
    <>
      <BetField value={bet} onChange={setBet} isDisabled={isBusy} />
      <Segmented
        label={t('gameClient.controls.risk')}
        value={risk}
        onChange={(value) => dispatch({ type: 'riskChanged', risk: value })}
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
          onClick={() => dispatch({ type: 'picked', picks: randomSquares(KENO_PICKS_MAX) })}
          className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20 disabled:opacity-50"
        >
          <GameIcon name="shuffle" className="h-4 w-4" />
          {t('gameClient.keno.autoPick')}
        </button>
        <button
          type="button"
          disabled={isBusy || picks.length === 0}
          onClick={() => dispatch({ type: 'picked', picks: [] })}
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
      <FastGameLayout
        label={t('gameClient.controls.label')}
        controls={controls}
        stage={
          <KenoBoard
            state={state}
            language={language}
            money={money}
            onToggle={(square) => dispatch({ type: 'toggled', square })}
          />
        }
      />
    </GameFrame>
  );
}
