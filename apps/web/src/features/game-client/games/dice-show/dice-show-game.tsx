import type { LiveTableView } from '@orca/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { fromMinor } from '../../lib/money';
import { SeatBetActions } from '../live/bet-actions';
import { ChipRack } from '../live/chip-rack';
import { PhaseBanner } from '../live/live-chrome';
import { liveFairness } from '../live/live-fairness';
import { outcomeOf, rollingRoundOf } from '../live/live-table-view';
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
import { DiceStage, LuckyTotals, TotalBadge, TotalSpots } from './dice-show-parts';
import {
  COUNT_SHARES,
  DICE_SEAT,
  DICE_SHOW_PAYTABLE,
  diceResultLine,
  lastDiceResults,
  LEVEL_SHARES,
  luckyHit,
  luckyMap,
  luckyOnTable,
  rtpOfTotal,
  totalKey,
  winningTotal,
} from './dice-show-view';

const THEME: GameTheme = {
  accent: '#fbbf24',
  glow: 'rgba(251,191,36,0.5)',
  background: 'radial-gradient(ellipse at 50% 0%, #7f1d1d 0%, #2a0a12 50%, #0b0509 100%)',
};

/** The published paytable: each pair of totals, its odds, its four multipliers and its RTP. */
function Paytable({ view }: { view: LiveTableView | null }) {
  const { t } = useTranslation();
  return (
    <table className="mt-1 w-full text-xs tabular-nums">
      <thead>
        <tr className="text-left text-slate-400">
          <th scope="col" className="py-0.5 font-normal">
            {t('live.dice.colTotals')}
          </th>
          <th scope="col" className="py-0.5 font-normal">
            {t('live.dice.colOdds')}
          </th>
          <th scope="col" className="py-0.5 font-normal">
            {t('live.dice.colMultipliers')}
          </th>
          <th scope="col" className="py-0.5 text-right font-normal">
            {t('live.dice.colRtp')}
          </th>
        </tr>
      </thead>
      <tbody>
        {DICE_SHOW_PAYTABLE.map((row) => (
          <tr key={row.totals[0]}>
            <td className="py-0.5">{row.totals.join(' / ')}</td>
            <td className="py-0.5">{t('live.dice.odds', { odds: row.odds })}</td>
            <td className="py-0.5">{row.multipliers.map((m) => `${m}×`).join(', ')}</td>
            <td className="py-0.5 text-right whitespace-nowrap">
              {`${rtpOfTotal(view, row.totals[0])}\u00a0%`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The dice show (issue 26): bets on the total of three dice, 3 to 18. When betting closes 1 to 3
 * totals light up in gold with a multiplier, then the dice roll; a bet on the rolled total pays its
 * multiplier to 1 when it has one, else the total's odds.
 */
function DiceShow() {
  const { t } = useTranslation();
  const { money } = useGameClient();
  const seat = useLiveSeat<number>(DICE_SEAT);
  const { view, serverNow, phase, isBetting, chip, isPlaced, addChip, totals } = seat;
  const { spin, isInstant, isLanded, onLanded, win, isLastRound } = useLiveSpin(view, 'dice_show');
  const handleBet = useCallback((total: number) => addChip(totalKey(total), total), [addChip]);

  if (seat.isMissing) return <TableMissing />;

  const lucky = luckyOnTable(spin, isLastRound);
  const resultLine = diceResultLine(spin, isLanded, isLastRound, phase, win, t, money);
  const rules = (
    <ul className="list-disc space-y-1 pl-5">
      <li>{t('live.dice.rule1')}</li>
      <li>
        {t('live.dice.ruleCount', {
          shares: COUNT_SHARES.map((s) => `${s.value}: ${s.percent}\u00a0%`).join(', '),
        })}
      </li>
      <li>
        {t('live.dice.ruleLevels', {
          shares: LEVEL_SHARES.map((s) => `${s.percent}\u00a0%`).join(', '),
        })}
      </li>
      <li>
        {t('live.dice.rulePaytable')}
        <Paytable view={view} />
      </li>
      <LimitsItem view={view} money={money} />
    </ul>
  );

  return (
    <GameFrame
      title={t('live.dice.title')}
      theme={THEME}
      howToPlay={[t('live.dice.how1'), t('live.dice.how2'), t('live.dice.how3')]}
      rules={rules}
      fairness={liveFairness(view, t('live.dice.fairMethod'), t)}
    >
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-2 sm:gap-3 sm:p-3 lg:mx-auto lg:w-full lg:max-w-[90rem] lg:grid-cols-[1fr_26rem]">
        <section
          aria-label={t('live.dice.dice')}
          className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3"
        >
          <PhaseBanner view={view} serverNow={serverNow} />
          <LuckyTotals lucky={lucky} />
          <DiceStage
            roundId={spin?.roundId ?? null}
            dice={spin?.result.dice ?? null}
            isInstant={isInstant}
            isWaiting={phase === 'closing'}
            isLit={spin !== null && luckyHit(spin.result) !== null}
            onLanded={onLanded}
          />
          <ResultLine text={resultLine} isWin={outcomeOf(win) === 'won'} />
          <LastResults
            items={lastDiceResults(view, rollingRoundOf(spin, isLanded))}
            render={(item) => <TotalBadge total={item.total} multiplier={item.multiplier} />}
          />
        </section>
        <section
          aria-label={t('gameClient.controls.label')}
          className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-black/30 p-2 sm:p-3"
        >
          <TotalSpots
            stakes={totals.stakes}
            lucky={luckyMap(lucky)}
            winning={winningTotal(spin, isLanded, isLastRound)}
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

export default withLiveSections(DiceShow);
