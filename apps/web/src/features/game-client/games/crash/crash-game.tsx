import {
  isOutcomeOf,
  outcomeOf,
  type CrashBetView,
  type CrashState,
  type LiveMessage,
  type Round,
} from '@orca/contracts';
import {
  CRASH_BETTING_MS,
  CRASH_GROWTH_PER_MS,
  crashMultiplierAt,
} from '@orca/contracts/games/crash.schemas';
import { CRASH_RTP } from '@orca/games/crash/crash';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMessages } from '../../../../lib/live-socket';
import { getCrashState, useCrashChain } from '../../api/crash';
import { getPlayBalance, useOpenRound } from '../../api/play';
import { BetField, NumberField, PlayButton, Stat, useBet } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { shortHash } from '../../components/fairness';
import { formatMultiplier, formatNumber, formatPercent, parseDecimal } from '../../lib/format-game';
import { fromMinor, localizeAmount, scaleMinor, toMinor } from '../../lib/money';
import { crashVerifyLinkOf } from '../../../../lib/verify-link';

const THEME: GameTheme = {
  accent: '#facc15',
  glow: 'rgba(250,204,21,0.5)',
  background: 'radial-gradient(ellipse at 50% 0%, #1d2b52 0%, #0d1430 50%, #060818 100%)',
};
const AUTO_MIN = 1.01;
const AUTO_MAX = 1_000_000;
const BETS_SHOWN = 30;
const STATE_POLL_MS = 2_000;
const STATE_QUIET_MS = 10_000;

interface MyBet {
  gameId: string;
  roundId: string;
  bet: string;
  autoCashout: number | null;
  status: 'placed' | 'cashed' | 'lost';
  cashoutX: number | null;
  win: string | null;
}

/** The player's bet as a round answers it: a bet just placed, or one left riding before a reload. */
function betOfRound(round: Round | null): MyBet | null {
  if (!round || round.status !== 'open' || !isOutcomeOf(round.outcome, 'crash')) return null;
  const outcome = round.outcome;
  return {
    gameId: outcome.crashGameId,
    roundId: round.roundId,
    bet: round.bet,
    autoCashout:
      outcome.autoCashoutHundredths === null ? null : outcome.autoCashoutHundredths / 100,
    status: 'placed',
    cashoutX: null,
    win: null,
  };
}

/** The multiplier where the game stands at server time `serverNow`. */
function multiplierAt(state: CrashState, serverNow: number): number {
  if (state.game.phase === 'busted') return Number(state.game.crashPoint ?? '1');
  return crashMultiplierAt(serverNow - Date.parse(state.game.startsAt));
}

/** The crash point of a hash, linked to the verifier page. */
const crashVerifyUrl = crashVerifyLinkOf;

function chipColour(point: number): string {
  if (point >= 10) return 'bg-amber-300 text-amber-950';
  if (point >= 2) return 'bg-emerald-400 text-emerald-950';
  return 'bg-rose-500/90 text-white';
}

