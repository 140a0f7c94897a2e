import { MONEY_WHEEL_NUMBER_LIST } from '@orca/contracts/games/live.schemas';
import { MONEY_WHEEL_SEGMENTS } from '@orca/games/live/money-wheel';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stat } from '../../components/controls';
import { getPlayBalance } from '../../api/play';
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
import { Chip, ChipRack } from '../live/chip-rack';
import { LastResultsStrip, PhaseBanner } from '../live/live-chrome';
import { liveFairness } from '../live/live-fairness';
import { tablePhaseOf } from '../live/live-table-view';
import { LiveSectionsGate } from '../live/sections-gate';
import { useLiveTable, useServerNow } from '../live/use-live-table';
import { MoneyWheel, NUMBER_COLOURS } from './money-wheel-view';

const THEME: GameTheme = {
  accent: '#f472b6',
  glow: 'rgba(244,114,182,0.5)',
  background: 'radial-gradient(ellipse at 50% 0%, #4c1d95 0%, #1e1b4b 50%, #0b0a1f 100%)',
};

type WheelNumber = (typeof MONEY_WHEEL_NUMBER_LIST)[number];
type WheelChip = SlipChip<WheelNumber>;

const keyOf = (number: WheelNumber) => `n-${number}`;
const SEGMENT_COUNTS = MONEY_WHEEL_NUMBER_LIST.map((number) => ({
  number,
  count: MONEY_WHEEL_SEGMENTS.filter((s) => s.kind === 'number' && s.number === number).length,
}));
const toRequest = (chips: readonly WheelChip[]) => ({
  kind: 'money_wheel' as const,
  bets: totalsBySpot(chips).map((chip) => ({
    number: chip.bet,
    amount: fromMinor(chip.amountMinor),
  })),
});

export default function MoneyWheelGame() {
  return (
    <LiveSectionsGate>
      <MoneyWheelTable />
    </LiveSectionsGate>
  );
}

function NumberBadge({ number, multiplier = 1 }: { number: number; multiplier?: number }) {
  const colours = NUMBER_COLOURS[number] ?? { fill: '#334155', text: '#fff' };
  return (
    <span
      className="inline-flex h-7 min-w-7 items-center justify-center rounded-md px-1.5 text-xs font-black tabular-nums"
      style={{ background: colours.fill, color: colours.text }}
    >
      {number}
      {multiplier > 1 && <sup className="ml-0.5 text-[9px]">×{multiplier}</sup>}
    </span>
  );
}

/**
 * The money wheel show: bets on 1, 2, 5, 10, 20 and 40 (a number pays its own value to 1), one
 * spin for everybody; a 2× or 7× segment spins again and multiplies what the next spin pays.
 */
