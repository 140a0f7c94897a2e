import { outcomeOf } from '@orca/contracts';
import { slotTitleBySlug } from '@orca/games/slots/registry';
import type { SlotConfig, SpinResult, SpinWin } from '@orca/games/slots/types';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundPlay } from '../../api/play';
import { useGameClient } from '../../components/game-client-context';
import { GameDialog } from '../../components/game-dialog';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { GameIcon } from '../../components/game-icon';
import { GameUnavailable } from '../../components/game-states';
import { formatPercent } from '../../lib/format-game';
import { betLadder, defaultBet, fromMinor, scaleMinor, toMinor } from '../../lib/money';
import { getBonusSpins, type BonusSpinsOutcome, type FreeSpinsState } from './bonus-spins';
import { BonusSpinsPanel } from './bonus-spins-panel';
import { darken, mix, withAlpha } from './colour';
import { Paytable } from './paytable';
import { Reels, type ReelsHighlight } from './reels';
import { winCells } from './win-cells';
import { SymbolDefs } from './symbol-art';

type Overlay =
  | { kind: 'freeSpins'; count: number }
  | { kind: 'retrigger'; count: number }
  | { kind: 'featureEnd'; amount: string }
  | { kind: 'bigWin'; tier: 'big' | 'mega' | 'epic'; amount: string }
  | { kind: 'jackpot'; amount: string };

interface FreeSpinState {
  index: number;
  total: number;
  multiplier: number;
  featureWinMinor: bigint;
}

const SPIN_MS = 950;
const FREE_SPIN_MS = 700;
const LINE_COLOURS = [
  '#facc15',
  '#f472b6',
  '#38bdf8',
  '#4ade80',
  '#fb923c',
  '#a78bfa',
  '#f87171',
  '#2dd4bf',
  '#e879f9',
  '#fde047',
];

/** A title's look from its own symbols: the wild's colours lead and tint the room, the scatter's glows. */
function themeOf(config: SlotConfig): GameTheme & { frame: string; tint: string } {
  const wild = config.symbols.find((s) => s.kind === 'wild') ?? config.symbols[0];
  const scatter = config.symbols.find((s) => s.kind === 'scatter');
  const accent = wild?.art.primary ?? '#facc15';
  const tint = wild?.art.secondary ?? accent;
  const glow = scatter?.art.primary ?? tint;
  return {
    accent,
    glow: withAlpha(glow, 0.6),
    background: `radial-gradient(ellipse at 50% 0%, ${mix(tint, '#07060f', 0.66)} 0%, ${mix(glow, '#05050a', 0.86)} 55%, #040409 100%)`,
    frame: `linear-gradient(160deg, ${accent}, ${darken(glow, 0.2)} 45%, ${accent})`,
    tint,
  };
}

function highlightOf(
  config: SlotConfig,
  spin: SpinResult,
  wins: SpinWin[],
  colour: string,
): ReelsHighlight {
  return {
    cells: new Set(wins.flatMap((win) => winCells(config, spin, win))),
    lines: wins.flatMap((win) =>
      win.kind === 'line' && win.lineIndex !== undefined ? [win.lineIndex] : [],
    ),
    colour,
  };
}

/** What the reels show before the first spin: the top of each base strip. */
function initialGrid(config: SlotConfig): string[][] {
  const { layout } = config;
  return config.strips.base.map((strip, reel) => {
    const rows =
      layout.kind === 'fixed'
        ? layout.rows
        : layout.minRows + ((reel * 3 + 2) % (layout.maxRows - layout.minRows + 1));
    return Array.from(
      { length: rows },
      (_, row) => config.symbols[strip[(row * 3 + reel) % strip.length] ?? 0]?.id ?? '',
    );
  });
}

export default function SlotGame() {
  const { session } = useGameClient();
  const config = slotTitleBySlug(session.slug);
  if (!config) return <GameUnavailable />;
  return <SlotTable config={config} />;
}

