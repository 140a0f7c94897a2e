import type { RouletteBetInput } from '@orca/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/media-query';
import { Segmented, Stat } from '../../components/controls';
import { getPlayBalance } from '../../api/play';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { fromMinor, toMinor } from '../../lib/money';
import { chipValues, stakeBySpot, sumChips, totalsBySpot, type SlipChip } from '../live/chips';
import {
  BetActions,
  ChipRack,
  LastResultsStrip,
  LiveSectionsGate,
  liveFairness,
  PhaseBanner,
  tablePhaseOf,
} from '../live/live-chrome';
import { useLiveTable, useServerNow } from '../live/use-live-table';
import { spotLabel, TallBoard, WideBoard } from './roulette-board';
import {
  betKey,
  chipsOfBets,
  INSIDE_TYPES,
  ROULETTE_TABLE_ODDS,
  rouletteColour,
  type InsideType,
} from './roulette-layout';
import { RouletteWheel } from './roulette-wheel';

const THEME: GameTheme = {
  accent: '#fbbf24',
  glow: 'rgba(251,191,36,0.45)',
  background: 'radial-gradient(ellipse at 50% 0%, #0f5132 0%, #0a2e1f 45%, #05140d 100%)',
};
const POCKET_BG = {
  red: 'bg-[#b3122f]',
  black: 'bg-[#16181d] border border-white/20',
  green: 'bg-[#0c7a35]',
} as const;

type Chip = SlipChip<RouletteBetInput>;

export default function LiveRouletteGame() {
  return (
    <LiveSectionsGate>
      <LiveRoulette />
    </LiveSectionsGate>
  );
}

function Pocket({ number, size = 'md' }: { number: number; size?: 'sm' | 'md' }) {
  return (
    <span
      className={`inline-flex items-center justify-center rounded-full font-extrabold text-white tabular-nums ${POCKET_BG[rouletteColour(number)]} ${size === 'sm' ? 'h-6 min-w-6 px-1 text-[11px]' : 'h-8 min-w-8 px-1 text-sm'}`}
    >
      {number}
    </span>
  );
}

const toRequest = (chips: readonly Chip[]) => ({
  kind: 'roulette' as const,
  bets: totalsBySpot(chips).map((chip) => ({ bet: chip.bet, amount: fromMinor(chip.amountMinor) })),
});

/**
 * European roulette at a live table: everybody bets on the same spin while the clock runs. Chips
 * go on the felt first (undo and clear work on them), then one press sends them; repeat sends last
 * round's bets again and double sends this round's again. The wheel spins to the drawn pocket and
 * the seat's win joins the balance once the ball has landed.
 */
