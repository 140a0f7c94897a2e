import type { SportEvent, SportsBet, SportsBuilderQuote } from '@orca/contracts';
import { SPORTS_BUILDER_MAX_LEGS } from '@orca/contracts';
import { parseDecimal } from '@orca/games/sports/rational';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useBalance } from '../../../lib/queries/player';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import { useBuilderQuote } from '../api/sports-builder';
import { usePlaceSportsBet } from '../api/sports-bets';
import {
  builderBet,
  builderQuoteRequest,
  builderRefusalOf,
  type BuilderRefusal,
} from '../lib/bet-builder';
import { minorToAmount, parseStakeMinor, potentialReturn, selectionKey } from '../lib/bet-slip';
import { builderActions, useBuilder } from '../lib/builder-store';
import { marketName, outcomeName } from '../lib/market-names';
import { oddsText } from '../lib/odds-text';
import { latestOddsIn } from '../lib/slip-selection';
import { useSlip } from '../lib/slip-store';

/** The prices a builder's price is read from: the 1X2 (the grid) and each pick's own line. */
function bookVersionOf(
  event: SportEvent,
  picks: readonly { marketId: number; specifiers: string }[],
): string {
  const lines = new Set(['1|', ...picks.map((p) => `${p.marketId}|${p.specifiers}`)]);
  return event.markets
    .filter((m) => lines.has(`${m.marketId}|${m.specifiers}`))
    .map(
      (m) => `${m.marketId}|${m.specifiers}|${m.status}|${m.outcomes.map((o) => o.odds).join(',')}`,
    )
    .join(';');
}

/** Whether the element is on screen: the phone's builder bar shows while the panel is scrolled away. */
function useIsOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [isOnScreen, setIsOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) =>
      setIsOnScreen(entry?.isIntersecting ?? true),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isOnScreen;
}

/** A fresh key for each press of Place bet, as in the slip: a retry after a network error is a new attempt. */
const newKey = () => crypto.randomUUID();

/**
 * The bet builder of one pre-match match: the picks, their joint price asked of the API as they change (its
 * refusal shown in place), the stake and the return, and Place bet (a visitor is asked to log in first). A joint
 * price that moved before the bet was taken is shown to accept; the placed builder is confirmed as the slip does.
 */
