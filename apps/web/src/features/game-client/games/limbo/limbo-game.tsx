import { outcomeOf } from '@orca/contracts';
import {
  LIMBO_MAX_HUNDREDTHS,
  LIMBO_MIN_TARGET_HUNDREDTHS,
  LIMBO_RTP,
} from '@orca/games/fast/limbo';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BetField,
  NumberField,
  PlayButton,
  RecentResults,
  Stat,
  useBet,
} from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { FastGameLayout, GameFrame, type GameTheme } from '../../components/game-frame';
import {
  formatInput,
  formatMultiplier,
  formatPercent,
  parseDecimal,
  pause,
} from '../../lib/format-game';
import { fromMinor, scaleMinor } from '../../lib/money';

const THEME: GameTheme = {
  accent: '#f472b6',
  glow: 'rgba(236,72,153,0.55)',
  background: 'radial-gradient(ellipse at 50% 0%, #3b1240 0%, #1a0b24 50%, #0b0612 100%)',
};
const HISTORY_SIZE = 8;
const COUNT_UP_MS = 700;

interface Result {
  id: string;
  pointHundredths: number;
  isWin: boolean;
  win: string;
}

const clampTarget = (hundredths: number) =>
  Math.min(LIMBO_MAX_HUNDREDTHS, Math.max(LIMBO_MIN_TARGET_HUNDREDTHS, Math.round(hundredths)));

/** Counts the multiplier up to the result on a log scale, so 1.5× and 10,000× take the same time. */
function useCountUp(result: Result | null): number {
  const [value, setValue] = useState(1);
  useEffect(() => {
    if (!result) return;
    const end = result.pointHundredths / 100;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / COUNT_UP_MS);
      const eased = 1 - (1 - progress) ** 3;
      setValue(progress >= 1 ? end : Math.exp(Math.log(end) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [result]);
  return value;
}

export default function LimboGame() {
  const { t } = useTranslation();
  const { play, reveal, language, money } = useGameClient();
  const { bet, setBet, validBet, betMinor } = useBet();
  const [targetHundredths, setTargetHundredths] = useState(200);
  const [drafts, setDrafts] = useState<{ target?: string; chance?: string }>({});
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [settled, setSettled] = useState<Result | null>(null);
  const [history, setHistory] = useState<Result[]>([]);
  const shownValue = useCountUp(result);

  const chance = 99 / (targetHundredths / 100);
  const payout = betMinor === null ? null : scaleMinor(betMinor, targetHundredths, 100);

  function commitDraft(field: 'target' | 'chance') {
    const value = parseDecimal(drafts[field] ?? '');
    setDrafts({});
    if (!Number.isFinite(value) || value <= 0) return;
    setTargetHundredths(clampTarget(field === 'target' ? value * 100 : (99 / value) * 100));
  }

  async function handleBet() {
    if (validBet === null || isBusy) return;
    setIsBusy(true);
    const played = await play(
      '/play/limbo',
      { bet: validBet, target: targetHundredths / 100 },
      { isRevealDeferred: true },
    );
    if (played) {
      const outcome = outcomeOf(played.round, 'limbo');
      const next = {
        id: played.round.roundId,
        pointHundredths: outcome.pointHundredths,
        isWin: outcome.isWin,
        win: played.round.win,
      };
      setSettled(null);
      setResult(next);
      await pause(COUNT_UP_MS + 80);
      setSettled(next);
      setHistory((list) => [next, ...list].slice(0, HISTORY_SIZE));
      reveal(played);
    }
    setIsBusy(false);
  }

  const tone = settled
    ? settled.isWin
      ? 'text-emerald-300 drop-shadow-[0_0_30px_rgba(52,211,153,0.5)]'
      : 'text-rose-400'
    : 'text-white';

  const controls = (
    <>
      <BetField value={bet} onChange={setBet} isDisabled={isBusy} />
      <NumberField
        label={t('gameClient.limbo.target')}
        value={drafts.target ?? formatInput(targetHundredths / 100, language)}
        suffix="×"
        disabled={isBusy}
        onChange={(event) => setDrafts({ target: event.target.value })}
        onBlur={() => commitDraft('target')}
        onKeyDown={(event) => event.key === 'Enter' && commitDraft('target')}
      />
      <NumberField
        label={t('gameClient.limbo.chance')}
        value={drafts.chance ?? formatInput(chance, language, 4)}
        suffix="%"
        disabled={isBusy}
        onChange={(event) => setDrafts({ chance: event.target.value })}
        onBlur={() => commitDraft('chance')}
        onKeyDown={(event) => event.key === 'Enter' && commitDraft('chance')}
      />
      <Stat
        label={t('gameClient.controls.profitOnWin')}
        value={payout === null || betMinor === null ? '—' : money(fromMinor(payout - betMinor))}
        tone="good"
      />
      <PlayButton
        onClick={() => void handleBet()}
        disabled={isBusy || validBet === null}
        className="mt-auto"
      >
        {t('gameClient.limbo.bet')}
      </PlayButton>
    </>
  );

  const stage = (
    <div className="flex flex-1 flex-col gap-4 p-3 sm:p-8">
      <RecentResults
        label={t('gameClient.controls.recent')}
        items={history.map((item) => ({
          id: item.id,
          text: formatMultiplier(item.pointHundredths / 100, language),
          isWin: item.isWin,
        }))}
      />
      <div className="relative flex flex-1 flex-col items-center justify-center gap-3 py-6">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 m-auto h-64 w-64 rounded-full opacity-40 blur-3xl"
          style={{
            background: settled ? (settled.isWin ? '#10b981' : '#e11d48') : 'var(--gc-glow)',
          }}
        />
        <p
          className={`relative text-6xl font-black tabular-nums transition-colors sm:text-8xl ${tone} ${settled && !settled.isWin ? 'gc-shake' : ''}`}
        >
          {formatMultiplier(result ? shownValue : 1, language)}
        </p>
        <p
          aria-live="polite"
          className={`relative min-h-5 text-sm font-bold ${settled?.isWin ? 'text-emerald-300' : 'text-rose-300'}`}
        >
          {settled
            ? settled.isWin
              ? t('gameClient.controls.youWin', { amount: money(settled.win) })
              : t('gameClient.limbo.lost', {
                  point: formatMultiplier(settled.pointHundredths / 100, language),
                })
            : ''}
        </p>
      </div>
      <div className="mx-auto grid w-full max-w-xl grid-cols-2 gap-2 sm:gap-3">
        <Stat
          label={t('gameClient.limbo.target')}
          value={formatMultiplier(targetHundredths / 100, language)}
        />
        <Stat label={t('gameClient.limbo.chance')} value={formatPercent(chance, language, 4)} />
      </div>
    </div>
  );

  return (
    <GameFrame
      title={t('gameClient.limbo.title')}
      theme={THEME}
      howToPlay={[
        t('gameClient.limbo.how1'),
        t('gameClient.limbo.how2'),
        t('gameClient.limbo.how3'),
      ]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>
            {t('gameClient.limbo.rule1', {
              min: formatMultiplier(LIMBO_MIN_TARGET_HUNDREDTHS / 100, language),
              max: formatMultiplier(LIMBO_MAX_HUNDREDTHS / 100, language, 0),
            })}
          </li>
          <li>{t('gameClient.limbo.rule2')}</li>
          <li>{t('gameClient.frame.rtp', { rtp: formatPercent(LIMBO_RTP * 100, language) })}</li>
        </ul>
      }
    >
      <FastGameLayout label={t('gameClient.controls.label')} controls={controls} stage={stage} />
    </GameFrame>
  );
}