function MoneyWheelTable() {
  const { t, i18n } = useTranslation();
  const { session, money, commitBalance, showError } = useGameClient();
  const { view, offsetMs, isMissing, bet } = useLiveTable();
  const serverNow = useServerNow(offsetMs);
  const phase = tablePhaseOf(view, serverNow);
  const isBetting = phase === 'betting';
  const chips = view ? chipValues(view.minBet, view.maxBet) : [];
  const [chosenChip, setChosenChip] = useState<string | null>(null);
  const chip =
    chosenChip !== null && chips.includes(chosenChip) ? chosenChip : (chips[1] ?? chips[0] ?? null);
  const [pending, setPending] = useState<{ roundId: string | null; chips: WheelChip[] }>({
    roundId: null,
    chips: [],
  });
  const [isBusy, setIsBusy] = useState(false);
  const [landedRoundId, setLandedRoundId] = useState<string | null>(null);
  const [step, setStep] = useState<{ roundId: string | null; index: number }>({
    roundId: null,
    index: -1,
  });
  const [lastBets, setLastBets] = useState<{
    key: string;
    roundId: string;
    chips: WheelChip[];
  } | null>(null);

  const roundId = view?.roundId ?? null;
  const pendingChips = pending.roundId === roundId ? pending.chips : [];
  const seat = view?.seat && view.seat.liveRoundId === roundId ? view.seat : null;
  const placed: WheelChip[] =
    seat?.bets.kind === 'money_wheel'
      ? seat.bets.bets.map((b) => ({
          key: keyOf(b.number),
          bet: b.number,
          amountMinor: toMinor(b.amount) ?? 0n,
        }))
      : [];
  const placedKey = seat ? `${seat.liveRoundId}:${seat.stake}` : null;
  // Remembered for "repeat" once the next round opens; the seat's bets only change when its stake does.
  if (seat && placedKey !== null && lastBets?.key !== placedKey)
    setLastBets({ key: placedKey, roundId: seat.liveRoundId, chips: placed });
  const repeatChips = lastBets && lastBets.roundId !== roundId ? lastBets.chips : [];
  // One set of bets per seat and round: once sent, the felt is closed to this seat until the next round.
  const isPlaced = placed.length > 0;

  // The spin being shown: it plays on (re-spins included) and stays, with its win, through the next round's betting.
  const result = view?.result?.kind === 'money_wheel' ? view.result : null;
  const [spin, setSpin] = useState<{ roundId: string; result: NonNullable<typeof result> } | null>(
    null,
  );
  if (result && roundId !== null && spin?.roundId !== roundId) setSpin({ roundId, result });
  // A result already on show when the table opened is drawn at rest; every later one spins.
  const [joined, setJoined] = useState<{ resultRoundId: string | null } | null>(null);
  if (view && joined === null) setJoined({ resultRoundId: view.result ? view.roundId : null });
  const isLanded = spin !== null && landedRoundId === spin.roundId;
  const [spinWin, setSpinWin] = useState<{ roundId: string; win: string } | null>(null);
  const spunSeat =
    view?.seat && spin && view.seat.liveRoundId === spin.roundId && view.seat.isSettled
      ? view.seat
      : null;
  if (spin && spunSeat?.win != null && spinWin?.roundId !== spin.roundId)
    setSpinWin({ roundId: spin.roundId, win: spunSeat.win });
  const balance = view?.balance ?? null;
  const isSpinning = spin !== null && !isLanded;
  useEffect(() => {
    if (balance !== null && !isSpinning) commitBalance(balance);
  }, [balance, isSpinning, commitBalance]);
  // The table's reads carry no balance: once the spin my seat bet on has landed, the session's balance (with the win) is asked for.
  const landedSeatRound =
    isLanded && spin && spinWin?.roundId === spin.roundId ? spin.roundId : null;
  useEffect(() => {
    if (landedSeatRound === null) return;
    getPlayBalance(session.sessionToken).then(
      ({ balance: after }) => commitBalance(after),
      showError,
    );
  }, [landedSeatRound, session.sessionToken, commitBalance, showError]);

  const handleStep = useCallback(
    (spunRoundId: string, index: number) => setStep({ roundId: spunRoundId, index }),
    [],
  );
  const stepIndex = spin && step.roundId === spin.roundId ? step.index : -1;
  // The multiplier collected by the spins shown so far; once landed, the result's (the engine caps the hits that count).
  const shownSpins = spin ? spin.result.spins.slice(0, stepIndex + 1) : [];
  const shownMultiplier =
    isLanded && spin
      ? spin.result.multiplier
      : shownSpins.reduce(
          (product, s) =>
            s.segment.kind === 'multiplier' ? product * s.segment.multiplier : product,
          1,
        );
  const lastShown = shownSpins[shownSpins.length - 1];

  function addChip(number: WheelNumber) {
    if (!chip || !isBetting || isPlaced) return;
    const amountMinor = toMinor(chip) ?? 0n;
    setPending((current) => ({
      roundId,
      chips: [
        ...(current.roundId === roundId ? current.chips : []),
        { key: keyOf(number), bet: number, amountMinor },
      ],
    }));
  }
  async function send(list: readonly WheelChip[]) {
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
  const win = isLanded && spin && spinWin?.roundId === spin.roundId ? spinWin.win : null;
  const winMinor = win !== null ? (toMinor(win) ?? 0n) : null;

  let stage = '';
  if (spin && isLanded) {
    stage = t('live.wheel.resultIs', {
      number: spin.result.number,
      multiplier: spin.result.multiplier,
    });
    if (winMinor !== null)
      stage += ` · ${winMinor > 0n ? t('live.won', { amount: money(win ?? '0') }) : t('live.lost')}`;
    if (spin.roundId !== roundId) stage = t('live.lastRound', { result: stage });
  } else if (lastShown?.segment.kind === 'multiplier')
    stage = t('live.wheel.respin', { multiplier: shownMultiplier });

  const fairness = liveFairness(view, t('live.wheel.fairMethod'), t);
  const rtpOf = (number: number) => view?.rtp.find((r) => r.bet === String(number))?.rtpPercent;
  const rules = (
    <ul className="list-disc space-y-1 pl-5">
      <li>{t('live.wheel.rule1')}</li>
      <li>{t('live.wheel.rule2')}</li>
      {SEGMENT_COUNTS.map(({ number, count }) => (
        <li key={number}>
          {t('live.wheel.ruleNumber', { number, count, rtp: rtpOf(number) ?? '—' })}
        </li>
      ))}
      {view && <li>{t('live.limits', { min: money(view.minBet), max: money(view.maxBet) })}</li>}
    </ul>
  );

  if (isMissing) return <p className="p-6 text-center text-slate-300">{t('live.missing')}</p>;
  const lastResults = (view?.lastResults ?? []).flatMap((item) =>
    item.result.kind === 'money_wheel' ? [item.result] : [],
  );

  return (
    <GameFrame
      title={t('live.wheel.title')}
      theme={THEME}
      howToPlay={[t('live.wheel.how1'), t('live.wheel.how2'), t('live.wheel.how3')]}
      rules={rules}
      fairness={fairness}
    >
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-2 sm:gap-3 sm:p-3 lg:mx-auto lg:w-full lg:max-w-[90rem] lg:grid-cols-[1fr_26rem]">
        <section
          aria-label={t('live.wheel.wheel')}
          className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3"
        >
          <PhaseBanner
            view={view}
            serverNow={serverNow}
            detail={session.mode === 'fun' ? t('live.fun') : undefined}
          />
          <div className="relative">
            <MoneyWheel
              roundId={spin?.roundId ?? null}
              spins={spin?.result.spins ?? null}
              isInstant={spin !== null && spin.roundId === joined?.resultRoundId}
              onStep={handleStep}
              onLanded={setLandedRoundId}
              hub={
                isLanded && spin ? (
                  <span
                    className="gc-pop flex h-16 w-16 flex-col items-center justify-center rounded-full border-4 border-[#d4af37] text-2xl leading-none font-black shadow-xl sm:h-20 sm:w-20 sm:text-3xl"
                    style={{
                      background: NUMBER_COLOURS[spin.result.number]?.fill,
                      color: NUMBER_COLOURS[spin.result.number]?.text,
                    }}
                    data-testid="wheel-result"
                  >
                    {spin.result.number}
                    {spin.result.multiplier > 1 && (
                      <span className="text-xs">×{spin.result.multiplier}</span>
                    )}
                  </span>
                ) : null
              }
            />
            {shownMultiplier > 1 && (
              <span
                className="gc-pop absolute top-2 right-2 rounded-full bg-[#d4af37] px-3 py-1 text-lg font-black text-black shadow-lg"
                data-testid="wheel-multiplier"
                aria-label={t('live.wheel.multiplier', { multiplier: shownMultiplier })}
              >
                ×{shownMultiplier}
              </span>
            )}
          </div>
          <p
            aria-live="polite"
            role="status"
            className={`min-h-6 text-center text-sm font-bold ${winMinor !== null && winMinor > 0n ? 'text-emerald-300' : 'text-slate-100'}`}
            data-testid="live-result"
          >
            {stage}
          </p>
          <div>
            <h2 className="mb-1 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
              {t('live.lastResults')}
            </h2>
            <LastResultsStrip
              label={t('live.lastResults')}
              items={lastResults}
              render={(item) => <NumberBadge number={item.number} multiplier={item.multiplier} />}
            />
          </div>
        </section>
        <section
          aria-label={t('gameClient.controls.label')}
          className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-black/30 p-2 sm:p-3"
        >
          <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('live.wheel.spots')}>
            {MONEY_WHEEL_NUMBER_LIST.map((number) => {
              const colours = NUMBER_COLOURS[number] ?? { fill: '#334155', text: '#fff' };
              const stake = stakes.get(keyOf(number));
              const isWinner =
                isLanded && spin?.roundId === roundId && spin.result.number === number;
              const label = `${t('live.wheel.spot', { number })}${stake ? ` · ${t('live.roulette.staked', { amount: money(fromMinor(stake)) })}` : ''}`;
              return (
                <button
                  key={number}
                  type="button"
                  aria-label={label}
                  data-spot={keyOf(number)}
                  onClick={() => addChip(number)}
                  disabled={!isBetting || !chip || isPlaced}
                  className={`relative flex h-20 flex-col items-center justify-center rounded-xl border-2 font-black shadow-lg transition hover:brightness-110 disabled:cursor-not-allowed sm:h-24 ${isWinner ? 'border-white ring-4 ring-white/70' : 'border-black/20'}`}
                  style={{ background: colours.fill, color: colours.text }}
                >
                  <span className="text-3xl leading-none">{number}</span>
                  <span className="mt-1 text-[11px] font-bold opacity-80">
                    {t('live.wheel.pays', { number })}
                  </span>
                  {stake ? (
                    <span className="absolute -top-2 -right-2" aria-hidden="true">
                      <Chip
                        label={chipLabel(fromMinor(stake), i18n.language)}
                        colour="#111827"
                        size="sm"
                      />
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
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
              value={winMinor !== null ? money(win ?? '0') : '—'}
              tone="good"
            />
          </div>
          <BetActions
            canUndo={pendingChips.length > 0}
            canRepeat={repeatChips.length > 0 && !isPlaced}
            canDouble={pendingChips.length > 0 && !isPlaced}
            isBetting={isBetting}
            isBusy={isBusy}
            pendingLabel={pendingMinor > 0n ? money(fromMinor(pendingMinor)) : null}
            placedLabel={isPlaced ? money(fromMinor(placedMinor)) : null}
            onUndo={() => setPending({ roundId, chips: pendingChips.slice(0, -1) })}
            onClear={() => setPending({ roundId, chips: [] })}
            onRepeat={() => setPending({ roundId, chips: [...repeatChips] })}
            onDouble={() => setPending({ roundId, chips: [...pendingChips, ...pendingChips] })}
            onConfirm={() => void send(pendingChips)}
          />
        </section>
      </div>
    </GameFrame>
  );
}
