import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../../lib/media-query';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { fromMinor } from '../../lib/money';
import { PhaseBanner } from '../live/live-chrome';
import { liveFairness } from '../live/live-fairness';
import { outcomeOf, resultOf } from '../live/live-table-view';
import { PlayingCardStyles } from '../live/playing-card';
import { withCardTableSections } from '../live/sections-gate';
import {
  LimitsItem,
  ResultLine,
  StakeWinStats,
  StickyControls,
  TableMissing,
} from '../live/table-parts';
import { useLiveSeat, useSettledBalance } from '../live/use-live-seat';
import { BettingPanel } from './blackjack-betting';
import { DecisionPanel } from './blackjack-decisions';
import { RulesPanel } from './blackjack-rules';
import { DealerSection, HandsSection } from './blackjack-table';
import {
  blackjackResultLine,
  dealerCards,
  dealerTotalText,
  hintShown,
  isDecisionWindowOpen,
  seatReturn,
  sharedCardsOf,
  type BlackjackSpot,
  BLACKJACK_SEAT,
} from './blackjack-view';
import { useBlackjackHands } from './use-blackjack-hands';

const THEME: GameTheme = {
  accent: '#34d399',
  glow: 'rgba(52,211,153,0.45)',
  background: 'radial-gradient(ellipse at 50% 0%, #14532d 0%, #0b2e1b 45%, #04130b 100%)',
};
const WIDE_QUERY = '(min-width: 1024px)';

/**
 * Blackjack for unlimited players: every seat stakes in the betting window, gets the same two
 * cards against the one dealer hand, and decides alone within the decision timer (the server lists
 * the legal moves; a seat still playing when it runs out stands). The dealer's hole card turns
 * once every seat is done, each hand is settled and the win joins the balance. The table's rules
 * and the declared RTP under basic strategy come from the API, the hint from the server's engine.
 */
function Blackjack() {
  const { t } = useTranslation();
  const { money } = useGameClient();
  const seat = useLiveSeat<BlackjackSpot>(BLACKJACK_SEAT);
  const { view, serverNow, isBetting, roundId, totals } = seat;
  const { table, mySeat, decide } = useBlackjackHands(view, seat.seat, seat.whileBusy);
  const [isHintOn, setIsHintOn] = useState(false);
  const isWide = useMediaQuery(WIDE_QUERY);
  const returned = seatReturn(mySeat);
  // Once the hands are settled the balance is asked for: the table read carries none.
  useSettledBalance(returned ? roundId : null);

  if (seat.isMissing) return <TableMissing />;

  const deal = view?.deal ?? (table?.roundId === roundId ? table.deal : null);
  const dealer = dealerCards(view, deal);
  const result = resultOf(view, 'blackjack');
  const isWindowOpen = isDecisionWindowOpen(view, serverNow);
  const isDeciding = view?.phase === 'decisions' && mySeat !== null && mySeat.hands.length > 0;
  const placed = seat.seat;

  const rules = (
    <div className="space-y-3">
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('liveCards.blackjack.how.shared')}</li>
        <li>{t('liveCards.blackjack.how.timeout')}</li>
        <LimitsItem view={view} money={money} />
      </ul>
      {table && <RulesPanel table={table} />}
    </div>
  );

  return (
    <GameFrame
      title={t('liveCards.blackjack.title')}
      theme={THEME}
      howToPlay={[
        t('liveCards.blackjack.how1'),
        t('liveCards.blackjack.how2'),
        t('liveCards.blackjack.how3'),
      ]}
      rules={rules}
      fairness={liveFairness(view, t('liveCards.blackjack.fairMethod'), t)}
    >
      <PlayingCardStyles />
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-2 sm:gap-3 sm:p-3 lg:mx-auto lg:w-full lg:max-w-[80rem] lg:grid-cols-[1fr_22rem]">
        <section
          aria-label={t('liveCards.blackjack.table')}
          className="flex min-w-0 flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:gap-3 sm:p-3"
        >
          <PhaseBanner
            view={view}
            serverNow={serverNow}
            extra={view ? t('liveCards.blackjack.players', { count: view.players }) : null}
          />
          <DealerSection
            cards={dealer}
            totalLabel={dealerTotalText(dealer, result)}
            roundId={roundId ?? ''}
            isBetting={isBetting}
            isDealerBlackjack={result?.isDealerBlackjack ?? false}
            isDealerBust={result !== null && !result.isDealerBlackjack && result.dealerTotal > 21}
          />
          <HandsSection
            seat={mySeat}
            sharedCards={sharedCardsOf(deal, result)}
            roundId={roundId ?? ''}
            isWindowOpen={isWindowOpen}
            isWatching={placed === null}
            money={money}
          />
          <ResultLine
            text={blackjackResultLine(returned, mySeat, view?.phase ?? null, t, money)}
            isWin={outcomeOf(returned?.win ?? null) === 'won'}
          />
        </section>
        <div className="flex flex-col gap-2 sm:gap-3 lg:row-span-2">
          <StickyControls tint="bg-[#06180e]/95">
            {isDeciding ? (
              <DecisionPanel
                seat={mySeat}
                closesAt={view.decisionsCloseAt}
                windowMs={view.decisionMs ?? 0}
                serverNow={serverNow}
                isWindowOpen={isWindowOpen}
                isBusy={seat.isBusy}
                hint={hintShown(isHintOn, mySeat)}
                isHintOn={isHintOn}
                onHintToggle={setIsHintOn}
                onDecide={(action) => void decide(action)}
              />
            ) : (
              <BettingPanel seat={seat} money={money} />
            )}
            <StakeWinStats
              stakeLabel={t('liveCards.blackjack.stake')}
              stake={money(
                placed ? (returned?.stake ?? placed.stake) : fromMinor(totals.pendingMinor),
              )}
              win={returned ? money(returned.win) : null}
            />
          </StickyControls>
          <details
            key={String(isWide)}
            className="rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3"
            open={isWide}
          >
            <summary className="cursor-pointer text-sm font-bold text-white">
              {t('liveCards.blackjack.rulesTitle')}
            </summary>
            <div className="mt-2">
              {table ? (
                <RulesPanel table={table} />
              ) : (
                <p className="text-xs text-slate-400">{t('common.loading')}</p>
              )}
            </div>
          </details>
        </div>
      </div>
    </GameFrame>
  );
}

export default withCardTableSections(Blackjack);