function LiveRoulette() {
  const { t } = useTranslation();
  const { session, money, commitBalance, showError } = useGameClient();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { view, history, offsetMs, isMissing, bet } = useLiveTable();
  const serverNow = useServerNow(offsetMs);
  const phase = tablePhaseOf(view, serverNow);
  const isBetting = phase === 'betting';
  const chips = view ? chipValues(view.minBet, view.maxBet) : [];
  const [chosenChip, setChosenChip] = useState<string | null>(null);
  const chip =
    chosenChip !== null && chips.includes(chosenChip) ? chosenChip : (chips[1] ?? chips[0] ?? null);
  const [pending, setPending] = useState<{ roundId: string | null; chips: Chip[] }>({
    roundId: null,
    chips: [],
  });
  const [insideType, setInsideType] = useState<InsideType>('straight');
  const [isBusy, setIsBusy] = useState(false);
  const [landedRoundId, setLandedRoundId] = useState<string | null>(null);
  const [lastBets, setLastBets] = useState<{ key: string; roundId: string; chips: Chip[] } | null>(
    null,
  );

  const roundId = view?.roundId ?? null;
  // Chips not sent before the close were never bets: the next round starts with a bare felt.
  const pendingChips = pending.roundId === roundId ? pending.chips : [];
  const seat = view?.seat && view.seat.liveRoundId === roundId ? view.seat : null;
  const placed = chipsOfBets(seat?.bets);
  const placedKey = seat ? `${seat.liveRoundId}:${seat.stake}` : null;
  // Remembered for "repeat" once the next round opens; the seat's bets only change when its stake does.
  if (seat && placedKey !== null && lastBets?.key !== placedKey)
    setLastBets({ key: placedKey, roundId: seat.liveRoundId, chips: placed });
  const repeatChips = lastBets && lastBets.roundId !== roundId ? lastBets.chips : [];
  // One set of bets per seat and round: once sent, the felt is closed to this seat until the next round.
  const isPlaced = placed.length > 0;

  // The spin being shown: it stays (with its win) through the next round's betting until the next spin.
  const result = view?.result?.kind === 'roulette' ? view.result : null;
  const [spin, setSpin] = useState<{
    roundId: string;
    pocket: number;
    colour: 'green' | 'red' | 'black';
  } | null>(null);
  if (result && roundId !== null && spin?.roundId !== roundId)
    setSpin({ roundId, pocket: result.pocket, colour: result.colour });
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
  // The win joins the balance once the ball has landed; until then the balance after the bets stays.
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

  const addChip = useCallback(
    (next: RouletteBetInput) => {
      if (!chip || !isBetting || isPlaced) return;
      const amountMinor = toMinor(chip) ?? 0n;
      setPending((current) => ({
        roundId,
        chips: [
          ...(current.roundId === roundId ? current.chips : []),
          { key: betKey(next), bet: next, amountMinor },
        ],
      }));
    },
    [chip, isBetting, isPlaced, roundId],
  );

  async function send(list: readonly Chip[]) {
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
  const resultLine =
    spin && isLanded && phase !== 'closing'
      ? `${t('live.roulette.resultIs', { number: spin.pocket, colour: t(`live.roulette.colours.${spin.colour}`) })}${winMinor !== null ? ` · ${winMinor > 0n ? t('live.won', { amount: money(win ?? '0') }) : t('live.lost')}` : ''}`
      : '';

  const lastResults = (view?.lastResults ?? []).flatMap((item) =>
    item.result.kind === 'roulette' ? [item.result.pocket] : [],
  );
  const hotCold = history?.hotCold ?? null;
  const boardProps = {
    stakes,
    onBet: addChip,
    isDisabled: !isBetting || !chip || isPlaced,
    winning: isLanded && spin && spin.roundId === roundId ? spin.pocket : null,
    money,
  };
  const myBets = totalsBySpot([...placed, ...pendingChips]);

  const fairness = liveFairness(view, t('live.roulette.fairMethod'), t);
  const rules = (
    <ul className="list-disc space-y-1 pl-5">
      {(
        ['straight', 'split', 'street', 'corner', 'six-line', 'dozen', 'column', 'red'] as const
      ).map((kind) => (
        <li key={kind}>
          {t('live.roulette.rule', {
            bet: t(`live.roulette.ruleBets.${kind}`),
            odds: ROULETTE_TABLE_ODDS[kind],
          })}
        </li>
      ))}
      <li>
        {t('live.rtpAll', { rtp: (view?.rtp[0]?.rtpPercent ?? '97.2973').replace(/0+$/, '') })}
      </li>
      {view && <li>{t('live.limits', { min: money(view.minBet), max: money(view.maxBet) })}</li>}
    </ul>
  );

  if (isMissing) return <p className="p-6 text-center text-slate-300">{t('live.missing')}</p>;

  return (
    <GameFrame
      title={t('live.roulette.title')}
      theme={THEME}
      howToPlay={[t('live.roulette.how1'), t('live.roulette.how2'), t('live.roulette.how3')]}
      rules={rules}
      fairness={fairness}
    >
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-2 sm:gap-3 sm:p-3 lg:mx-auto lg:w-full lg:max-w-[90rem] lg:grid-cols-[20rem_1fr]">
        <section
          aria-label={t('live.roulette.wheel')}
          className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3 lg:row-span-2"
        >
          <PhaseBanner
            view={view}
            serverNow={serverNow}
            detail={session.mode === 'fun' ? t('live.fun') : undefined}
          />
          <div className="grid grid-cols-[1fr_auto] items-center gap-2 lg:grid-cols-1">
            <RouletteWheel
              roundId={spin?.roundId ?? null}
              pocket={spin?.pocket ?? null}
              isInstant={spin !== null && spin.roundId === joined?.resultRoundId}
              isWaiting={phase === 'closing'}
              onLanded={setLandedRoundId}
            />
            {hotCold && (
              <dl
                className="grid grid-cols-1 gap-2 text-xs lg:grid-cols-2"
                aria-label={t('live.roulette.hotCold')}
              >
                {(['hot', 'cold'] as const).map((which) => (
                  <div key={which} className="rounded-lg border border-white/10 bg-black/30 p-2">
                    <dt
                      className={`mb-1 font-bold tracking-wide uppercase ${which === 'hot' ? 'text-orange-300' : 'text-sky-300'}`}
                    >
                      {t(`live.roulette.${which}`)}
                    </dt>
                    <dd className="flex flex-wrap gap-1">
                      {hotCold[which].slice(0, 5).map((item) => (
                        <span
                          key={item.number}
                          title={t('live.roulette.hits', { count: item.hits })}
                        >
                          <Pocket number={item.number} size="sm" />
                        </span>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          <p
            aria-live="polite"
            role="status"
            className={`min-h-6 text-center text-sm font-bold ${winMinor !== null && winMinor > 0n ? 'text-emerald-300' : 'text-slate-200'}`}
            data-testid="live-result"
          >
            {resultLine && spin && spin.roundId !== roundId
              ? t('live.lastRound', { result: resultLine })
              : resultLine}
          </p>
          <div>
            <h2 className="mb-1 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
              {t('live.lastResults')}
            </h2>
            <LastResultsStrip
              label={t('live.lastResults')}
              items={lastResults}
              render={(number) => <Pocket number={number} size="sm" />}
            />
          </div>
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
        <section
          aria-label={t('gameClient.controls.label')}
          className="sticky bottom-0 z-30 flex flex-col gap-2 rounded-2xl border border-white/10 bg-[#06140d]/95 p-2 backdrop-blur sm:p-3 lg:static lg:bg-black/30"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ChipRack values={chips} selected={chip} onSelect={setChosenChip} money={money} />
            <div className="grid grid-cols-2 gap-2">
              <Stat
                label={t('live.totalStake')}
                value={
                  <span data-testid="live-total">
                    {money(fromMinor(placedMinor + pendingMinor))}
                  </span>
                }
              />
              <Stat
                label={t('live.win')}
                value={winMinor !== null ? money(win ?? '0') : '—'}
                tone="good"
              />
            </div>
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
          {myBets.length > 0 && (
            <details className="text-xs text-slate-300">
              <summary className="cursor-pointer font-semibold">
                {t('live.myBets', { count: myBets.length })}
              </summary>
              <ul className="mt-1 max-h-32 space-y-0.5 overflow-y-auto">
                {myBets.map((item) => (
                  <li key={item.key} className="flex justify-between gap-2">
                    <span className="truncate">{spotLabel(item.bet, t)}</span>
                    <span className="tabular-nums">{money(fromMinor(item.amountMinor))}</span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </section>
      </div>
    </GameFrame>
  );
}
