import type { BlackjackSeatView, LiveBlackjackTable, LiveCard } from '@orca/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useMediaQuery } from '../../../../lib/media-query';
import { getPlayBalance } from '../../api/play';
import { Stat } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { fromMinor, toMinor } from '../../lib/money';
import { chipLabel, chipValues } from '../live/chips';
import { BetActions } from '../live/bet-actions';
import { Chip, chipColourOf, ChipRack } from '../live/chip-rack';
import { PhaseBanner } from '../live/live-chrome';
import { liveFairness } from '../live/live-fairness';
import { tablePhaseOf } from '../live/live-table-view';
import { PlayingCard, PlayingCardStyles } from '../live/playing-card';
import { CardTableSectionsGate } from '../live/sections-gate';
import { useLiveTable, useServerNow } from '../live/use-live-table';
import { decideBlackjack, getBlackjackTable } from './blackjack-api';
import {
  cardsTotal,
  dealerCards,
  enabledActions,
  seatReturn,
  totalText,
  type BlackjackAction,
  type BlackjackHandView,
} from './blackjack-view';

const THEME: GameTheme = {
  accent: '#34d399',
  glow: 'rgba(52,211,153,0.45)',
  background: 'radial-gradient(ellipse at 50% 0%, #14532d 0%, #0b2e1b 45%, #04130b 100%)',
};
const WIDE_QUERY = '(min-width: 1024px)';
const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];
const RESULT_TONE = {
  blackjack: 'bg-amber-300 text-amber-950',
  win: 'bg-emerald-400 text-emerald-950',
  push: 'bg-slate-300 text-slate-900',
  loss: 'bg-rose-500 text-white',
} as const;

export default function BlackjackGame() {
  return (
    <CardTableSectionsGate>
      <Blackjack />
    </CardTableSectionsGate>
  );
}

/** The decision window's time left as a bar that empties, seconds beside it. */
function DecisionTimer({
  closesAt,
  windowMs,
  serverNow,
}: {
  closesAt: string;
  windowMs: number;
  serverNow: number;
}) {
  const { t } = useTranslation();
  const leftMs = Math.max(0, Date.parse(closesAt) - serverNow);
  const seconds = Math.ceil(leftMs / 1000);
  const share = windowMs > 0 ? Math.min(1, leftMs / windowMs) : 0;
  return (
    <div
      role="timer"
      aria-label={t('liveCards.blackjack.timer', { seconds })}
      className="flex items-center gap-2"
      data-testid="decision-timer"
    >
      <div className="h-2 flex-1 overflow-hidden rounded-full bg-white/10">
        <div
          className={`h-full rounded-full transition-[width] duration-100 ease-linear ${seconds <= 3 ? 'bg-rose-400' : 'bg-emerald-400'}`}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <span
        className="w-8 text-right text-sm font-black text-white tabular-nums"
        aria-hidden="true"
      >
        {seconds}s
      </span>
    </div>
  );
}

function Cards({ cards, roundId }: { cards: (LiveCard | null)[]; roundId: string }) {
  return (
    <div className="flex min-h-20 flex-wrap items-center justify-center gap-1 sm:min-h-24">
      {cards.map((card, i) => (
        <PlayingCard key={`${roundId}:${i}:${card?.index ?? 'back'}`} card={card} dealIndex={i} />
      ))}
    </div>
  );
}

function TotalBadge({ text, label }: { text: string; label: string }) {
  return (
    <span
      aria-label={label}
      className="rounded-full bg-black/60 px-2.5 py-0.5 text-base font-black text-white tabular-nums"
    >
      {text}
    </span>
  );
}