export function BuilderPanel({ event }: { event: SportEvent }) {
  const { t, i18n } = useTranslation();
  const { picks, stake, isFull } = useBuilder(event.id);
  const { oddsChange, oddsFormat } = useSlip();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const balance = useBalance();
  const currency = balance.data?.currency ?? 'EUR';
  const money = (amount: string) => formatMoney(amount, currency, i18n.language);
  const queryClient = useQueryClient();
  const place = usePlaceSportsBet();
  const panelRef = useRef<HTMLElement>(null);
  const isPanelOnScreen = useIsOnScreen(panelRef);

  const request = useMemo(() => builderQuoteRequest(event.id, picks), [event.id, picks]);
  const { query, queryKey, isSettling } = useBuilderQuote(request, bookVersionOf(event, picks));
  const quoteRefusal =
    query.error instanceof ApiError && !isSettling ? builderRefusalOf(query.error) : null;
  const odds = request && !isSettling && !quoteRefusal ? (query.data?.odds ?? null) : null;
  const isPricing = request !== null && (isSettling || query.isFetching) && !odds;

  const [placement, setPlacement] = useState<{ request: string; refusal: BuilderRefusal } | null>(
    null,
  );
  const [placed, setPlaced] = useState<SportsBet | null>(null);
  // A placement's refusal or a moved price belongs to the picks it was given for.
  const requestText = JSON.stringify(request);
  const refusal = placement?.request === requestText ? placement.refusal : null;

  const potential = odds ? potentialReturn(stake, parseDecimal(odds)) : null;
  const stakeMinor = parseStakeMinor(stake);
  const priceChange = refusal?.newOdds ?? null;
  const canPlace =
    odds !== null && stakeMinor !== null && stakeMinor > 0n && !place.isPending && !priceChange;
  const badPick = (quoteRefusal ?? refusal)?.selection ?? null;

  async function handlePlace() {
    if (!isLoggedIn) {
      openLogin();
      return;
    }
    if (!odds || stakeMinor === null) return;
    setPlacement(null);
    setPlaced(null);
    try {
      const bet = await place.mutateAsync(
        builderBet({
          // Each leg at the price its line shows now: kept with the bet for the record.
          picks: picks.map((p) => ({ ...p, newOdds: latestOddsIn(event, p) ?? null })),
          stake: minorToAmount(stakeMinor),
          odds,
          oddsChange,
          idempotencyKey: newKey(),
        }),
      );
      builderActions.clear(event.id);
      setPlaced(bet);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setPlacement({ request: requestText, refusal: builderRefusalOf(error) });
    }
  }

  function handleAccept() {
    if (!priceChange || !request) return;
    // The new price becomes the quote on screen, the one the next Place bet is sent with.
    queryClient.setQueryData<SportsBuilderQuote>(queryKey, {
      eventId: event.id,
      odds: priceChange,
    });
    setPlacement(null);
  }

  const teams = { home: event.home.name, away: event.away.name };
  const shownOdds = priceChange ?? odds;
  return (
    <>
      <section
        ref={panelRef}
        tabIndex={-1}
        aria-labelledby="bet-builder-title"
        className="flex scroll-mt-20 flex-col gap-3 rounded-xl border border-accent-500/50 bg-ink-900/90 p-3 text-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="bet-builder-title" className="font-semibold text-white">
            {t('sports.builder.title')}
          </h2>
          <span className="text-xs text-slate-400">
            {t('sports.builder.count', { n: picks.length, max: SPORTS_BUILDER_MAX_LEGS })}
          </span>
        </div>

        {placed && (
          <div
            role="status"
            className="rounded-lg border border-emerald-500/60 bg-emerald-500/10 p-3"
          >
            <p className="font-semibold text-emerald-300">{t('sports.builder.placed')}</p>
            <p className="mt-1 text-xs text-slate-300">
              {t('sports.slip.betId', { id: placed.id })} · {money(placed.stake)} @{' '}
              {oddsText(placed.totalOdds, oddsFormat)}
            </p>
            <div className="mt-2 flex gap-3 text-xs">
              <Link to="/sports/my-bets" className="text-accent-300 underline">
                {t('sports.slip.toMyBets')}
              </Link>
              <button
                type="button"
                className="text-slate-400 underline"
                onClick={() => setPlaced(null)}
              >
                {t('sports.slip.dismiss')}
              </button>
            </div>
          </div>
        )}

        {picks.length < 2 && <p className="text-xs text-slate-400">{t('sports.builder.hint')}</p>}

        {picks.length > 0 && (
          <ul className="flex flex-col gap-1.5" aria-label={t('sports.builder.picks')}>
            {picks.map((pick, index) => {
              const outcome = outcomeName(pick.marketId, pick.specifiers, pick.outcomeId, teams);
              const market = marketName(pick.marketId, pick.specifiers);
              const label = t(outcome.key, outcome.params);
              const key = selectionKey(pick);
              return (
                <li
                  key={key}
                  className={`flex items-center justify-between gap-2 rounded-lg p-2 text-xs ${badPick === index ? 'border border-rose-500/60 bg-rose-500/10' : 'bg-ink-950/60'}`}
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-white">{label}</p>
                    <p className="truncate text-slate-400">{t(market.key, market.params)}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => builderActions.remove(event.id, (p) => selectionKey(p) === key)}
                    aria-label={t('sports.slip.remove', { outcome: label })}
                    className="shrink-0 rounded-md px-2 py-1 text-slate-400 hover:bg-ink-800 hover:text-white"
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        {isFull && (
          <p role="alert" className="rounded-lg bg-amber-500/10 p-2 text-xs text-amber-300">
            {t('sports.builder.full', { max: SPORTS_BUILDER_MAX_LEGS })}
          </p>
        )}

        {quoteRefusal && (
          <p
            role="alert"
            className="rounded-lg border border-rose-500/60 bg-rose-500/10 p-2 text-xs text-rose-200"
          >
            {quoteRefusal.message}
          </p>
        )}

        {picks.length >= 2 && (
          <div className="flex flex-col gap-1.5 rounded-lg bg-ink-950/60 p-2.5">
            <Row label={t('sports.builder.odds')}>
              <span data-testid="builder-odds" aria-live="polite">
                {priceChange ? (
                  <>
                    <s className="mr-1 text-slate-500">{odds ? oddsText(odds, oddsFormat) : ''}</s>
                    {oddsText(priceChange, oddsFormat)}
                  </>
                ) : odds ? (
                  oddsText(odds, oddsFormat)
                ) : isPricing ? (
                  <span className="animate-pulse text-slate-400">
                    {t('sports.builder.pricing')}
                  </span>
                ) : (
                  '—'
                )}
              </span>
            </Row>
            <label className="flex items-center justify-between gap-2 text-xs text-slate-300">
              {t('sports.slip.stake')}
              <input
                inputMode="decimal"
                value={stake}
                onChange={(e) => builderActions.setStake(event.id, e.target.value)}
                className="w-28 rounded-md border border-ink-600 bg-ink-950 px-2 py-1 text-right text-sm text-white"
                aria-label={t('sports.builder.stake')}
                placeholder="0.00"
              />
            </label>
            <Row label={t('sports.slip.potentialReturn')}>
              <span data-testid="builder-return">{potential ? money(potential) : '—'}</span>
            </Row>
          </div>
        )}

        {refusal && (
          <p
            role="alert"
            className="rounded-lg border border-rose-500/60 bg-rose-500/10 p-2 text-xs text-rose-200"
          >
            {refusal.message}
          </p>
        )}

        {picks.length >= 2 &&
          (priceChange ? (
            <Button onClick={handleAccept}>{t('sports.builder.acceptPrice')}</Button>
          ) : (
            <Button onClick={() => void handlePlace()} disabled={!canPlace && isLoggedIn}>
              {place.isPending ? t('sports.slip.placing') : t('sports.slip.place')}
            </Button>
          ))}
      </section>
      {/* On a phone the picks are made far below the panel: a bar above the slip's keeps the price in sight. */}
      {!isPanelOnScreen && picks.length > 0 && (
        <button
          type="button"
          onClick={() => {
            panelRef.current?.scrollIntoView({ block: 'start' });
            panelRef.current?.focus({ preventScroll: true });
          }}
          aria-label={t('sports.builder.bar', {
            n: picks.length,
            odds: shownOdds ? oddsText(shownOdds, oddsFormat) : '—',
          })}
          className="fixed right-3 bottom-[7.25rem] left-3 z-30 flex items-center justify-between rounded-xl border border-accent-500/60 bg-ink-900 px-4 py-2.5 text-sm font-semibold text-white shadow-xl sm:bottom-16 lg:hidden"
        >
          <span aria-hidden="true">
            {t('sports.builder.title')} · {picks.length}
          </span>
          <span aria-hidden="true" className="tabular-nums">
            {shownOdds ? oddsText(shownOdds, oddsFormat) : '—'} ▲
          </span>
        </button>
      )}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="flex items-center justify-between gap-2 text-xs text-slate-300">
      <span>{label}</span>
      <span className="text-sm font-semibold text-white tabular-nums">{children}</span>
    </p>
  );
}
