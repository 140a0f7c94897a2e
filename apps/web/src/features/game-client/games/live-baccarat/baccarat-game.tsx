import type { LiveCard, LiveHistory, LiveTableView } from '@orca/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/media-query';
import { VERIFIER_PATH } from '../../../../lib/verify-link';
import { getPlayBalance } from '../../api/play';
import { Stat } from '../../components/controls';
import { shortHash } from '../../components/fairness';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { fromMinor, toMinor } from '../../lib/money';
import {
  chipLabel,
  chipValues,
  stakeBySpot,
  sumChips,
  totalsBySpot,
  type SlipChip,
} from '../live/chips';
import { BetActions } from '../live/bet-actions';
import { Chip, chipColourOf, ChipRack } from '../live/chip-rack';
import { LastResultsStrip, PhaseBanner } from '../live/live-chrome';
import { tablePhaseOf } from '../live/live-table-view';
import { PlayingCard, PlayingCardStyles } from '../live/playing-card';
import { CardTableSectionsGate } from '../live/sections-gate';
import { useLiveTable, useServerNow } from '../live/use-live-table';
import { dealFrame, type BaccaratResult, type BaccaratSide } from './baccarat-deal';
import { BaccaratRoads, WINNER_BG } from './baccarat-roads';
import { BACCARAT_ODDS, betsBySpot, spotOutcome, type BaccaratKind } from './baccarat-spots';

const THEME: GameTheme = {
  accent: '#f5c451',
  glow: 'rgba(245,196,81,0.45)',
  background: 'radial-gradient(ellipse at 50% 0%, #12456b 0%, #0a2740 45%, #050f1c 100%)',
};
/** A result already on screen when the page opened is shown whole, not dealt again. */
const SHOWN_AT_ONCE = Number.NEGATIVE_INFINITY;

type BetChip = SlipChip<BaccaratKind>;

export default function BaccaratGame() {
  return (
    <CardTableSectionsGate>
      <Baccarat />
    </CardTableSectionsGate>
  );
}

const chipsOf = (bets: readonly { kind: BaccaratKind; amount: string }[]): BetChip[] =>
  bets.map((bet) => ({ key: bet.kind, bet: bet.kind, amountMinor: toMinor(bet.amount) ?? 0n }));
const toRequest = (chips: readonly BetChip[]) => ({
  kind: 'baccarat' as const,
  bets: totalsBySpot(chips).map((chip) => ({
    kind: chip.bet,
    amount: fromMinor(chip.amountMinor),
  })),
});

/**
 * When the hand of the round on screen began to be dealt on this screen: the moment its result
 * arrived, or long ago when the page opened on a result (no replay of a hand already dealt).
 */
function useRevealStart(roundId: string | null, hasResult: boolean): number | null {
  const [start, setStart] = useState<{ roundId: string; at: number } | null>(null);
  const isFirstRef = useRef(true);
  useEffect(() => {
    if (roundId === null) return;
    const isFirst = isFirstRef.current;
    isFirstRef.current = false;
    if (!hasResult) return;
    setStart((current) =>
      current?.roundId === roundId
        ? current
        : { roundId, at: isFirst ? SHOWN_AT_ONCE : Date.now() },
    );
  }, [roundId, hasResult]);
  return start?.roundId === roundId ? start.at : null;
}

function Hand({
  side,
  cards,
  total,
  result,
  isCalled,
}: {
  side: BaccaratSide;
  cards: LiveCard[];
  total: number | null;
  result: BaccaratResult | null;
  isCalled: boolean;
}) {
  const { t } = useTranslation();
  const isWinner = isCalled && result?.winner === side;
  const tone =
    side === 'player' ? 'from-sky-500/25 border-sky-400/40' : 'from-rose-500/25 border-rose-400/40';
  return (
    <section
      aria-label={t(`liveCards.baccarat.hand.${side}`)}
      className={`relative flex min-h-36 flex-col items-center gap-2 rounded-xl border bg-gradient-to-b to-transparent p-2 transition sm:min-h-44 ${tone} ${isWinner ? 'ring-2 ring-[var(--gc-accent)]' : ''}`}
      data-testid={`hand-${side}`}
    >
      <div className="flex w-full items-center justify-between gap-2">
        <h2
          className={`text-sm font-black tracking-widest uppercase ${side === 'player' ? 'text-sky-200' : 'text-rose-200'}`}
        >
          {t(`liveCards.baccarat.sides.${side}`)}
        </h2>
        <span
          aria-label={t('liveCards.baccarat.total', { total: total ?? '—' })}
          className="min-w-9 rounded-full bg-black/50 px-2 py-0.5 text-center text-lg font-black text-white tabular-nums"
          data-testid={`total-${side}`}
        >
          {total ?? '–'}
        </span>
      </div>
      <div
        className={`flex flex-1 items-center gap-1 ${side === 'banker' ? 'flex-row-reverse' : ''}`}
      >
        {cards.map((card, i) => (
          <PlayingCard key={i} card={card} isSideways={i === 2} />
        ))}
        {cards.length === 0 &&
          [0, 1].map((slot) => (
            <span
              key={slot}
              aria-hidden="true"
              className="h-20 w-14 rounded-md border-2 border-dashed border-white/15 sm:h-24 sm:w-[4.25rem]"
            />
          ))}
      </div>
    </section>
  );
}