function MyHand({
  hand,
  index,
  isActive,
  count,
  money,
}: {
  hand: BlackjackHandView;
  index: number;
  isActive: boolean;
  count: number;
  money: (amount: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-label={
        count > 1
          ? t('liveCards.blackjack.handN', { n: index + 1 })
          : t('liveCards.blackjack.myHand')
      }
      className={`relative flex min-w-0 flex-1 flex-col items-center gap-2 rounded-xl border p-2 ${isActive ? 'border-[var(--gc-accent)] bg-emerald-400/10' : 'border-white/10 bg-black/20'}`}
      data-testid="my-hand"
    >
      <div className="flex w-full items-center justify-between gap-2">
        <span className="text-xs font-bold tracking-wide text-slate-300 uppercase">
          {count > 1
            ? t('liveCards.blackjack.handN', { n: index + 1 })
            : t('liveCards.blackjack.myHand')}
        </span>
        <TotalBadge
          text={totalText(hand)}
          label={t('liveCards.blackjack.total', { total: totalText(hand) })}
        />
      </div>
      <Cards cards={hand.cards} roundId={`hand${index}`} />
      <div className="flex w-full items-center justify-between gap-2 text-xs">
        <span className="inline-flex items-center gap-1 text-slate-300">
          <Chip
            label={chipLabel(hand.stake, i18n.language)}
            colour={chipColourOf(hand.isDoubled ? 5 : 3)}
            size="sm"
          />
          {hand.isDoubled && (
            <span className="font-bold text-violet-200">{t('liveCards.blackjack.doubled')}</span>
          )}
        </span>
        {hand.result && (
          <span
            className={`lc-deal rounded-full px-2 py-0.5 font-black uppercase ${RESULT_TONE[hand.result]}`}
            data-testid="hand-result"
          >
            {t(`liveCards.blackjack.results.${hand.result}`)}
            {hand.win !== null && (toMinor(hand.win) ?? 0n) > 0n ? ` · ${money(hand.win)}` : ''}
          </span>
        )}
      </div>
    </section>
  );
}

function RulesPanel({ table }: { table: LiveBlackjackTable }) {
  const { t } = useTranslation();
  const { rules, basicStrategyRtp } = table;
  const yes = (value: boolean) =>
    value ? t('liveCards.blackjack.rules.yes') : t('liveCards.blackjack.rules.no');
  const rows: [string, string][] = [
    [
      t('liveCards.blackjack.rules.decks'),
      rules.decks === null ? t('liveCards.blackjack.rules.infinite') : String(rules.decks),
    ],
    [
      t('liveCards.blackjack.rules.dealer'),
      rules.dealerHitsSoft17
        ? t('liveCards.blackjack.rules.hitsSoft17')
        : t('liveCards.blackjack.rules.standsSoft17'),
    ],
    [t('liveCards.blackjack.rules.peeks'), yes(rules.dealerPeeks)],
    [t('liveCards.blackjack.rules.blackjackPays'), rules.blackjackPays],
    [
      t('liveCards.blackjack.rules.double'),
      rules.doubleOnAnyTwo
        ? t('liveCards.blackjack.rules.anyTwo')
        : t('liveCards.blackjack.rules.nineToEleven'),
    ],
    [t('liveCards.blackjack.rules.doubleAfterSplit'), yes(rules.doubleAfterSplit)],
    [
      t('liveCards.blackjack.rules.splits'),
      t('liveCards.blackjack.rules.splitsValue', { count: rules.splitsMax }),
    ],
    [
      t('liveCards.blackjack.rules.splitAces'),
      rules.splitAcesOneCard
        ? t('liveCards.blackjack.rules.oneCard')
        : t('liveCards.blackjack.rules.played'),
    ],
    [t('liveCards.blackjack.rules.insurance'), yes(rules.insurance)],
    [t('liveCards.blackjack.rules.surrender'), yes(rules.surrender)],
    [t('liveCards.blackjack.rules.charlie'), yes(rules.sixCardCharlie)],
    [
      t('liveCards.blackjack.rules.timeout'),
      t(`liveCards.blackjack.actions.${rules.timeoutAction}`),
    ],
  ];
  return (
    <div className="space-y-2 text-xs" data-testid="blackjack-rules">
      <p className="rounded-lg border border-emerald-400/30 bg-emerald-500/10 p-2 text-sm font-bold text-emerald-100">
        {t('liveCards.blackjack.rtp', {
          rtp: basicStrategyRtp.rtpPercent,
          precision: basicStrategyRtp.precisionPercent,
        })}
        <span className="block text-[11px] font-normal text-emerald-200/80">
          {t(`liveCards.blackjack.rtpMethod.${basicStrategyRtp.method}`)}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-400">{label}</dt>
            <dd className="text-right font-semibold text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Blackjack for unlimited players: every seat stakes in the betting window, gets the same two
 * cards against the one dealer hand, and decides alone within the decision timer (the server lists
 * the legal moves; a seat still playing when it runs out stands). The dealer's hole card turns
 * once every seat is done, each hand is settled and the win joins the balance. The table's rules
 * and the declared RTP under basic strategy come from the API, the hint from the server's engine.
 */
function Blackjack() {
  const { t } = useTranslation();
  const { session, money, commitBalance, showError } = useGameClient();
  const { view, offsetMs, isMissing, bet } = useLiveTable();
  const serverNow = useServerNow(offsetMs);
  const phase = tablePhaseOf(view, serverNow);
  const isBetting = phase === 'betting';
  const chips = view ? chipValues(view.minBet, view.maxBet) : [];
  const [chosenChip, setChosenChip] = useState<string | null>(null);
  const chip = chosenChip !== null && chips.includes(chosenChip) ? chosenChip : (chips[0] ?? null);
  const [pending, setPending] = useState<{ roundId: string | null; chips: bigint[] }>({
    roundId: null,
    chips: [],
  });
  const [lastStake, setLastStake] = useState<{ roundId: string; amount: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isHintOn, setIsHintOn] = useState(false);
  const isWide = useMediaQuery(WIDE_QUERY);
  const [table, setTable] = useState<LiveBlackjackTable | null>(null);
  const [decided, setDecided] = useState<{
    roundId: string;
    seat: BlackjackSeatView;
    balance: string;
  } | null>(null);

  const roundId = view?.roundId ?? null;
  const tableId = view?.id ?? null;
  const seat = view?.seat && view.seat.liveRoundId === roundId ? view.seat : null;
  const pendingChips = pending.roundId === roundId ? pending.chips : [];
  const pendingMinor = pendingChips.reduce((sum, minor) => sum + minor, 0n);

  // The table with my hands (the hint asked for, so the seat's hands come with it), read again on every step of the round.
  const stepKey = view
    ? `${view.roundId}:${view.phase}:${seat?.stake ?? ''}:${seat?.isSettled ?? ''}`
    : null;
  const [tableAsk, setTableAsk] = useState(0);
  useEffect(() => {
    if (stepKey === null || !tableId) return;
    let isCancelled = false;
    getBlackjackTable(tableId, session.sessionToken, session.currency, true).then(
      (next) => {
        if (!isCancelled) setTable(next);
      },
      (caught: unknown) => {
        if (!isCancelled) showError(caught);
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [stepKey, tableAsk, tableId, session.sessionToken, session.currency, showError]);

  const tableSeat =
    table && table.roundId === roundId && table.seat?.liveRoundId === roundId
      ? table.seat.blackjack
      : null;
  // A decision's answer is newer than the last table read until the table is read again after it.
  const mySeat =
    decided &&
    decided.roundId === roundId &&
    (tableSeat === null || decided.seat.decisions > tableSeat.decisions)
      ? decided.seat
      : (tableSeat ?? seat?.blackjack ?? null);
  const deal = view?.deal ?? (table?.roundId === roundId ? table.deal : null);
  const dealer = dealerCards(view, deal);
  const result = view?.result?.kind === 'blackjack' ? view.result : null;
  const dealerShown = dealer.flatMap((card) => (card ? [card] : []));
  const dealerTotal = dealerShown.length > 0 ? cardsTotal(dealerShown) : null;
  const decisionsCloseAt = view?.decisionsCloseAt ?? null;
  const isWindowOpen =
    view?.phase === 'decisions' &&
    decisionsCloseAt !== null &&
    serverNow < Date.parse(decisionsCloseAt);
  const enabled = enabledActions(mySeat, isWindowOpen, isBusy);
  const hint = isHintOn && mySeat && !mySeat.isFinished ? mySeat.hint : null;
  const returned = seatReturn(mySeat);

  // The seat's bet (one per round), kept for Repeat in the next round.
  if (seat && lastStake?.roundId !== seat.liveRoundId)
    setLastStake({
      roundId: seat.liveRoundId,
      amount: seat.bets.kind === 'blackjack' ? seat.bets.amount : seat.stake,
    });
  const repeatAmount = lastStake && lastStake.roundId !== roundId ? lastStake.amount : null;

  // Once the hands are settled the balance is asked for: the table read carries none.
  const balanceAskedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!returned || roundId === null || balanceAskedRef.current === roundId) return;
    balanceAskedRef.current = roundId;
    getPlayBalance(session.sessionToken).then(({ balance }) => commitBalance(balance), showError);
  }, [returned, roundId, session.sessionToken, commitBalance, showError]);

  async function placeStake(amount: string) {
    if (isBusy) return;
    setIsBusy(true);
    const answer = await bet({ kind: 'blackjack', amount });
    if (answer) {
      setPending({ roundId, chips: [] });
      if (answer.balance !== null) commitBalance(answer.balance);
    }
    setIsBusy(false);
  }

  async function handleDecision(action: BlackjackAction) {
    if (!tableId || !roundId || !mySeat || isBusy) return;
    setIsBusy(true);
    try {
      const answer = await decideBlackjack(session.sessionToken, tableId, {
        action,
        actionIndex: mySeat.decisions,
        hint: true,
      });
      setDecided({ roundId, seat: answer.seat, balance: answer.balance });
      commitBalance(answer.balance);
    } catch (caught) {
      showError(caught);
      // A closed window or a move no longer legal: the table as it now stands.
      if (caught instanceof ApiError) setTableAsk((count) => count + 1);
    }
    setIsBusy(false);
  }

  if (isMissing) return <p className="p-6 text-center text-slate-300">{t('live.missing')}</p>;

  const sharedCards = deal?.playerCards ?? (result ? result.playerCards : []);
  const resultLine = returned
    ? (toMinor(returned.win) ?? 0n) > 0n
      ? t('live.won', { amount: money(returned.win) })
      : t('live.lost')
    : mySeat?.isTimedOut && view?.phase !== 'decisions'
      ? t('liveCards.blackjack.timedOut')
      : '';

  const rules = (
    <div className="space-y-3">
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('liveCards.blackjack.how.shared')}</li>
        <li>{t('liveCards.blackjack.how.timeout')}</li>
        {view && <li>{t('live.limits', { min: money(view.minBet), max: money(view.maxBet) })}</li>}
      </ul>
      {table && <RulesPanel table={table} />}
    </div>
  );

  const dealerSection = (
    <section
      aria-label={t('liveCards.blackjack.dealer')}
      className="flex flex-col items-center gap-2 rounded-xl border border-white/10 bg-black/20 p-2"
      data-testid="dealer"
    >
      <div className="flex w-full items-center justify-between gap-2">
        <h2 className="text-xs font-bold tracking-wide text-slate-300 uppercase">
          {t('liveCards.blackjack.dealer')}
        </h2>
        {dealerTotal && (
          <TotalBadge
            text={result ? String(result.dealerTotal) : totalText(dealerTotal)}
            label={t('liveCards.blackjack.total', {
              total: result ? result.dealerTotal : totalText(dealerTotal),
            })}
          />
        )}
      </div>
      {dealer.length > 0 ? (
        <Cards cards={dealer} roundId={roundId ?? ''} />
      ) : (
        <p className="flex min-h-20 items-center text-sm text-slate-400 sm:min-h-24">
          {isBetting ? t('liveCards.blackjack.placeBets') : t('liveCards.blackjack.dealing')}
        </p>
      )}
      {result?.isDealerBlackjack && (
        <p className="text-sm font-black text-amber-300 uppercase">
          {t('liveCards.blackjack.dealerBlackjack')}
        </p>
      )}
      {result && !result.isDealerBlackjack && result.dealerTotal > 21 && (
        <p className="text-sm font-black text-emerald-300 uppercase">
          {t('liveCards.blackjack.dealerBusts')}
        </p>
      )}
    </section>
  );

  const handsSection =
    mySeat && mySeat.hands.length > 0 ? (
      <div className="flex gap-2">
        {mySeat.hands.map((hand, index) => (
          <MyHand
            key={index}
            hand={hand}
            index={index}
            isActive={
              !mySeat.isFinished &&
              isWindowOpen &&
              index === mySeat.activeHand &&
              mySeat.hands.length > 1
            }
            count={mySeat.hands.length}
            money={money}
          />
        ))}
      </div>
    ) : sharedCards.length > 0 ? (
      <section
        aria-label={t('liveCards.blackjack.everyoneHand')}
        className="flex flex-col items-center gap-2 rounded-xl border border-white/10 bg-black/20 p-2"
      >
        <div className="flex w-full items-center justify-between gap-2">
          <span className="text-xs font-bold tracking-wide text-slate-300 uppercase">
            {t('liveCards.blackjack.everyoneHand')}
          </span>
          <TotalBadge
            text={totalText(cardsTotal(sharedCards))}
            label={t('liveCards.blackjack.total', { total: totalText(cardsTotal(sharedCards)) })}
          />
        </div>
        <Cards cards={sharedCards} roundId={roundId ?? ''} />
        {!seat && <p className="text-xs text-slate-400">{t('liveCards.blackjack.watching')}</p>}
      </section>
    ) : null;

  const decisions = (
    <div className="flex flex-col gap-2">
      {view?.phase === 'decisions' && decisionsCloseAt && (
        <DecisionTimer
          closesAt={decisionsCloseAt}
          windowMs={view.decisionMs ?? 0}
          serverNow={serverNow}
        />
      )}
      <div className="grid grid-cols-4 gap-1.5">
        {ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            onClick={() => void handleDecision(action)}
            disabled={!enabled[action]}
            aria-describedby={hint === action ? 'bj-hint' : undefined}
            className={`relative rounded-xl border-2 px-1 py-3 text-sm font-extrabold text-white transition enabled:hover:brightness-125 enabled:active:scale-95 disabled:cursor-not-allowed disabled:opacity-35 sm:text-base ${action === 'hit' ? 'border-emerald-400 bg-emerald-700/60' : action === 'stand' ? 'border-rose-400 bg-rose-700/60' : action === 'double' ? 'border-violet-400 bg-violet-700/60' : 'border-sky-400 bg-sky-700/60'} ${hint === action ? 'ring-4 ring-amber-300' : ''}`}
          >
            {t(`liveCards.blackjack.actions.${action}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2 text-xs">
        <label className="inline-flex cursor-pointer items-center gap-2 text-slate-300">
          <input
            type="checkbox"
            checked={isHintOn}
            onChange={(event) => setIsHintOn(event.target.checked)}
            className="h-4 w-4 accent-[var(--gc-accent)]"
          />
          {t('liveCards.blackjack.hintToggle')}
        </label>
        {hint && (
          <span id="bj-hint" className="font-bold text-amber-200" data-testid="hint">
            {t('liveCards.blackjack.hint', { action: t(`liveCards.blackjack.actions.${hint}`) })}
          </span>
        )}
      </div>
    </div>
  );

  const betting = (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() =>
            chip && setPending({ roundId, chips: [...pendingChips, toMinor(chip) ?? 0n] })
          }
          disabled={!isBetting || seat !== null || chip === null || isBusy}
          aria-label={t('liveCards.blackjack.addChip', { amount: chip ? money(chip) : '' })}
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-[var(--gc-accent)] bg-black/30 p-1 text-center text-[11px] leading-tight font-bold text-emerald-100 uppercase transition enabled:hover:bg-emerald-400/15 disabled:opacity-50"
          data-testid="bet-circle"
        >
          {pendingMinor > 0n || seat
            ? money(seat ? seat.stake : fromMinor(pendingMinor))
            : t('liveCards.blackjack.betCircle')}
        </button>
        <div className="min-w-0 flex-1">
          <ChipRack values={chips} selected={chip} onSelect={setChosenChip} money={money} />
        </div>
      </div>
      {seat && isBetting ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-center text-sm font-extrabold text-emerald-100"
          data-testid="bet-placed"
        >
          {t('live.actions.placed', { amount: money(seat.stake) })}
        </p>
      ) : (
        <BetActions
          canUndo={pendingChips.length > 0}
          canRepeat={repeatAmount !== null && seat === null}
          canDouble={pendingChips.length > 0 && seat === null}
          isBetting={isBetting && seat === null}
          isBusy={isBusy}
          pendingLabel={pendingMinor > 0n ? money(fromMinor(pendingMinor)) : null}
          onUndo={() => setPending({ roundId, chips: pendingChips.slice(0, -1) })}
          onClear={() => setPending({ roundId, chips: [] })}
          onRepeat={() => repeatAmount && void placeStake(repeatAmount)}
          onDouble={() => setPending({ roundId, chips: [...pendingChips, ...pendingChips] })}
          onConfirm={() => void placeStake(fromMinor(pendingMinor))}
        />
      )}
    </div>
  );

  const isDeciding = view?.phase === 'decisions' && mySeat !== null && mySeat.hands.length > 0;
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
            detail={[
              session.mode === 'fun' ? t('live.fun') : null,
              view ? t('liveCards.blackjack.players', { count: view.players }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          {dealerSection}
          {handsSection}
          <p
            aria-live="polite"
            role="status"
            className={`min-h-6 text-center text-sm font-bold ${returned && (toMinor(returned.win) ?? 0n) > 0n ? 'text-emerald-300' : 'text-slate-200'}`}
            data-testid="live-result"
          >
            {resultLine}
          </p>
        </section>
        <div className="flex flex-col gap-2 sm:gap-3 lg:row-span-2">
          <section
            aria-label={t('gameClient.controls.label')}
            className="sticky bottom-0 z-30 flex flex-col gap-2 rounded-2xl border border-white/10 bg-[#06180e]/95 p-2 backdrop-blur sm:p-3 lg:static lg:bg-black/30"
          >
            {isDeciding ? decisions : betting}
            <div className="grid grid-cols-2 gap-2">
              <Stat
                label={t('liveCards.blackjack.stake')}
                value={
                  <span data-testid="live-total">
                    {money(seat ? (returned?.stake ?? seat.stake) : fromMinor(pendingMinor))}
                  </span>
                }
              />
              <Stat
                label={t('live.win')}
                value={returned ? money(returned.win) : '—'}
                tone="good"
              />
            </div>
          </section>
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
