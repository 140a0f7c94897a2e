import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { PhaseBanner } from '../live/live-chrome';
import { outcomeOf, resultOf } from '../live/live-table-view';
import { PlayingCardStyles } from '../live/playing-card';
import { withCardTableSections } from '../live/sections-gate';
import { ResultLine, TableMissing } from '../live/table-parts';
import { useLiveSeat, useSettledBalance } from '../live/use-live-seat';
import { BaccaratBoard } from './baccarat-board';
import { BaccaratControls } from './baccarat-controls';
import { BaccaratFelt } from './baccarat-felt';
import { Hand } from './baccarat-hand';
import { baccaratFairness, BaccaratRules } from './baccarat-info';
import { WINNER_BG } from './baccarat-roads';
import type { BaccaratKind } from './baccarat-spots';
import {
  baccaratResultLine,
  calledOutcome,
  calledWin,
  frameAt,
  BACCARAT_SEAT,
} from './baccarat-view';
import { useRevealStart } from './use-reveal-start';

const THEME: GameTheme = {
  accent: '#f5c451',
  glow: 'rgba(245,196,81,0.45)',
  background: 'radial-gradient(ellipse at 50% 0%, #12456b 0%, #0a2740 45%, #050f1c 100%)',
};

/**
 * Punto banco at a live table: every player bets on the same hand, dealt from the table's shoe
 * whose seed was committed before its first hand. Chips go on the spots first, one press sends
 * them (one bet per round: repeat and double work before sending); the hand is dealt card by card
 * (a pure timeline, baccarat-deal.ts), the winner called, the seat's win shown and added to the
 * balance; the bead plate and big road follow the shoe.
 */
function Baccarat() {
  const { t } = useTranslation();
  const { money } = useGameClient();
  const seat = useLiveSeat<BaccaratKind>(BACCARAT_SEAT);
  const { view, history, serverNow, offsetMs, phase, isBetting, roundId, chip, addChip } = seat;
  const result = resultOf(view, 'baccarat');
  const revealStart = useRevealStart(roundId, result !== null);
  const frame = frameAt(result, revealStart, serverNow - offsetMs);
  const isCalled = frame?.isCalled ?? false;
  // The win joins the balance once the winner is called.
  const win = calledWin(seat.seat, isCalled);
  useSettledBalance(win !== null ? roundId : null);
  const handleBet = useCallback((kind: BaccaratKind) => addChip(kind, kind), [addChip]);

  if (seat.isMissing) return <TableMissing />;

  const canBetSpots = isBetting && chip !== null && !seat.isPlaced && !seat.isBusy;
  const table = (
    <section
      aria-label={t('liveCards.baccarat.table')}
      className="relative flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3"
    >
      <PhaseBanner view={view} serverNow={serverNow} />
      <div className="relative grid grid-cols-2 gap-2">
        {(['player', 'banker'] as const).map((side) => (
          <Hand
            key={side}
            side={side}
            cards={frame?.[side] ?? []}
            total={(side === 'player' ? frame?.playerTotal : frame?.bankerTotal) ?? null}
            result={result}
            isCalled={isCalled}
          />
        ))}
        {result && isCalled && (
          <div className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center">
            <p
              className={`lc-deal rounded-full px-4 py-1 text-sm font-black tracking-widest text-white uppercase shadow-xl sm:text-base ${WINNER_BG[result.winner]}`}
              data-testid="winner-banner"
            >
              {result.winner === 'tie'
                ? t('liveCards.baccarat.banner.tie')
                : t('liveCards.baccarat.banner.wins', {
                    side: t(`liveCards.baccarat.sides.${result.winner}`),
                  })}
            </p>
          </div>
        )}
        {!result && (phase === 'closing' || phase === 'decisions') && (
          <p className="absolute inset-0 flex items-center justify-center text-sm font-bold text-slate-300">
            {t('liveCards.baccarat.dealing')}
          </p>
        )}
      </div>
      <ResultLine
        text={baccaratResultLine(result, isCalled, win, t, money)}
        isWin={outcomeOf(win) === 'won'}
      />
      <BaccaratFelt
        stakes={seat.totals.stakes}
        outcomeOf={(kind) => calledOutcome(kind, result, isCalled)}
        isDisabled={!canBetSpots}
        money={money}
        onBet={handleBet}
      />
    </section>
  );

  return (
    <GameFrame
      title={t('liveCards.baccarat.title')}
      theme={THEME}
      howToPlay={[
        t('liveCards.baccarat.how1'),
        t('liveCards.baccarat.how2'),
        t('liveCards.baccarat.how3'),
      ]}
      rules={<BaccaratRules view={view} money={money} />}
      fairness={baccaratFairness(view, t)}
    >
      <PlayingCardStyles />
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-2 sm:gap-3 sm:p-3 lg:mx-auto lg:w-full lg:max-w-[90rem] lg:grid-cols-[1fr_26rem]">
        <div className="flex min-w-0 flex-col gap-2 sm:gap-3">
          {table}
          <BaccaratControls seat={seat} win={win} money={money} />
        </div>
        <BaccaratBoard view={view} history={history} money={money} />
      </div>
    </GameFrame>
  );
}

export default withCardTableSections(Baccarat);