function SlotTable({ config }: { config: SlotConfig }) {
  const { t } = useTranslation();
  const { session, play, reveal, money, language, showError } = useGameClient();
  const theme = useMemo(() => themeOf(config), [config]);
  const symbolsById = useMemo(() => new Map(config.symbols.map((s) => [s.id, s])), [config]);
  const ladder = useMemo(
    () => betLadder(session.minBet, session.maxBet),
    [session.minBet, session.maxBet],
  );
  const [betIndex, setBetIndex] = useState(() =>
    Math.max(0, ladder.indexOf(defaultBet(session.minBet, session.maxBet))),
  );
  // A free-spins bonus on this slot: while it has spins left, every spin is one of them at its fixed bet.
  const [bonusSpins, setBonusSpins] = useState<FreeSpinsState | null>(null);
  const [bonusOutcome, setBonusOutcome] = useState<BonusSpinsOutcome | null>(null);
  const isBonusSpin = bonusSpins !== null && bonusSpins.left > 0;
  const bet = isBonusSpin ? bonusSpins.bet : (ladder[betIndex] ?? session.minBet);

  const loadBonusSpins = useCallback(() => {
    if (session.mode !== 'real') return;
    getBonusSpins(session.sessionToken).then(setBonusSpins, showError);
  }, [session.mode, session.sessionToken, showError]);
  useEffect(loadBonusSpins, [loadBonusSpins]);

  const [grid, setGrid] = useState(() => initialGrid(config));
  const [previousGrid, setPreviousGrid] = useState(grid);
  const [spinKey, setSpinKey] = useState(0);
  const [settledKey, setSettledKey] = useState(0);
  const [skipKey, setSkipKey] = useState(0);
  const [isSkipping, setIsSkipping] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [highlight, setHighlight] = useState<ReelsHighlight | null>(null);
  const [caption, setCaption] = useState<string | null>(null);
  const [winAmount, setWinAmount] = useState<string | null>(null);
  const [free, setFree] = useState<FreeSpinState | null>(null);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [cycle, setCycle] = useState<{ spin: SpinResult; betMinor: bigint } | null>(null);
  const [dialog, setDialog] = useState<'paytable' | 'buy' | null>(null);

  const stoppedRef = useRef<{ key: number; resolve: () => void } | null>(null);
  const skipRef = useRef(false);
  const wakeRef = useRef<(() => void) | null>(null);
  const gridRef = useRef(grid);

  const handleStopped = useCallback((key: number) => {
    setSettledKey(key);
    if (stoppedRef.current?.key === key) {
      stoppedRef.current.resolve();
      stoppedRef.current = null;
    }
  }, []);

  /** Waits between the steps of a round's show; a skip cuts every wait short. */
  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        if (skipRef.current) {
          resolve();
          return;
        }
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeRef.current = null;
          resolve();
        }
        wakeRef.current = done;
      }),
    [],
  );

  const runSpin = useCallback((spin: SpinResult, key: number) => {
    setPreviousGrid(gridRef.current);
    gridRef.current = spin.grid;
    setGrid(spin.grid);
    setHighlight(null);
    setCaption(null);
    return new Promise<void>((resolve) => {
      stoppedRef.current = { key, resolve };
      setSpinKey(key);
    });
  }, []);

  function captionOf(win: SpinWin, betMinor: bigint): string {
    const name = symbolsById.get(win.symbolId)?.name ?? win.symbolId;
    const amount = money(fromMinor(scaleMinor(betMinor, win.payX100, 100)));
    if (win.kind === 'line')
      return t('gameClient.slot.lineWin', {
        line: (win.lineIndex ?? 0) + 1,
        count: win.count,
        symbol: name,
        amount,
      });
    if (win.kind === 'ways')
      return t(win.ways === 1 ? 'gameClient.slot.wayWin' : 'gameClient.slot.waysWin', {
        ways: win.ways ?? 1,
        count: win.count,
        symbol: name,
        amount,
      });
    return t('gameClient.slot.scatterWin', { count: win.count, symbol: name, amount });
  }

  // After a round, the last spin's wins are shown one after another until the next spin.
  useEffect(() => {
    if (!cycle || cycle.spin.wins.length < 2) return;
    let index = 0;
    const timer = setInterval(() => {
      index = (index + 1) % (cycle.spin.wins.length + 1);
      const wins =
        index === 0
          ? cycle.spin.wins
          : [cycle.spin.wins[index - 1]].filter((w): w is SpinWin => w !== undefined);
      const first = wins[0];
      setHighlight(
        highlightOf(
          config,
          cycle.spin,
          wins,
          LINE_COLOURS[index === 0 ? 0 : (first?.lineIndex ?? index) % LINE_COLOURS.length] ??
            '#facc15',
        ),
      );
      setCaption(
        index === 0 || !first
          ? t('gameClient.slot.winsTotal', { count: cycle.spin.wins.length })
          : captionOf(first, cycle.betMinor),
      );
    }, 1700);
    return () => clearInterval(timer);
    // The caption helper reads the language and money format, which do not change mid-cycle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cycle, config]);

  async function present(result: RoundPlay, betMinor: bigint, keyStart: number) {
    const outcome = outcomeOf(result.round, 'slot');
    let key = keyStart;
    let totalMinor = 0n;
    let freeTotal =
      outcome.isBonusBuy && config.bonusBuy
        ? Math.min(
            config.freeSpins.awards[config.bonusBuy.scatters] ?? 0,
            config.freeSpins.maxPerRound,
          )
        : 0;
    let freeIndex = 0;
    let featureWinMinor = 0n;
    if (outcome.isBonusBuy) {
      setOverlay({ kind: 'freeSpins', count: freeTotal });
      await wait(1600);
      setOverlay(null);
    }
    let lastSpin: SpinResult | null = null;
    for (const spin of outcome.spins) {
      key += 1;
      if (spin.isFreeSpin) {
        freeIndex += 1;
        setFree({
          index: freeIndex,
          total: freeTotal,
          multiplier: spin.multiplier,
          featureWinMinor,
        });
      }
      await runSpin(spin, key);
      lastSpin = spin;
      const spinWinMinor = scaleMinor(betMinor, spin.winX100, 100);
      totalMinor += spinWinMinor;
      if (spin.isFreeSpin) {
        featureWinMinor += spinWinMinor;
        setFree({
          index: freeIndex,
          total: freeTotal,
          multiplier: spin.multiplier,
          featureWinMinor,
        });
      }
      if (spin.wins.length > 0) {
        setHighlight(highlightOf(config, spin, spin.wins, LINE_COLOURS[0] ?? '#facc15'));
        const first = spin.wins[0];
        setCaption(
          spin.wins.length === 1 && first
            ? captionOf(first, betMinor)
            : t('gameClient.slot.winsTotal', { count: spin.wins.length }),
        );
        setWinAmount(fromMinor(totalMinor));
        await wait(spin.isFreeSpin ? 900 : 1100);
      }
      if (spin.freeSpinsAwarded > 0) {
        if (!spin.isFreeSpin) {
          freeTotal = Math.min(spin.freeSpinsAwarded, config.freeSpins.maxPerRound);
          setOverlay({ kind: 'freeSpins', count: freeTotal });
        } else {
          freeTotal += spin.freeSpinsAwarded;
          setFree({
            index: freeIndex,
            total: freeTotal,
            multiplier: spin.multiplier,
            featureWinMinor,
          });
          setOverlay({ kind: 'retrigger', count: spin.freeSpinsAwarded });
        }
        await wait(1700);
        setOverlay(null);
      }
    }
    const roundWin = result.round.win;
    if (outcome.freeSpinsPlayed > 0) {
      setOverlay({ kind: 'featureEnd', amount: fromMinor(featureWinMinor) });
      await wait(2200);
    }
    const jackpotMinor = outcome.jackpotMinor ? BigInt(outcome.jackpotMinor) : 0n;
    const totalX = Number(((toMinor(roundWin) ?? 0n) * 100n) / (betMinor || 1n)) / 100;
    if (outcome.isJackpotHit && jackpotMinor > 0n) {
      setOverlay({ kind: 'jackpot', amount: fromMinor(jackpotMinor) });
      await wait(3500);
    } else if (totalX >= 10) {
      setOverlay({
        kind: 'bigWin',
        tier: totalX >= 50 ? 'epic' : totalX >= 25 ? 'mega' : 'big',
        amount: roundWin,
      });
      await wait(2600);
    }
    setOverlay(null);
    setFree(null);
    setWinAmount(roundWin === '0.00' ? null : roundWin);
    reveal(result);
    if (lastSpin && lastSpin.wins.length > 0) {
      setHighlight(highlightOf(config, lastSpin, lastSpin.wins, LINE_COLOURS[0] ?? '#facc15'));
      setCycle({ spin: lastSpin, betMinor });
    }
    return key;
  }

  async function handleSpin(isBonusBuy = false) {
    if (isBusy) {
      // Pressing spin during a round's show skips to its end.
      skipRef.current = true;
      setIsSkipping(true);
      setSkipKey((k) => k + 1);
      wakeRef.current?.();
      return;
    }
    const betMinor = toMinor(bet);
    if (betMinor === null) return;
    const isFreeSpin = isBonusSpin && !isBonusBuy;
    setIsBusy(true);
    setBonusOutcome(null);
    setCycle(null);
    setHighlight(null);
    setCaption(null);
    setWinAmount(null);
    setDialog(null);
    skipRef.current = false;
    setIsSkipping(false);
    // A free spin's win never reaches the balance (it adds to the bonus's winnings), so nothing waits to be revealed.
    const result = await play(
      '/play/slot/spin',
      { bet, isBonusBuy, freeSpins: isFreeSpin },
      {
        isRevealDeferred: !isFreeSpin,
        onFailure: (code) => {
          if (code === 'free_spins_unavailable') loadBonusSpins();
        },
      },
    );
    if (result) await present(result, betMinor, spinKey);
    const played = result?.freeSpins;
    if (played?.isFinished) {
      setBonusOutcome({
        winsTo: played.winsTo,
        winnings: played.winnings,
        wageringMultiplier: played.wageringMultiplier,
        leftOnGame: played.leftOnGame,
      });
      // Another free-spins bonus on this game carries on where this one ended.
      if (played.leftOnGame > 0) loadBonusSpins();
      else setBonusSpins(null);
    } else if (played) setBonusSpins(played);
    skipRef.current = false;
    setIsSkipping(false);
    setIsBusy(false);
  }

  // Space spins when nothing else has the keyboard.
  const spinRef = useRef(handleSpin);
  useEffect(() => {
    spinRef.current = handleSpin;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.code !== 'Space' || event.repeat || dialog !== null) return;
      const target = event.target as HTMLElement | null;
      if (target && target !== document.body && target.tagName !== 'MAIN') return;
      event.preventDefault();
      void spinRef.current();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog]);

  const rows = config.layout.kind === 'fixed' ? config.layout.rows : config.layout.maxRows;
  // Megaways reels get taller on a portrait screen, where height is plentiful and width is not.
  const aspectWide =
    config.layout.kind === 'fixed' ? config.layout.reels / rows : config.layout.reels / 5;
  const aspectTall = config.layout.kind === 'fixed' ? aspectWide : config.layout.reels / 7;
  // The ways of the symbols on show: while the reels run, those of the spin before.
  const ways =
    config.layout.kind === 'megaways'
      ? (settledKey === spinKey ? grid : previousGrid).reduce(
          (product, column) => product * column.length,
          1,
        )
      : null;
  const buyPrice = config.bonusBuy
    ? fromMinor(scaleMinor(toMinor(bet) ?? 0n, config.bonusBuy.priceX))
    : null;
  // A buy is one stake: above the active bonus's max bet the server refuses it, so the dialog says so first.
  const bonusMaxBetMinor = session.bonusMaxBet === null ? null : toMinor(session.bonusMaxBet);
  const isBuyAboveBonusMaxBet =
    buyPrice !== null && bonusMaxBetMinor !== null && (toMinor(buyPrice) ?? 0n) > bonusMaxBetMinor;
  const isFree = free !== null;
  const stageStyle = { '--gc-frame': theme.frame } as CSSProperties;

  return (
    <GameFrame
      title={config.name}
      theme={theme}
      isViewportHeight
      howToPlay={[
        t('gameClient.slot.how1'),
        t('gameClient.slot.how2'),
        config.bonusBuy ? t('gameClient.slot.how3Buy') : t('gameClient.slot.how3'),
      ]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>
            {t('gameClient.frame.rtp', { rtp: formatPercent(config.rtp.base * 100, language) })}
          </li>
          <li>{t('gameClient.slot.rulesPaytable')}</li>
        </ul>
      }
    >
      <SymbolDefs symbols={config.symbols} />
      <div className="flex min-h-0 flex-1 flex-col" style={stageStyle}>
        <div className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-2 px-2 pt-2 sm:gap-3 sm:px-6 sm:pt-4 [container-type:size]">
          <div
            style={
              { '--gc-aspect-wide': aspectWide, '--gc-aspect-tall': aspectTall } as CSSProperties
            }
            className="gc-slot-box flex flex-col gap-2 sm:gap-3"
          >
            <div className="flex w-full items-center justify-between gap-2">
              <p
                className="min-w-0 truncate text-base font-black tracking-[0.12em] uppercase sm:text-2xl"
                style={{
                  backgroundImage: `linear-gradient(180deg, #fff, ${theme.accent})`,
                  WebkitBackgroundClip: 'text',
                  color: 'transparent',
                  filter: `drop-shadow(0 2px 10px ${theme.glow})`,
                }}
              >
                {config.name}
              </p>
              <p className="shrink-0 text-right text-[11px] font-semibold whitespace-nowrap text-slate-300 sm:text-sm">
                {isFree ? (
                  <span
                    className="rounded-full px-3 py-1 font-black text-black"
                    style={{ background: theme.accent }}
                  >
                    {t('gameClient.slot.freeSpinCounter', { index: free.index, total: free.total })}{' '}
                    · ×{free.multiplier}
                  </span>
                ) : ways !== null ? (
                  t('gameClient.slot.waysCount', { ways: ways.toLocaleString(language) })
                ) : config.evaluation.kind === 'lines' ? (
                  t('gameClient.slot.paytable.lines', { count: config.evaluation.lines.length })
                ) : (
                  t('gameClient.slot.paytable.ways', {
                    count: rows ** config.layout.reels,
                    ways: (rows ** config.layout.reels).toLocaleString(language),
                  })
                )}
              </p>
            </div>
            <div
              className={`relative rounded-[1.4rem] p-[5px] shadow-[0_20px_60px_-20px_rgba(0,0,0,0.9)] ${isFree ? 'gc-glow' : ''}`}
              style={{ background: 'var(--gc-frame)', aspectRatio: 'var(--gc-aspect)' }}
            >
              <div
                className="relative h-full w-full overflow-hidden rounded-[1.1rem] p-[1.2%]"
                style={{
                  background: `linear-gradient(180deg, ${mix(theme.tint, '#05050c', 0.8)}, #05050c)`,
                }}
              >
                <Reels
                  config={config}
                  symbolsById={symbolsById}
                  grid={grid}
                  previousGrid={previousGrid}
                  spinKey={spinKey}
                  settledKey={settledKey}
                  durationMs={isSkipping ? 60 : isFree ? FREE_SPIN_MS : SPIN_MS}
                  skipKey={skipKey}
                  highlight={highlight}
                  onStopped={handleStopped}
                  label={grid
                    .map((column, reel) =>
                      t('gameClient.slot.reelContent', {
                        number: reel + 1,
                        symbols: column.map((id) => symbolsById.get(id)?.name ?? id).join(', '),
                      }),
                    )
                    .join('. ')}
                  wildLabel={t('gameClient.slot.wild')}
                  scatterLabel={t('gameClient.slot.scatter')}
                />
                {overlay && (
                  <SlotOverlay
                    overlay={overlay}
                    money={money}
                    accent={theme.accent}
                    onDismiss={() => wakeRef.current?.()}
                  />
                )}
              </div>
            </div>
          </div>
          <p
            aria-live="polite"
            className="min-h-6 text-center text-sm font-bold text-white sm:text-base"
          >
            {caption ??
              (isFree && free
                ? t('gameClient.slot.featureWin', {
                    amount: money(fromMinor(free.featureWinMinor)),
                  })
                : '')}
          </p>
        </div>

        <section
          aria-label={t('gameClient.controls.label')}
          className="border-t border-white/10 bg-black/45 px-3 py-2 backdrop-blur sm:px-6 sm:py-3"
        >
          <BonusSpinsPanel
            spins={bonusSpins}
            outcome={bonusOutcome}
            isBusy={isBusy}
            accent={theme.accent}
            money={money}
            onPlay={() => void handleSpin()}
            onDismiss={() => setBonusOutcome(null)}
          />
          <div className="mx-auto grid max-w-5xl grid-cols-[1fr_auto_1fr] items-center gap-x-3 gap-y-2 [grid-template-areas:'bet_bet_win'_'table_spin_buy'] sm:grid-cols-[auto_auto_1fr_auto_1fr_auto_auto] sm:gap-x-4 sm:[grid-template-areas:'bet_table_._spin_._win_buy']">
            <div className="flex items-center justify-self-start rounded-xl border border-white/10 bg-black/50 [grid-area:bet]">
              <button
                type="button"
                onClick={() => setBetIndex((i) => Math.max(0, i - 1))}
                disabled={isBusy || isBonusSpin || betIndex === 0}
                aria-label={t('gameClient.slot.betDown')}
                className="grid h-10 w-10 place-items-center rounded-l-xl text-white hover:bg-white/10 disabled:opacity-40"
              >
                <GameIcon name="minus" className="h-4 w-4" />
              </button>
              <div className="min-w-[5.5rem] px-1 text-center">
                <span className="block text-[10px] leading-none font-semibold tracking-wider text-slate-400 uppercase">
                  {isBonusSpin ? t('gameClient.slot.bonusSpins.bet') : t('gameClient.slot.bet')}
                </span>
                <span
                  className="block text-base font-extrabold text-white tabular-nums"
                  aria-live="polite"
                >
                  {money(bet)}
                </span>
              </div>
              <button
                type="button"
                onClick={() => setBetIndex((i) => Math.min(ladder.length - 1, i + 1))}
                disabled={isBusy || isBonusSpin || betIndex >= ladder.length - 1}
                aria-label={t('gameClient.slot.betUp')}
                className="grid h-10 w-10 place-items-center rounded-r-xl text-white hover:bg-white/10 disabled:opacity-40"
              >
                <GameIcon name="plus" className="h-4 w-4" />
              </button>
            </div>
            <button
              type="button"
              onClick={() => setDialog('paytable')}
              aria-label={t('gameClient.slot.paytableOpen')}
              className="grid h-10 w-10 place-items-center justify-self-start rounded-xl border border-white/10 bg-black/50 text-white [grid-area:table] hover:bg-white/10"
            >
              <GameIcon name="table" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => void handleSpin()}
              aria-label={isBusy ? t('gameClient.slot.skip') : t('gameClient.slot.spin')}
              className="relative grid h-16 w-16 place-items-center rounded-full text-black shadow-[0_0_0_4px_rgba(0,0,0,0.5),0_10px_30px_-6px_var(--gc-glow)] transition [grid-area:spin] active:scale-95 sm:h-20 sm:w-20"
              style={{
                background: `radial-gradient(circle at 50% 30%, #fff8, transparent 60%), ${theme.accent}`,
              }}
            >
              <GameIcon
                name={isBusy ? 'forward' : 'play'}
                className={`h-7 w-7 sm:h-8 sm:w-8 ${isBusy ? '' : 'translate-x-0.5'}`}
              />
            </button>
            <div className="min-w-[5.5rem] justify-self-end text-right [grid-area:win]">
              <span className="block text-[10px] leading-none font-semibold tracking-wider text-slate-400 uppercase">
                {t('gameClient.slot.win')}
              </span>
              <span
                className={`block text-base font-extrabold tabular-nums ${winAmount ? 'text-emerald-300' : 'text-slate-500'}`}
              >
                {winAmount ? money(winAmount) : '—'}
              </span>
            </div>
            <div className="justify-self-end [grid-area:buy]">
              {config.bonusBuy && buyPrice && (
                <button
                  type="button"
                  onClick={() => setDialog('buy')}
                  disabled={isBusy || isBonusSpin}
                  className="inline-flex h-10 items-center gap-1.5 rounded-xl border px-3 text-xs font-extrabold tracking-wide text-white uppercase transition hover:brightness-125 disabled:opacity-40 sm:text-sm"
                  style={{ borderColor: theme.accent, background: withAlpha(theme.accent, 0.18) }}
                >
                  <GameIcon name="bolt" className="h-4 w-4" />
                  {t('gameClient.slot.buy')}
                </button>
              )}
            </div>
          </div>
        </section>
      </div>

      <GameDialog
        open={dialog === 'paytable'}
        onOpenChange={(open) => setDialog(open ? 'paytable' : null)}
        title={t('gameClient.slot.paytableTitle', { game: config.name })}
        closeLabel={t('common.close')}
      >
        <Paytable config={config} bet={bet} money={money} accent={theme.accent} />
      </GameDialog>
      <GameDialog
        open={dialog === 'buy'}
        onOpenChange={(open) => setDialog(open ? 'buy' : null)}
        title={t('gameClient.slot.buyTitle')}
        closeLabel={t('common.close')}
      >
        {config.bonusBuy && buyPrice && (
          <div className="space-y-4">
            <p className="text-base text-white">
              {t('gameClient.slot.buyText', {
                spins: Math.min(
                  config.freeSpins.awards[config.bonusBuy.scatters] ?? 0,
                  config.freeSpins.maxPerRound,
                ),
                multiplier: config.freeSpins.multiplier,
                price: money(buyPrice),
                times: config.bonusBuy.priceX,
              })}
            </p>
            {config.rtp.bonusBuy !== undefined && (
              <p className="text-slate-400">
                {t('gameClient.slot.paytable.bonusBuyRtp', {
                  rtp: formatPercent(config.rtp.bonusBuy * 100, language),
                })}
              </p>
            )}
            {isBuyAboveBonusMaxBet && session.bonusMaxBet !== null && (
              <p
                role="alert"
                className="rounded-lg border border-amber-300/50 bg-amber-950/50 p-3 text-sm text-amber-100"
              >
                {t('gameClient.slot.buyAboveBonusMaxBet', {
                  maxBet: money(session.bonusMaxBet),
                  price: money(buyPrice),
                })}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={() => setDialog(null)}
                className="rounded-lg bg-white/10 px-4 py-2 text-sm font-semibold text-white hover:bg-white/20"
              >
                {t('gameClient.slot.buyCancel')}
              </button>
              <button
                type="button"
                onClick={() => void handleSpin(true)}
                disabled={isBuyAboveBonusMaxBet}
                className="rounded-lg px-4 py-2 text-sm font-extrabold text-black disabled:opacity-40"
                style={{ background: theme.accent }}
              >
                {t('gameClient.slot.buyConfirm', { price: money(buyPrice) })}
              </button>
            </div>
          </div>
        )}
      </GameDialog>
    </GameFrame>
  );
}

function SlotOverlay({
  overlay,
  money,
  accent,
  onDismiss,
}: {
  overlay: Overlay;
  money: (amount: string) => string;
  accent: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [title, amount] =
    overlay.kind === 'freeSpins'
      ? [t('gameClient.slot.freeSpinsWon', { count: overlay.count }), null]
      : overlay.kind === 'retrigger'
        ? [t('gameClient.slot.retrigger', { count: overlay.count }), null]
        : overlay.kind === 'featureEnd'
          ? [t('gameClient.slot.featureEnd'), overlay.amount]
          : overlay.kind === 'jackpot'
            ? [t('gameClient.slot.jackpot'), overlay.amount]
            : [t(`gameClient.slot.tier.${overlay.tier}`), overlay.amount];
  return (
    <button
      type="button"
      onClick={onDismiss}
      className="absolute inset-0 z-30 grid place-items-center bg-black/60 backdrop-blur-[2px]"
      aria-label={amount ? `${title} ${money(amount)}` : title}
    >
      <span className="gc-pop flex flex-col items-center gap-2 px-4 text-center">
        <span
          className="text-3xl font-black tracking-wide uppercase sm:text-5xl"
          style={{ color: accent, textShadow: `0 0 30px ${accent}, 0 4px 0 rgba(0,0,0,0.6)` }}
        >
          {title}
        </span>
        {amount && (
          <span className="text-2xl font-black text-white tabular-nums sm:text-4xl">
            {money(amount)}
          </span>
        )}
      </span>
    </button>
  );
}