function Spot({
  kind,
  stakeMinor,
  outcome,
  isDisabled,
  money,
  onBet,
}: {
  kind: BaccaratKind;
  stakeMinor: bigint;
  outcome: 'win' | 'push' | 'loss' | null;
  isDisabled: boolean;
  money: (amount: string) => string;
  onBet: (kind: BaccaratKind) => void;
}) {
  const { t, i18n } = useTranslation();
  const isMain = kind === 'player' || kind === 'banker';
  const colour =
    kind === 'player' || kind === 'player-pair'
      ? 'border-sky-400/60 bg-sky-900/40 text-sky-100'
      : kind === 'tie'
        ? 'border-emerald-400/60 bg-emerald-900/40 text-emerald-100'
        : 'border-rose-400/60 bg-rose-900/40 text-rose-100';
  const glow =
    outcome === 'win'
      ? 'ring-4 ring-[var(--gc-accent)] brightness-125'
      : outcome === 'loss'
        ? 'opacity-60'
        : '';
  const stake = stakeMinor > 0n ? fromMinor(stakeMinor) : null;
  return (
    <button
      type="button"
      onClick={() => onBet(kind)}
      disabled={isDisabled}
      aria-label={
        t('liveCards.baccarat.spotLabel', {
          spot: t(`liveCards.baccarat.spots.${kind}`),
          odds: BACCARAT_ODDS[kind],
        }) + (stake ? ` · ${t('liveCards.baccarat.spotStake', { amount: money(stake) })}` : '')
      }
      className={`relative flex flex-col items-center justify-center rounded-xl border-2 px-1 font-extrabold uppercase transition enabled:hover:brightness-125 disabled:cursor-not-allowed ${isMain ? 'min-h-24 text-lg sm:min-h-28 sm:text-2xl' : 'min-h-16 text-[11px] sm:text-sm'} ${colour} ${glow}`}
      data-testid={`spot-${kind}`}
    >
      <span className="leading-tight">{t(`liveCards.baccarat.spots.${kind}`)}</span>
      <span className="text-[11px] font-bold text-white/70 sm:text-xs">{BACCARAT_ODDS[kind]}</span>
      {stake && (
        <span className="absolute -top-2 -right-1.5">
          <Chip label={chipLabel(stake, i18n.language)} colour={chipColourOf(3)} size="sm" />
        </span>
      )}
    </button>
  );
}

/** The verifier pre-filled with a finished shoe's seeds (its first hand; each hand's recall gives its position). */
function previousShoeLink(shoe: NonNullable<LiveHistory['previousShoe']>): string {
  const query = new URLSearchParams({
    game: 'baccarat',
    serverSeed: shoe.serverSeed,
    clientSeed: shoe.clientSeed,
    nonce: '0',
    serverSeedHash: shoe.serverSeedHash,
  });
  return `${VERIFIER_PATH}?${query.toString()}`;
}