export default function CrashGame() {
  const { t } = useTranslation();
  const { session, play, commitBalance, showError, money, language } = useGameClient();
  const { bet, setBet, validBet, betMinor } = useBet();
  const [autoText, setAutoText] = useState(() => localizeAmount('2.00', language));
  const [isAutoOn, setIsAutoOn] = useState(false);
  const [state, setState] = useState<CrashState | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  // Undefined until this view bets: until then the player's bet is the one still riding from before
  // a reload (the server's open round), so it can be cashed out here.
  const [ownBet, setMyBet] = useState<MyBet | null | undefined>(undefined);
  const openRound = useOpenRound(session.sessionToken);
  const myBet = ownBet !== undefined ? ownBet : betOfRound(openRound.data?.round ?? null);
  const [isBusy, setIsBusy] = useState(false);
  const chain = useCrashChain(state?.game.id ?? null);
  const myBetRef = useRef<MyBet | null>(null);
  useEffect(() => {
    myBetRef.current = myBet;
  }, [myBet]);

  const autoValue = parseDecimal(autoText);
  const autoCashout =
    isAutoOn && Number.isFinite(autoValue)
      ? Math.min(AUTO_MAX, Math.max(AUTO_MIN, autoValue))
      : null;
  const isAutoInvalid = isAutoOn && (!Number.isFinite(autoValue) || autoValue < AUTO_MIN);

  /** A bust settles every open bet: auto cash-outs at or under the point win. The server's balance is final then. */
  const settleMine = useCallback(
    (next: CrashState) => {
      const mine = myBetRef.current;
      if (
        !mine ||
        mine.status !== 'placed' ||
        mine.gameId !== next.game.id ||
        next.game.phase !== 'busted'
      )
        return;
      const point = Number(next.game.crashPoint ?? '0');
      const isWon = mine.autoCashout !== null && mine.autoCashout <= point;
      const betMinorOfRound = toMinor(mine.bet) ?? 0n;
      setMyBet({
        ...mine,
        status: isWon ? 'cashed' : 'lost',
        cashoutX: isWon ? mine.autoCashout : null,
        win:
          isWon && mine.autoCashout !== null
            ? fromMinor(scaleMinor(betMinorOfRound, Math.round(mine.autoCashout * 100), 100))
            : null,
      });
      getPlayBalance(session.sessionToken).then(({ balance }) => commitBalance(balance), showError);
    },
    [session.sessionToken, commitBalance, showError],
  );

  const lastStateAtRef = useRef(0);
  const applyState = useCallback(
    (next: CrashState) => {
      lastStateAtRef.current = Date.now();
      setOffsetMs(Date.parse(next.game.serverTime) - Date.now());
      setState(next);
      settleMine(next);
    },
    [settleMine],
  );

  useEffect(() => {
    let isCancelled = false;
    getCrashState().then((first) => {
      if (!isCancelled) applyState(first);
    }, showError);
    return () => {
      isCancelled = true;
    };
  }, [applyState, showError]);

  // The socket pushes every phase change. After ten quiet seconds (a long flight, or no socket at all
  // behind a proxy or a dropped connection) the state is asked for too, so a bust is never missed for long.
  useEffect(() => {
    const timer = setInterval(() => {
      if (Date.now() - lastStateAtRef.current < STATE_QUIET_MS) return;
      lastStateAtRef.current = Date.now();
      getCrashState().then(applyState, () => undefined);
    }, STATE_POLL_MS);
    return () => clearInterval(timer);
  }, [applyState]);

  useLiveMessages((message: LiveMessage) => {
    if (message.type === 'crash.state') applyState(message.state);
    if (message.type === 'crash.bet' || message.type === 'crash.cashout') {
      setState((current) => {
        if (!current || current.game.id !== message.gameId) return current;
        if (message.type === 'crash.bet')
          return { ...current, bets: [message.bet, ...current.bets] };
        const index = current.bets.findIndex(
          (b) => b.player === message.bet.player && b.bet === message.bet.bet && b.cashout === null,
        );
        if (index < 0) return current;
        const bets = [...current.bets];
        bets[index] = message.bet;
        return { ...current, bets };
      });
    }
  });

  const phase = state?.game.phase ?? 'betting';
  // Betting counts down and the flight climbs every frame; a bust stands still.
  useEffect(() => {
    if (phase === 'busted') return;
    let frame = requestAnimationFrame(function step() {
      setNow(Date.now());
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  const serverNow = now + offsetMs;
  const startsAt = state ? Date.parse(state.game.startsAt) : 0;
  const isFlying = state !== null && state.game.phase !== 'busted' && serverNow >= startsAt;
  const isBetting = state !== null && state.game.phase === 'betting' && serverNow < startsAt;
  const multiplier = state
    ? isFlying || state.game.phase === 'busted'
      ? multiplierAt(state, serverNow)
      : 1
    : 1;
  const isMineLive =
    myBet !== null && state !== null && myBet.gameId === state.game.id && myBet.status === 'placed';
  const isAutoReached =
    isMineLive && myBet.autoCashout !== null && isFlying && multiplier >= myBet.autoCashout;
  const myBetMinor = myBet ? toMinor(myBet.bet) : null;
  const cashoutNowMinor =
    isMineLive && myBetMinor !== null
      ? scaleMinor(myBetMinor, Math.floor(multiplier * 100), 100)
      : null;

  async function handleBet() {
    if (!state || validBet === null || isBusy || isAutoInvalid) return;
    setIsBusy(true);
    const placed = await play('/play/crash/bet', { bet: validBet, autoCashout });
    if (placed) setMyBet(betOfRound(placed.round));
    setIsBusy(false);
  }

  async function handleCashout() {
    if (!myBet || isBusy) return;
    setIsBusy(true);
    const result = await play(
      '/play/crash/cashout',
      {},
      {
        onFailure: (code) => {
          if (code === 'crash_cashout_too_late' || code === 'crash_no_bet')
            setMyBet(myBet ? { ...myBet, status: 'lost' } : null);
        },
      },
    );
    if (result) {
      const outcome = outcomeOf(result.round, 'crash');
      setMyBet({
        ...myBet,
        status: 'cashed',
        cashoutX: (outcome.cashoutHundredths ?? 0) / 100,
        win: result.round.win,
      });
    }
    setIsBusy(false);
  }

  const countdown = Math.max(0, (startsAt - serverNow) / 1000);
  const resultLine =
    myBet && state && myBet.gameId === state.game.id
      ? myBet.status === 'cashed'
        ? t('gameClient.crash.cashedOut', {
            multiplier: formatMultiplier(myBet.cashoutX ?? 0, language),
            amount: money(myBet.win ?? '0.00'),
          })
        : myBet.status === 'lost'
          ? t('gameClient.crash.lost', { amount: money(myBet.bet) })
          : isAutoReached
            ? t('gameClient.crash.autoReached', {
                multiplier: formatMultiplier(myBet.autoCashout ?? 0, language),
              })
            : t('gameClient.crash.betPlaced', { amount: money(myBet.bet) })
      : null;

  const controls = (
    <>
      <BetField value={bet} onChange={setBet} isDisabled={isMineLive || isBusy} />
      <div>
        <div className="mb-1 flex items-center justify-between gap-2">
          <span className="text-xs font-semibold tracking-wide text-slate-300 uppercase">
            {t('gameClient.crash.auto')}
          </span>
          <label className="inline-flex cursor-pointer items-center gap-2 text-xs text-slate-300">
            <input
              type="checkbox"
              checked={isAutoOn}
              disabled={isMineLive}
              onChange={(event) => setIsAutoOn(event.target.checked)}
              className="h-4 w-4 accent-[var(--gc-accent)]"
            />
            {t('gameClient.crash.autoOn')}
          </label>
        </div>
        <NumberField
          label={t('gameClient.crash.autoAt')}
          value={autoText}
          suffix="×"
          disabled={!isAutoOn || isMineLive}
          aria-invalid={isAutoInvalid || undefined}
          onChange={(event) => setAutoText(event.target.value)}
        />
        {isAutoInvalid && (
          <p className="mt-1 text-[11px] text-rose-300">
            {t('gameClient.crash.autoInvalid', { min: formatMultiplier(AUTO_MIN, language) })}
          </p>
        )}
      </div>
      <Stat
        label={t('gameClient.crash.potential')}
        value={
          betMinor !== null && autoCashout !== null
            ? money(fromMinor(scaleMinor(betMinor, Math.round(autoCashout * 100), 100)))
            : '—'
        }
        tone="good"
      />
      <div className="mt-auto flex flex-col gap-2">
        <p
          aria-live="polite"
          className={`min-h-5 text-center text-sm font-bold ${myBet?.status === 'cashed' ? 'text-emerald-300' : myBet?.status === 'lost' ? 'text-rose-300' : 'text-slate-300'}`}
        >
          {resultLine ?? ''}
        </p>
        {isMineLive && isFlying && !isAutoReached ? (
          <PlayButton variant="cashout" onClick={() => void handleCashout()} disabled={isBusy}>
            {t('gameClient.crash.cashout', { amount: money(fromMinor(cashoutNowMinor ?? 0n)) })}
          </PlayButton>
        ) : (
          <PlayButton
            onClick={() => void handleBet()}
            disabled={
              !isBetting ||
              isMineLive ||
              isBusy ||
              openRound.isPending ||
              validBet === null ||
              isAutoInvalid
            }
          >
            {isMineLive
              ? t('gameClient.crash.waiting')
              : isBetting
                ? t('gameClient.crash.placeBet')
                : t('gameClient.crash.nextRound')}
          </PlayButton>
        )}
      </div>
    </>
  );

  const bets = state?.bets ?? [];
  const flight = (
    <>
      <ol aria-label={t('gameClient.crash.history')} className="flex gap-1.5 overflow-x-auto pb-1">
        {(state?.history ?? []).map((item) => (
          <li key={item.id} className="shrink-0">
            <a
              href={crashVerifyUrl(item.hash)}
              target="_top"
              title={item.hash}
              aria-label={t('gameClient.crash.historyItem', {
                multiplier: formatMultiplier(Number(item.crashPoint), language),
              })}
              className={`block rounded-full px-2.5 py-1 text-xs font-bold tabular-nums hover:brightness-110 ${chipColour(Number(item.crashPoint))}`}
            >
              {formatMultiplier(Number(item.crashPoint), language)}
            </a>
          </li>
        ))}
      </ol>
      <figure
        aria-label={t('gameClient.crash.graph')}
        className="@container relative h-52 overflow-hidden rounded-xl border border-white/10 bg-[#070b1c] sm:h-auto sm:min-h-[20rem] sm:flex-1"
      >
        {state ? (
          <CrashChart
            elapsedMs={
              isFlying || state.game.phase === 'busted'
                ? Math.max(
                    0,
                    state.game.phase === 'busted'
                      ? Math.log(multiplier) / CRASH_GROWTH_PER_MS
                      : serverNow - startsAt,
                  )
                : 0
            }
            multiplier={multiplier}
            isBusted={state.game.phase === 'busted'}
          />
        ) : null}
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
          {!state ? (
            <p className="text-slate-400">{t('common.loading')}</p>
          ) : isBetting ? (
            <>
              <p className="text-sm font-semibold tracking-[0.2em] text-slate-300 uppercase">
                {t('gameClient.crash.startingIn')}
              </p>
              <p className="text-[clamp(2rem,12cqw,4.5rem)] leading-none font-black text-white tabular-nums">
                {formatNumber(countdown, language, 1)}s
              </p>
              <div className="mt-3 h-1.5 w-48 overflow-hidden rounded-full bg-white/10">
                <div
                  className="h-full rounded-full bg-[var(--gc-accent)]"
                  style={{
                    width: `${Math.min(100, ((countdown * 1000) / CRASH_BETTING_MS) * 100)}%`,
                  }}
                />
              </div>
            </>
          ) : (
            <>
              <p
                className={`text-[clamp(2.25rem,15cqw,6rem)] leading-none font-black tabular-nums ${state.game.phase === 'busted' ? 'text-rose-400' : 'text-white'}`}
                style={{ textShadow: '0 6px 30px rgba(0,0,0,0.6)' }}
              >
                {formatMultiplier(multiplier, language)}
              </p>
              {state.game.phase === 'busted' && (
                <p className="mt-1 text-lg font-extrabold tracking-wider text-rose-300 uppercase">
                  {t('gameClient.crash.crashed')}
                </p>
              )}
            </>
          )}
        </div>
      </figure>
    </>
  );
  const betList = (
    <section
      aria-labelledby="gc-crash-bets"
      className="rounded-xl border border-white/10 bg-black/30"
    >
      <div className="flex items-center justify-between border-b border-white/10 px-3 py-2">
        <h2 id="gc-crash-bets" className="text-sm font-bold text-white">
          {t('gameClient.crash.bets', { count: bets.length })}
        </h2>
        <span className="text-xs text-slate-400">
          {state ? t('gameClient.crash.round', { id: state.game.id }) : ''}
        </span>
      </div>
      <div className="max-h-48 overflow-y-auto">
        <table className="w-full text-left text-xs">
          <thead className="text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                {t('gameClient.crash.player')}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                {t('gameClient.controls.bet')}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                {t('gameClient.crash.cashoutAt')}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                {t('gameClient.crash.win')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.length === 0 && (
              <tr>
                <td colSpan={4} className="px-3 py-3 text-center text-slate-500">
                  {t('gameClient.crash.noBets')}
                </td>
              </tr>
            )}
            {bets.slice(0, BETS_SHOWN).map((row, index) => (
              <BetRow
                key={`${row.player}-${row.bet}-${index}`}
                row={row}
                isBusted={state?.game.phase === 'busted'}
                language={language}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );

  const chainInfo = chain.data;
  return (
    <GameFrame
      title={t('gameClient.crash.title')}
      theme={THEME}
      howToPlay={[
        t('gameClient.crash.how1'),
        t('gameClient.crash.how2'),
        t('gameClient.crash.how3'),
      ]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('gameClient.crash.rule1')}</li>
          <li>{t('gameClient.crash.rule2')}</li>
          <li>{t('gameClient.frame.rtp', { rtp: formatPercent(CRASH_RTP * 100, language, 0) })}</li>
        </ul>
      }
      fairness={{
        summary: chainInfo ? (
          <span>
            {t('gameClient.crash.chainSummary', {
              hash: shortHash(chainInfo.terminatingHash),
              played: chainInfo.gamesPlayed.toLocaleString(language),
              length: chainInfo.length.toLocaleString(language),
            })}
          </span>
        ) : (
          <span>{t('gameClient.crash.chainIntro')}</span>
        ),
        details: (
          <div className="space-y-4">
            <p>{t('gameClient.crash.chainText')}</p>
            {chainInfo && (
              <dl className="space-y-2 rounded-xl border border-white/10 bg-black/30 p-3">
                {[
                  [t('gameClient.crash.terminatingHash'), chainInfo.terminatingHash],
                  [t('gameClient.crash.salt'), chainInfo.salt],
                  [
                    t('gameClient.crash.gamesPlayed'),
                    `${chainInfo.gamesPlayed.toLocaleString(language)} / ${chainInfo.length.toLocaleString(language)}`,
                  ],
                ].map(([label, value]) => (
                  <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
                    <dt className="text-slate-400">{label}</dt>
                    <dd className="font-mono text-xs break-all text-slate-100">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <h2 className="text-base font-bold text-white">{t('gameClient.crash.history')}</h2>
            <ul className="space-y-1.5">
              {(state?.history ?? []).slice(0, 10).map((item) => (
                <li key={item.id} className="flex items-center gap-3 text-xs">
                  <span
                    className={`w-16 shrink-0 rounded-full px-2 py-0.5 text-center font-bold ${chipColour(Number(item.crashPoint))}`}
                  >
                    {formatMultiplier(Number(item.crashPoint), language)}
                  </span>
                  <a
                    href={crashVerifyUrl(item.hash)}
                    target="_top"
                    className="min-w-0 truncate font-mono text-slate-300 underline-offset-2 hover:text-white hover:underline"
                  >
                    {item.hash}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ),
      }}
    >
      {/*
        Not the shared FastGameLayout: on a phone the graph, then the controls, then the bets, so the
        graph and the cash-out button are on screen together while a bet runs. From 600 px the same
        columns as the other fast games: controls left, graph and bets right. The right column may
        shrink below its content (minmax(0, 1fr), min-w-0): the strip of last rounds scrolls and
        the multiplier scales with the graph, or a long strip widened the page past its frame.
      */}
      <div className="grid flex-1 grid-cols-[minmax(0,1fr)] content-start gap-2 p-2 sm:grid-cols-[17rem_minmax(0,1fr)] sm:grid-rows-[1fr_auto] sm:content-stretch sm:gap-3 sm:p-3 md:grid-cols-[20rem_minmax(0,1fr)] lg:mx-auto lg:w-full lg:max-w-[90rem]">
        <section className="flex min-w-0 flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:col-start-2 sm:row-start-1 sm:gap-3 sm:p-4">
          {flight}
        </section>
        <section
          aria-label={t('gameClient.controls.label')}
          className="flex min-w-0 flex-col gap-3 rounded-2xl border border-white/10 bg-black/30 p-3 sm:col-start-1 sm:row-span-2 sm:row-start-1 sm:p-4"
        >
          {controls}
        </section>
        <div className="min-w-0 sm:col-start-2 sm:row-start-2">{betList}</div>
      </div>
    </GameFrame>
  );
}

function BetRow({
  row,
  isBusted,
  language,
}: {
  row: CrashBetView;
  isBusted: boolean;
  language: string;
}) {
  const { t } = useTranslation();
  const isWon = row.cashout !== null;
  const money = (amount: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: row.currency }).format(
      Number(amount),
    );
  return (
    <tr
      className={`border-t border-white/5 ${isWon ? 'text-emerald-300' : isBusted ? 'text-rose-300/80' : 'text-slate-200'}`}
    >
      <td className="px-3 py-1.5">
        {row.player}
        {row.isFun && (
          <span className="ml-1.5 rounded bg-white/10 px-1 text-[10px] text-slate-400 uppercase">
            {t('gameClient.crash.fun')}
          </span>
        )}
      </td>
      <td className="px-3 py-1.5 text-right tabular-nums">{money(row.bet)}</td>
      <td className="px-3 py-1.5 text-right tabular-nums">
        {row.cashout ? (
          formatMultiplier(Number(row.cashout), language)
        ) : row.autoCashout ? (
          <span className="text-slate-500">
            {formatMultiplier(Number(row.autoCashout), language)}
          </span>
        ) : (
          '—'
        )}
      </td>
      <td className="px-3 py-1.5 text-right tabular-nums">{row.win ? money(row.win) : '—'}</td>
    </tr>
  );
}

/** The chart's size in CSS pixels, so the curve and its labels are drawn 1:1 without stretching. */
function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry)
        setSize({
          width: Math.round(entry.contentRect.width),
          height: Math.round(entry.contentRect.height),
        });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

/** The flight: the multiplier's curve from the start to now, on axes that grow with it. */
function CrashChart({
  elapsedMs,
  multiplier,
  isBusted,
}: {
  elapsedMs: number;
  multiplier: number;
  isBusted: boolean;
}) {
  const { ref, size } = useElementSize<HTMLDivElement>();
  const width = Math.max(1, size.width);
  const height = Math.max(1, size.height);
  const pad = { left: 48, right: 20, top: 20, bottom: 30 };
  const maxT = Math.max(8_000, elapsedMs * 1.15);
  const maxM = Math.max(2, multiplier * 1.2);
  const x = (ms: number) => pad.left + (ms / maxT) * (width - pad.left - pad.right);
  const y = (m: number) =>
    height - pad.bottom - ((m - 1) / (maxM - 1)) * (height - pad.top - pad.bottom);
  const steps = 64;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const ms = (elapsedMs * i) / steps;
    return [x(ms), y(Math.exp(CRASH_GROWTH_PER_MS * ms))] as const;
  });
  const path = points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
  const gridStep =
    [0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000].find(
      (step) => (maxM - 1) / step <= 5,
    ) ?? 10 ** Math.floor(Math.log10(maxM));
  const gridLines = [1];
  for (let m = gridStep * Math.floor(1 / gridStep + 1); m <= maxM; m += gridStep) gridLines.push(m);
  const secondsStep = maxT <= 20_000 ? 2_000 : maxT <= 60_000 ? 10_000 : 30_000;
  const colour = isBusted ? '#fb7185' : '#facc15';
  const head = points[points.length - 1] ?? [x(0), y(1)];
  return (
    <div ref={ref} className="absolute inset-0" aria-hidden="true">
      {size.width > 0 && (
        <svg viewBox={`0 0 ${width} ${height}`} className="absolute inset-0 h-full w-full">
          <defs>
            <linearGradient id="gc-crash-area" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={colour} stopOpacity={0.35} />
              <stop offset="100%" stopColor={colour} stopOpacity={0} />
            </linearGradient>
          </defs>
          {gridLines.map((m) => (
            <g key={m}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(m)}
                y2={y(m)}
                stroke="rgba(255,255,255,0.07)"
                strokeWidth={1}
              />
              <text
                x={pad.left - 8}
                y={y(m) + 4}
                textAnchor="end"
                fontSize={11}
                fill="rgba(148,163,184,0.85)"
              >
                {Number(m.toFixed(2))}×
              </text>
            </g>
          ))}
          {Array.from(
            { length: Math.floor(maxT / secondsStep) + 1 },
            (_, i) => i * secondsStep,
          ).map((ms) => (
            <text
              key={ms}
              x={x(ms)}
              y={height - 10}
              textAnchor="middle"
              fontSize={11}
              fill="rgba(148,163,184,0.75)"
            >
              {ms / 1000}s
            </text>
          ))}
          {elapsedMs > 0 && (
            <>
              <polygon
                points={`${x(0)},${y(1)} ${path} ${head[0]},${y(1)}`}
                fill="url(#gc-crash-area)"
              />
              <polyline
                points={path}
                fill="none"
                stroke={colour}
                strokeWidth={4}
                strokeLinecap="round"
                strokeLinejoin="round"
                style={{ filter: `drop-shadow(0 0 8px ${colour})` }}
              />
              <circle cx={head[0]} cy={head[1]} r={8} fill={colour} stroke="#fff" strokeWidth={3} />
            </>
          )}
        </svg>
      )}
    </div>
  );
}
