import type { RouletteBetInput } from '@orca/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/media-query';
import { Segmented } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { PhaseBanner } from '../live/live-chrome';
import { liveFairness } from '../live/live-fairness';
import { outcomeOf, rollingRoundOf } from '../live/live-table-view';
import { withLiveSections } from '../live/sections-gate';
import { LastResults, LimitsItem, ResultLine, TableMissing } from '../live/table-parts';
import { useLiveSeat } from '../live/use-live-seat';
import { useLiveSpin } from '../live/use-live-spin';
import { TallBoard, WideBoard } from '../live-roulette/roulette-board';
import { RouletteControls } from '../live-roulette/roulette-controls';
import { betKey, INSIDE_TYPES, type InsideType } from '../live-roulette/roulette-layout';
import { HotColdNumbers, Pocket } from '../live-roulette/roulette-pocket';
import { RouletteWheel } from '../live-roulette/roulette-wheel';
import {
  COUNT_SHARES,
  lastMultiplierResults,
  luckyMap,
  luckyOnFelt,
  MULTIPLIER_ROULETTE_ODDS,
  MULTIPLIER_SEAT,
  MULTIPLIER_SHARES,
  multiplierResultLine,
  rtpOfBet,
  winningPocket,
  type LuckyNumber,
} from './multiplier-roulette-view';

const THEME: GameTheme = {
  accent: '#fcd34d',
  glow: 'rgba(252,211,77,0.5)',
  background: 'radial-gradient(ellipse at 50% 0%, #2a2f6b 0%, #141836 45%, #07081a 100%)',
};

/** This round's lucky numbers with their multipliers, revealed when betting closes and before the ball lands. */
function LuckyStrip({ lucky }: { lucky: readonly LuckyNumber[] }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex min-h-9 flex-wrap items-center gap-1.5 rounded-xl border border-amber-300/40 bg-amber-300/10 px-2 py-1"
      data-testid="lucky-numbers"
      aria-live="polite"
    >
      <span className="text-[11px] font-bold tracking-wide text-amber-200 uppercase">
        {t('live.multiplier.lucky')}
      </span>
      {lucky.length === 0 ? (
        <span className="text-xs text-slate-300">{t('live.multiplier.luckySoon')}</span>
      ) : (
        lucky.map((l) => (
          <span
            key={l.number}
            className="flex items-center gap-1 rounded-full bg-black/40 py-0.5 pr-2 pl-0.5"
          >
            <Pocket number={l.number} size="sm" />
            <span className="text-xs font-black text-amber-300 tabular-nums">{l.multiplier}×</span>
          </span>
        ))
      )}
    </div>
  );
}

/**
 * Multiplier roulette (issue 26): European roulette where each round 1 to 5 lucky numbers get a
 * multiplier. Bets go on the felt as at live roulette; when betting closes the lucky numbers light
 * up on the felt and the strip above the wheel, then the ball lands. A straight on a lucky number
 * pays its multiplier to 1, any other straight 29 to 1, every other bet as European roulette.
 */
function MultiplierRoulette() {
  const { t } = useTranslation();
  const { money } = useGameClient();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const seat = useLiveSeat<RouletteBetInput>(MULTIPLIER_SEAT);
  const { view, history, serverNow, phase, isBetting, chip, isPlaced, addChip } = seat;
  const { spin, isInstant, isLanded, onLanded, win, isLastRound } = useLiveSpin(
    view,
    'multiplier_roulette',
  );
  const [insideType, setInsideType] = useState<InsideType>('straight');
  const handleBet = useCallback((bet: RouletteBetInput) => addChip(betKey(bet), bet), [addChip]);

  if (seat.isMissing) return <TableMissing />;

  const lucky = luckyOnFelt(spin, isLastRound);
  const resultLine = multiplierResultLine(spin, isLanded, isLastRound, phase, win, t, money);
  const boardProps = {
    stakes: seat.totals.stakes,
    onBet: handleBet,
    isDisabled: !isBetting || !chip || isPlaced,
    winning: winningPocket(spin, isLanded, isLastRound),
    money,
    lucky: luckyMap(lucky),
    odds: MULTIPLIER_ROULETTE_ODDS,
  };
  const rules = (
    <ul className="list-disc space-y-1 pl-5">
      <li>{t('live.multiplier.ruleStraight', { odds: MULTIPLIER_ROULETTE_ODDS.straight })}</li>
      <li>{t('live.multiplier.ruleLucky')}</li>
      <li>
        {t('live.multiplier.ruleCount', {
          shares: COUNT_SHARES.map((s) => `${s.value}: ${s.percent} %`).join(', '),
        })}
      </li>
      <li>
        {t('live.multiplier.ruleMultipliers', {
          shares: MULTIPLIER_SHARES.map((s) => `${s.value}×: ${s.percent} %`).join(', '),
        })}
      </li>
      <li>{t('live.multiplier.ruleOthers')}</li>
      <li>
        {t('live.multiplier.rtp', {
          straight: rtpOfBet(view, 'straight'),
          others: rtpOfBet(view, 'red'),
        })}
      </li>
      <LimitsItem view={view} money={money} />
    </ul>
  );

  return (
    <GameFrame
      title={t('live.multiplier.title')}
      theme={THEME}
      howToPlay={[t('live.multiplier.how1'), t('live.multiplier.how2'), t('live.multiplier.how3')]}
      rules={rules}
      fairness={liveFairness(view, t('live.multiplier.fairMethod'), t)}
    >
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-2 sm:gap-3 sm:p-3 lg:mx-auto lg:w-full lg:max-w-[90rem] lg:grid-cols-[20rem_1fr]">
        <section
          aria-label={t('live.roulette.wheel')}
          className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3 lg:row-span-2"
        >
          <PhaseBanner view={view} serverNow={serverNow} />
          <LuckyStrip lucky={lucky} />
          <div className="grid grid-cols-[1fr_auto] items-center gap-2 lg:grid-cols-1">
            <RouletteWheel
              roundId={spin?.roundId ?? null}
              pocket={spin?.result.pocket ?? null}
              isInstant={isInstant}
              isWaiting={phase === 'closing'}
              onLanded={onLanded}
            />
            {history?.hotCold && <HotColdNumbers hotCold={history.hotCold} />}
          </div>
          <ResultLine text={resultLine} isWin={outcomeOf(win) === 'won'} />
          <LastResults
            items={lastMultiplierResults(view, rollingRoundOf(spin, isLanded))}
            render={(item) => (
              <span className="flex items-center gap-0.5">
                <Pocket number={item.pocket} size="sm" />
                {item.multiplier !== null && (
                  <span className="text-[10px] font-black text-amber-300">{item.multiplier}×</span>
                )}
              </span>
            )}
          />
        </section>
        <section
          aria-label={t('live.roulette.table')}
          className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3"
        >
          {isPhone ? (
            <>
              <Segmented
                label={t('live.roulette.betType')}
                options={INSIDE_TYPES.map((type) => ({
                  value: type,
                  label: t(`live.roulette.typesShort.${type}`),
                }))}
                value={insideType}
                onChange={setInsideType}
              />
              <TallBoard {...boardProps} insideType={insideType} />
            </>
          ) : (
            <div className="overflow-x-auto pt-2 pb-1">
              <div className="min-w-[44rem]">
                <WideBoard {...boardProps} />
              </div>
            </div>
          )}
        </section>
        <RouletteControls seat={seat} win={win} money={money} odds={MULTIPLIER_ROULETTE_ODDS} />
      </div>
    </GameFrame>
  );
}

export default withLiveSections(MultiplierRoulette);