function ShoeInfo({
  view,
  previousShoe,
  money,
}: {
  view: LiveTableView;
  previousShoe: LiveHistory['previousShoe'];
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  if (!view.shoe) return null;
  return (
    <dl
      className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-lg border border-white/10 bg-black/30 p-2 text-xs"
      aria-label={t('liveCards.baccarat.shoe.title')}
    >
      <dt className="text-slate-400">{t('liveCards.baccarat.shoe.cardsLeft')}</dt>
      <dd className="text-right font-bold text-white tabular-nums" data-testid="cards-left">
        {view.shoe.cardsLeft}
      </dd>
      <dt className="text-slate-400">{t('liveCards.baccarat.shoe.hash')}</dt>
      <dd className="truncate text-right font-mono text-slate-200" title={view.shoe.serverSeedHash}>
        {shortHash(view.shoe.serverSeedHash)}
      </dd>
      <dt className="text-slate-400">{t('liveCards.baccarat.shoe.limits')}</dt>
      <dd className="text-right text-slate-200">
        {t('liveCards.baccarat.shoe.limitsValue', {
          min: money(view.minBet),
          max: money(view.maxBet),
        })}
      </dd>
      {/* The last finished shoe's seed is public: anyone can recompute its hands on the verifier. */}
      {previousShoe && (
        <>
          <dt className="text-slate-400">
            {t('liveCards.baccarat.shoe.previous', { id: previousShoe.id })}
          </dt>
          <dd
            className="truncate text-right font-mono text-slate-200"
            title={previousShoe.serverSeed}
            data-testid="previous-shoe-seed"
          >
            {shortHash(previousShoe.serverSeed)}
          </dd>
          <dd className="col-span-2 text-right">
            <a
              href={previousShoeLink(previousShoe)}
              target="_top"
              className="font-semibold text-[var(--gc-accent)] underline-offset-2 hover:underline"
            >
              {t('liveCards.baccarat.shoe.verifyPrevious')}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * Punto banco at a live table: every player bets on the same hand, dealt from the table's shoe
 * whose seed was committed before its first hand. Chips go on the spots first, one press sends
 * them (one bet per round: repeat and double work before sending); the hand is dealt card by card
 * (a pure timeline, baccarat-deal.ts), the winner called, the seat's win shown and added to the
 * balance; the bead plate and big road follow the shoe.
 */
function Baccarat() {
  const { t } = useTranslation();
  const { session, money, commitBalance, showError } = useGameClient();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { view, history, offsetMs, isMissing, bet } = useLiveTable();
  const serverNow = useServerNow(offsetMs);
  const phase = tablePhaseOf(view, serverNow);
  const isBetting = phase === 'betting';
  const chips = view ? chipValues(view.minBet, view.maxBet) : [];
  const [chosenChip, setChosenChip] = useState<string | null>(null);
  const chip = chosenChip !== null && chips.includes(chosenChip) ? chosenChip : (chips[0] ?? null);
  const [pending, setPending] = useState<{ roundId: string | null; chips: BetChip[] }>({
    roundId: null,
    chips: [],
  });
  const [isBusy, setIsBusy] = useState(false);
  const [lastBets, setLastBets] = useState<{
    key: string;
    roundId: string;
    chips: BetChip[];
  } | null>(null);

  const roundId = view?.roundId ?? null;
  const pendingChips = pending.roundId === roundId ? pending.chips : [];
  const seat = view?.seat && view.seat.liveRoundId === roundId ? view.seat : null;
  const placed = chipsOf(betsBySpot(seat?.bets));
  const placedKey = seat ? `${seat.liveRoundId}:${seat.stake}` : null;
  // The seat's bets, kept for Repeat in the next round (they change only with its stake).
  if (seat && placedKey !== null && lastBets?.key !== placedKey)
    setLastBets({ key: placedKey, roundId: seat.liveRoundId, chips: placed });
  const repeatChips = lastBets && lastBets.roundId !== roundId ? lastBets.chips : [];

  const result = view?.result?.kind === 'baccarat' ? view.result : null;
  const revealStart = useRevealStart(roundId, result !== null);
  const elapsed = revealStart === null ? -1 : serverNow - offsetMs - revealStart;
  const frame = result && revealStart !== null ? dealFrame(result, elapsed) : null;
  const isCalled = frame?.isCalled ?? false;

  // The win joins the balance once the winner is called; the table read carries no balance, so it is asked for.
  const settledWin = seat?.isSettled && isCalled ? seat.win : null;
  const balanceAskedRef = useRef<string | null>(null);
  useEffect(() => {
    if (settledWin === null || roundId === null || balanceAskedRef.current === roundId) return;
    balanceAskedRef.current = roundId;
    getPlayBalance(session.sessionToken).then(({ balance }) => commitBalance(balance), showError);
  }, [settledWin, roundId, session.sessionToken, commitBalance, showError]);

  function addChip(kind: BaccaratKind) {
    if (!chip || !isBetting || seat) return;
    const amountMinor = toMinor(chip) ?? 0n;
    setPending({ roundId, chips: [...pendingChips, { key: kind, bet: kind, amountMinor }] });
  }

  async function send(list: readonly BetChip[]) {
    if (list.length === 0 || isBusy) return;
    setIsBusy(true);
    const answer = await bet(toRequest(list));
    if (answer) {
      setPending({ roundId, chips: [] });
      if (answer.balance !== null) commitBalance(answer.balance);
    }
    setIsBusy(false);
  }

  const stakes = stakeBySpot(placed, pendingChips);
  const pendingMinor = sumChips(pendingChips);
  const placedMinor = sumChips(placed);
  const winMinor = settledWin !== null ? (toMinor(settledWin) ?? 0n) : null;
  const canBetSpots = isBetting && chip !== null && seat === null && !isBusy;

  const resultLine =
    result && isCalled
      ? [
          result.winner === 'tie'
            ? t('liveCards.baccarat.tieWins', { total: result.playerTotal })
            : t('liveCards.baccarat.sideWins', {
                side: t(`liveCards.baccarat.sides.${result.winner}`),
                winner: result.winner === 'player' ? result.playerTotal : result.bankerTotal,
                loser: result.winner === 'player' ? result.bankerTotal : result.playerTotal,
              }),
          winMinor !== null
            ? winMinor > 0n
              ? t('live.won', { amount: money(settledWin ?? '0') })
              : t('live.lost')
            : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : '';

  const lastResults = (view?.lastResults ?? []).flatMap((item) =>
    item.result.kind === 'baccarat' ? [item.result] : [],
  );
  const roadColumns = isPhone ? 12 : 20;

  const fairness = {
    summary: (
      <span>
        {view?.shoe
          ? t('liveCards.baccarat.fair.summary', {
              hash: shortHash(view.shoe.serverSeedHash),
              left: view.shoe.cardsLeft,
            })
          : t('live.fair.intro')}
      </span>
    ),
    details: (
      <div className="space-y-4">
        <p>{t('liveCards.baccarat.fair.intro')}</p>
        {view?.shoe && (
          <dl
            className="space-y-2 rounded-xl border border-white/10 bg-black/30 p-3"
            data-testid="baccarat-fair"
          >
            {(
              [
                [t('liveCards.baccarat.fair.shoe'), `#${view.shoe.id}`],
                [t('liveCards.baccarat.fair.shoeHash'), view.shoe.serverSeedHash],
                [t('liveCards.baccarat.fair.shoeClientSeed'), view.shoe.clientSeed],
                [t('liveCards.baccarat.shoe.cardsLeft'), String(view.shoe.cardsLeft)],
                [t('live.fair.round'), `#${view.roundNo}`],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
                <dt className="text-slate-400">{label}</dt>
                <dd className="font-mono text-xs break-all text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p>{t('liveCards.baccarat.fair.method')}</p>
        <p>
          {t('liveCards.baccarat.fair.reveal')}{' '}
          <a
            href="/profile/history"
            target="_top"
            className="font-semibold text-[var(--gc-accent)] underline-offset-2 hover:underline"
          >
            {t('live.fair.history')}
          </a>
        </p>
        <p>
          <a
            href={VERIFIER_PATH}
            target="_top"
            className="font-semibold text-[var(--gc-accent)] underline-offset-2 hover:underline"
          >
            {t('gameClient.fair.openVerifier')}
          </a>
        </p>
      </div>
    ),
  };

  const rules = (
    <ul className="list-disc space-y-1 pl-5">
      <li>{t('liveCards.baccarat.rules.shoe')}</li>
      <li>{t('liveCards.baccarat.rules.drawing')}</li>
      {(['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const).map((kind) => (
        <li key={kind}>
          {t('liveCards.baccarat.rules.pays', {
            spot: t(`liveCards.baccarat.spots.${kind}`),
            odds: BACCARAT_ODDS[kind],
          })}
          {view?.rtp.find((r) => r.bet === kind)
            ? ` ${t('liveCards.rtp', { rtp: view.rtp.find((r) => r.bet === kind)?.rtpPercent ?? '' })}`
            : ''}
        </li>
      ))}
      <li>{t('liveCards.baccarat.rules.push')}</li>
      {view && <li>{t('live.limits', { min: money(view.minBet), max: money(view.maxBet) })}</li>}
    </ul>
  );

  if (isMissing) return <p className="p-6 text-center text-slate-300">{t('live.missing')}</p>;

  const table = (
    <section
      aria-label={t('liveCards.baccarat.table')}
      className="relative flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3"
    >
      <PhaseBanner
        view={view}
        serverNow={serverNow}
        detail={session.mode === 'fun' ? t('live.fun') : undefined}
      />
      <div className="relative grid grid-cols-2 gap-2">
        <Hand
          side="player"
          cards={frame?.player ?? []}
          total={frame?.playerTotal ?? null}
          result={result}
          isCalled={isCalled}
        />
        <Hand
          side="banker"
          cards={frame?.banker ?? []}
          total={frame?.bankerTotal ?? null}
          result={result}
          isCalled={isCalled}
        />
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
      <p
        aria-live="polite"
        role="status"
        className={`min-h-6 text-center text-sm font-bold ${winMinor !== null && winMinor > 0n ? 'text-emerald-300' : 'text-slate-200'}`}
        data-testid="live-result"
      >
        {resultLine}
      </p>
      <div className="grid grid-cols-3 gap-1.5 sm:gap-2">
        {(['player-pair', 'tie', 'banker-pair'] as const).map((kind) => (
          <Spot
            key={kind}
            kind={kind}
            stakeMinor={stakes.get(kind) ?? 0n}
            outcome={result && isCalled ? spotOutcome(kind, result) : null}
            isDisabled={!canBetSpots}
            money={money}
            onBet={addChip}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-1.5 sm:gap-2">
        {(['player', 'banker'] as const).map((kind) => (
          <Spot
            key={kind}
            kind={kind}
            stakeMinor={stakes.get(kind) ?? 0n}
            outcome={result && isCalled ? spotOutcome(kind, result) : null}
            isDisabled={!canBetSpots}
            money={money}
            onBet={addChip}
          />
        ))}
      </div>
    </section>
  );

  const controls = (
    <section
      aria-label={t('gameClient.controls.label')}
      className="sticky bottom-0 z-30 flex flex-col gap-2 rounded-2xl border border-white/10 bg-[#071a2b]/95 p-2 backdrop-blur sm:p-3 lg:static lg:bg-black/30"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ChipRack values={chips} selected={chip} onSelect={setChosenChip} money={money} />
        <div className="grid grid-cols-2 gap-2">
          <Stat
            label={t('live.totalStake')}
            value={
              <span data-testid="live-total">{money(fromMinor(placedMinor + pendingMinor))}</span>
            }
          />
          <Stat
            label={t('live.win')}
            value={winMinor !== null ? money(settledWin ?? '0') : '—'}
            tone="good"
          />
        </div>
      </div>
      {seat && isBetting ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300/40 bg-amber-400/10 px-4 py-3 text-center text-sm font-extrabold text-amber-100"
          data-testid="bet-placed"
        >
          {t('live.actions.placed', { amount: money(seat.stake) })}
        </p>
      ) : (
        <BetActions
          canUndo={pendingChips.length > 0}
          canRepeat={repeatChips.length > 0 && seat === null}
          canDouble={pendingChips.length > 0 && seat === null}
          isBetting={isBetting && seat === null}
          isBusy={isBusy}
          pendingLabel={pendingMinor > 0n ? money(fromMinor(pendingMinor)) : null}
          onUndo={() => setPending({ roundId, chips: pendingChips.slice(0, -1) })}
          onClear={() => setPending({ roundId, chips: [] })}
          onRepeat={() => void send(repeatChips)}
          onDouble={() => setPending({ roundId, chips: [...pendingChips, ...pendingChips] })}
          onConfirm={() => void send(pendingChips)}
        />
      )}
      {seat && !seat.isSettled && !isBetting && (
        <p className="text-center text-xs font-semibold text-emerald-300">
          {t('liveCards.baccarat.betPlaced', { amount: money(seat.stake) })}
        </p>
      )}
    </section>
  );

  const board = (
    <section
      aria-label={t('liveCards.baccarat.roads.title')}
      className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
          {t('live.lastResults')}
        </h2>
      </div>
      <LastResultsStrip
        label={t('live.lastResults')}
        items={lastResults}
        render={(item) => (
          <span
            className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-[10px] font-black text-white ${WINNER_BG[item.winner]}`}
            title={`${item.playerTotal}–${item.bankerTotal}`}
          >
            {t(`liveCards.baccarat.letters.${item.winner}`)}
          </span>
        )}
      />
      <BaccaratRoads roads={history?.roads ?? null} columns={roadColumns} />
      {view && <ShoeInfo view={view} previousShoe={history?.previousShoe ?? null} money={money} />}
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
      rules={rules}
      fairness={fairness}
    >
      <PlayingCardStyles />
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-2 sm:gap-3 sm:p-3 lg:mx-auto lg:w-full lg:max-w-[90rem] lg:grid-cols-[1fr_26rem]">
        <div className="flex min-w-0 flex-col gap-2 sm:gap-3">
          {table}
          {controls}
        </div>
        {board}
      </div>
    </GameFrame>
  );
}
