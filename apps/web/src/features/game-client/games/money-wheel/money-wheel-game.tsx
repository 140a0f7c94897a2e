import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { fromMinor } from '../../lib/money';
import { SeatBetActions } from '../live/bet-actions';
import { ChipRack } from '../live/chip-rack';
import { PhaseBanner } from '../live/live-chrome';
import { liveFairness } from '../live/live-fairness';
import { lastResultsOf, outcomeOf, rollingRoundOf } from '../live/live-table-view';
import { withLiveSections } from '../live/sections-gate';
import {
  LastResults,
  LimitsItem,
  ResultLine,
  StakeWinStats,
  TableMissing,
} from '../live/table-parts';
import { useLiveSeat } from '../live/use-live-seat';
import { useLiveSpin } from '../live/use-live-spin';
import { WheelStage } from './money-wheel-stage';
import { NumberBadge, WheelSpots } from './money-wheel-spots';
import {
  keyOf,
  rtpOfNumber,
  SEGMENT_COUNTS,
  shownMultiplier,
  stepIndexOf,
  wheelStageLine,
  winningNumber,
  type WheelNumber,
  WHEEL_SEAT,
} from './money-wheel-view';

const THEME: GameTheme = {
  accent: '#f472b6',
  glow: 'rgba(244,114,182,0.5)',
  background: 'radial-gradient(ellipse at 50% 0%, #4c1d95 0%, #1e1b4b 50%, #0b0a1f 100%)',
};

/**
 * The money wheel show: bets on 1, 2, 5, 10, 20 and 40 (a number pays its own value to 1), one
 * spin for everybody; a 2× or 7× segment spins again and multiplies what the next spin pays.
 */
function MoneyWheelTable() {
  const { t } = useTranslation();
  const { money } = useGameClient();
  const seat = useLiveSeat<WheelNumber>(WHEEL_SEAT);
  const { view, serverNow, isBetting, chip, isPlaced, addChip, totals } = seat;
  const { spin, isInstant, isLanded, onLanded, win, isLastRound } = useLiveSpin(
    view,
    'money_wheel',
  );
  const [step, setStep] = useState<{ roundId: string | null; index: number }>({
    roundId: null,
    index: -1,
  });
  const handleStep = useCallback(
    (spunRoundId: string, index: number) => setStep({ roundId: spunRoundId, index }),
    [],
  );
  const handleBet = useCallback((number: WheelNumber) => addChip(keyOf(number), number), [addChip]);

  if (seat.isMissing) return <TableMissing />;

  const stepIndex = stepIndexOf(spin, step);
  const stage = wheelStageLine(spin, stepIndex, isLanded, isLastRound, win, t, money);
  const rules = (
    <ul className="list-disc space-y-1 pl-5">
      <li>{t('live.wheel.rule1')}</li>
      <li>{t('live.wheel.rule2')}</li>
      {SEGMENT_COUNTS.map(({ number, count }) => (
        <li key={number}>
          {t('live.wheel.ruleNumber', { number, count, rtp: rtpOfNumber(view, number) ?? '—' })}
        </li>
      ))}
      <LimitsItem view={view} money={money} />
    </ul>
  );

  return (
    <GameFrame
      title={t('live.wheel.title')}
      theme={THEME}
      howToPlay={[t('live.wheel.how1'), t('live.wheel.how2'), t('live.wheel.how3')]}
      rules={rules}
      fairness={liveFairness(view, t('live.wheel.fairMethod'), t)}
    >
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-2 sm:gap-3 sm:p-3 lg:mx-auto lg:w-full lg:max-w-[90rem] lg:grid-cols-[1fr_26rem]">
        <section
          aria-label={t('live.wheel.wheel')}
          className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3"
        >
          <PhaseBanner view={view} serverNow={serverNow} />
          <WheelStage
            spin={spin}
            isInstant={isInstant}
            isLanded={isLanded}
            multiplier={shownMultiplier(spin, stepIndex, isLanded)}
            onStep={handleStep}
            onLanded={onLanded}
          />
          <ResultLine text={stage} isWin={outcomeOf(win) === 'won'} idleTone="text-slate-100" />
          <LastResults
            items={lastResultsOf(view, 'money_wheel', rollingRoundOf(spin, isLanded))}
            render={(item) => <NumberBadge number={item.number} multiplier={item.multiplier} />}
          />
        </section>
        <section
          aria-label={t('gameClient.controls.label')}
          className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-black/30 p-2 sm:p-3"
        >
          <WheelSpots
            stakes={totals.stakes}
            winning={winningNumber(spin, isLanded, isLastRound)}
            isDisabled={!isBetting || !chip || isPlaced}
            money={money}
            onBet={handleBet}
          />
          <ChipRack
            values={seat.rack}
            selected={chip}
            onSelect={seat.setChosenChip}
            money={money}
          />
          <StakeWinStats
            stakeLabel={t('live.totalStake')}
            stake={money(fromMinor(totals.totalMinor))}
            win={win !== null ? money(win) : null}
          />
          <SeatBetActions seat={seat} money={money} isRepeatSent={false} />
        </section>
      </div>
    </GameFrame>
  );
}

export default withLiveSections(MoneyWheelTable);
