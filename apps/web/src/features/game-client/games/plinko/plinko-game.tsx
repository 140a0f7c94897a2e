import { outcomeOf } from '@orca/contracts';
import {
  PLINKO_ROWS_MAX,
  PLINKO_ROWS_MIN,
  PLINKO_RTP,
  type PlinkoRisk,
} from '@orca/games/fast/plinko';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField, PlayButton, Segmented, useBet } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { FastGameLayout, GameFrame, type GameTheme } from '../../components/game-frame';
import { formatMultiplier, formatPercent } from '../../lib/format-game';
import { PlinkoStage, type PlinkoHistoryItem } from './plinko-board';
import { ballsLanding, type Ball } from './plinko-geometry';

const THEME: GameTheme = {
  accent: '#fb923c',
  glow: 'rgba(249,115,22,0.55)',
  background: 'radial-gradient(ellipse at 50% 0%, #3f1d2e 0%, #1c0f1f 50%, #0c0710 100%)',
};

const BALLS_IN_AIR_MAX = 8;
const HISTORY_SIZE = 8;

export default function PlinkoGame() {
  const { t } = useTranslation();
  const { play, reveal, language, money } = useGameClient();
  const { bet, setBet, validBet } = useBet();
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [rows, setRows] = useState(12);
  const [balls, setBalls] = useState<Ball[]>([]);
  const [now, setNow] = useState(0);
  const [pending, setPending] = useState(0);
  const [history, setHistory] = useState<PlinkoHistoryItem[]>([]);
  const [lit, setLit] = useState<{ slot: number; key: string } | null>(null);
  const [lastWin, setLastWin] = useState<{
    text: string;
    multiplier: string;
    isWin: boolean;
  } | null>(null);
  const rowsId = useId();
  const landedRef = useRef(new Set<string>());

  const isBoardBusy = balls.length > 0 || pending > 0;

  const ballsRef = useRef<Ball[]>([]);
  const onLandRef = useRef<(landed: Ball[]) => void>(() => undefined);
  useEffect(() => {
    ballsRef.current = balls;
  }, [balls]);
  useEffect(() => {
    onLandRef.current = (landed) => {
      for (const ball of landed) reveal(ball.result);
      const latest = landed[landed.length - 1];
      if (!latest) return;
      const items = landed.map((ball) => ({
        id: ball.id,
        text: formatMultiplier(Number(ball.result.round.multiplier), language),
        isWin: Number(ball.result.round.multiplier) >= 1,
      }));
      setLit({ slot: latest.slot, key: latest.id });
      setLastWin({
        text: money(latest.result.round.win),
        multiplier: formatMultiplier(Number(latest.result.round.multiplier), language),
        isWin: Number(latest.result.round.multiplier) >= 1,
      });
      setHistory((list) => [...items.reverse(), ...list].slice(0, HISTORY_SIZE));
      setBalls((list) => list.filter((ball) => !landed.includes(ball)));
    };
  });

  // One animation loop while balls are falling; each ball pays out on screen only when it lands.
  useEffect(() => {
    if (balls.length === 0) return;
    let frame = requestAnimationFrame(function step(time) {
      setNow(time);
      const landed = ballsLanding(ballsRef.current, landedRef.current, time);
      for (const ball of landed) landedRef.current.add(ball.id);
      if (landed.length > 0) onLandRef.current(landed);
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [balls.length]);

  async function handleDrop() {
    if (validBet === null || balls.length + pending >= BALLS_IN_AIR_MAX) return;
    setPending((count) => count + 1);
    const played = await play(
      '/play/plinko',
      { bet: validBet, rows, risk },
      { isRevealDeferred: true },
    );
    setPending((count) => count - 1);
    if (!played) return;
    const outcome = outcomeOf(played.round, 'plinko');
    setBalls((list) => [
      ...list,
      {
        id: played.round.roundId,
        rows,
        path: outcome.path,
        slot: outcome.slot,
        startedAt: performance.now(),
        result: played,
      },
    ]);
  }

  const controls = (
    <>
      <BetField value={bet} onChange={setBet} />
      <Segmented
        label={t('gameClient.controls.risk')}
        value={risk}
        onChange={setRisk}
        isDisabled={isBoardBusy}
        options={[
          { value: 'low', label: t('gameClient.controls.riskLow') },
          { value: 'medium', label: t('gameClient.controls.riskMedium') },
          { value: 'high', label: t('gameClient.controls.riskHigh') },
        ]}
      />
      <div>
        <div className="mb-1 flex justify-between">
          <label
            htmlFor={rowsId}
            className="text-xs font-semibold tracking-wide text-slate-300 uppercase"
          >
            {t('gameClient.plinko.rows')}
          </label>
          <span className="text-sm font-bold text-white tabular-nums">{rows}</span>
        </div>
        <input
          id={rowsId}
          type="range"
          min={PLINKO_ROWS_MIN}
          max={PLINKO_ROWS_MAX}
          step={1}
          value={rows}
          disabled={isBoardBusy}
          onChange={(event) => setRows(Number(event.target.value))}
          className="gc-range gc-range-track h-7 w-full"
        />
      </div>
      <PlayButton
        onClick={() => void handleDrop()}
        disabled={validBet === null || balls.length + pending >= BALLS_IN_AIR_MAX}
        className="mt-auto"
      >
        {t('gameClient.plinko.drop')}
      </PlayButton>
    </>
  );

  return (
    <GameFrame
      title={t('gameClient.plinko.title')}
      theme={THEME}
      howToPlay={[
        t('gameClient.plinko.how1'),
        t('gameClient.plinko.how2'),
        t('gameClient.plinko.how3'),
      ]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('gameClient.plinko.rule1')}</li>
          <li>{t('gameClient.plinko.rule2', { min: PLINKO_ROWS_MIN, max: PLINKO_ROWS_MAX })}</li>
          <li>
            {t('gameClient.frame.rtp', { rtp: formatPercent(PLINKO_RTP * 100, language, 0) })}
          </li>
        </ul>
      }
    >
      <FastGameLayout
        label={t('gameClient.controls.label')}
        controls={controls}
        stage={
          <PlinkoStage
            rows={rows}
            risk={risk}
            balls={balls}
            now={now}
            history={history}
            lit={lit}
            lastWin={lastWin}
          />
        }
      />
    </GameFrame>
  );
}
