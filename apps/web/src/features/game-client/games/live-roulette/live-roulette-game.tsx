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
import { TallBoard, WideBoard } from './roulette-board';
import { RouletteControls } from './roulette-controls';
import { betKey, INSIDE_TYPES, ROULETTE_TABLE_ODDS, type InsideType } from './roulette-layout';
import { HotColdNumbers, Pocket } from './roulette-pocket';
import {
  lastPockets,
  rouletteResultLine,
  rtpAllPercent,
  RULE_KINDS,
  winningPocket,
  ROULETTE_SEAT,
} from './roulette-view';
import { RouletteWheel } from './roulette-wheel';

const THEME: GameTheme = {
  accent: '#fbbf24',
  glow: 'rgba(251,191,36,0.45)',
  background: 'radial-gradient(ellipse at 50% 0%, #0f5132 0%, #0a2e1f 45%, #05140d 100%)',
};

/**
 * European roulette at a live table: everybody bets on the same spin while the clock runs. Chips
 * go on the felt first (undo and clear work on them), then one press sends them; repeat lays last
 * round's bets again and double this round's. The wheel spins to the drawn pocket and the seat's
 * win joins the balance once the ball has landed.
 */
function LiveRoulette() {
  const { t } = useTranslation();
  const { money } = useGameClient();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const seat = useLiveSeat<RouletteBetInput>(ROULETTE_SEAT);
  const { view, history, serverNow, phase, isBetting, chip, isPlaced, addChip } = seat;
  const { spin, isInstant, isLanded, onLanded, win, isLastRound } = useLiveSpin(view, 'roulette');
  const [insideType, setInsideType] = useState<InsideType>('straight');
  const handleBet = useCallback((bet: RouletteBetInput) => addChip(betKey(bet), bet), [addChip]);

  if (seat.isMissing) return <TableMissing />;

  const resultLine = rouletteResultLine(spin, isLanded, isLastRound, phase, win, t, money);
  const boardProps = {
    stakes: seat.totals.stakes,
    onBet: handleBet,
    isDisabled: !isBetting || !chip || isPlaced,
    winning: winningPocket(spin, isLanded, isLastRound),
    money,
  };
  const rules = (
    <ul className="list-disc space-y-1 pl-5">
      {RULE_KINDS.map((kind) => (
        <li key={kind}>
          {t('live.roulette.rule', {
            bet: t(`live.roulette.ruleBets.${kind}`),
            odds: ROULETTE_TABLE_ODDS[kind],
          })}
        </li>
      ))}
      <li>{t('live.rtpAll', { rtp: rtpAllPercent(view) })}</li>
      <LimitsItem view={view} money={money} />
    </ul>
  );

  return (
    <GameFrame
      title={t('live.roulette.title')}
      theme={THEME}
      howToPlay={[t('live.roulette.how1'), t('live.roulette.how2'), t('live.roulette.how3')]}
      rules={rules}
      fairness={liveFairness(view, t('live.roulette.fairMethod'), t)}
    >
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-2 sm:gap-3 sm:p-3 lg:mx-auto lg:w-full lg:max-w-[90rem] lg:grid-cols-[20rem_1fr]">
        <section
          aria-label={t('live.roulette.wheel')}
          className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3 lg:row-span-2"
        >
          <PhaseBanner view={view} serverNow={serverNow} />
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
            items={lastPockets(view, rollingRoundOf(spin, isLanded))}
            render={(number) => <Pocket number={number} size="sm" />}
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
        <RouletteControls seat={seat} win={win} money={money} />
      </div>
    </GameFrame>
  );
}

export default withLiveSections(LiveRoulette);
