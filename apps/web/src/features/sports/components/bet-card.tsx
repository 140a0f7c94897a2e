import type { SportsBet } from '@orca/contracts';
import { parseDecimal } from '@orca/games/sports/rational';
import { formatOdds } from '@orca/games/sports/odds-format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { canCashOut } from '../lib/cash-out';
import { teamsOf } from '../lib/event-lists';
import { marketName, outcomeName } from '../lib/market-names';
import { matchVerifyLink } from '../lib/match-verify-link';
import { oddsText } from '../lib/odds-text';
import { useSlip } from '../lib/slip-store';
import { systemLabel } from '../lib/system-bet';
import { AutoCashOut } from './auto-cash-out';
import { CashOutPanel } from './cash-out-panel';
import { PromoBadge } from './promo-badge';

const STATUS_TONE: Record<string, string> = {
  open: 'bg-sky-500/15 text-sky-300',
  won: 'bg-emerald-500/15 text-emerald-300',
  half_won: 'bg-emerald-500/15 text-emerald-300',
  lost: 'bg-rose-500/15 text-rose-300',
  half_lost: 'bg-rose-500/15 text-rose-300',
  void: 'bg-slate-500/20 text-slate-300',
  refused: 'bg-amber-500/15 text-amber-300',
  cashed_out: 'bg-accent-500/15 text-accent-300',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_TONE[status] ?? ''}`}>
      {t(`sports.status.${status}`)}
    </span>
  );
}

/**
 * One bet in My bets: type, stake, total odds, potential return or payout, status, and each leg; a system bet
 * shows its name or k from n, its lines, the stake per line and in all, and its bankers. An open single,
 * multiple or system bet can be cashed out, whole or in part, and carry an automatic cash-out; what cashing
 * out has paid so far shows under the figures.
 */
export function BetCard({ bet }: { bet: SportsBet }) {
  const { t, i18n } = useTranslation();
  const { oddsFormat } = useSlip();
  const money = (amount: string) => formatMoney(amount, bet.currency, i18n.language);
  const total = parseDecimal(bet.totalOdds);
  const { system } = bet;
  const bankers = new Set(system?.bankers ?? []);
  const systemName = system ? systemLabel(system, bet.legs.length - system.bankers.length) : null;
  return (
    <li className="rounded-xl border border-ink-800 bg-ink-900/80 p-3" data-bet-id={bet.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-semibold text-white" data-testid="bet-title">
            {system && systemName
              ? t('sports.myBets.systemTitle', {
                  name: t(systemName.key, systemName.params),
                  lines: system.lines,
                })
              : t(`sports.myBets.type.${bet.type}`, { n: bet.legs.length })}
          </p>
          {bet.promo ? <PromoBadge promo={bet.promo} /> : null}
        </div>
        <StatusBadge status={bet.status} />
      </div>
      <p className="mt-0.5 text-xs text-slate-500">
        {t('sports.slip.betId', { id: bet.id })} · {formatDateTime(bet.placedAt, i18n.language)}
      </p>
      <ul className="mt-2 flex flex-col gap-1.5">
        {bet.legs.map((leg, index) => {
          const market = marketName(leg.marketId, leg.specifiers);
          const outcome = outcomeName(
            leg.marketId,
            leg.specifiers,
            leg.outcomeId,
            teamsOf(leg.eventName),
          );
          return (
            <li
              // A bet's legs never change order: their place is their key.
              key={index}
              className="flex items-start justify-between gap-2 rounded-lg bg-ink-950/60 p-2 text-xs"
            >
              <div className="min-w-0">
                <p className="font-semibold text-white">
                  {t(outcome.key, outcome.params)}
                  {bankers.has(index) && (
                    <span className="ml-1.5 rounded bg-accent-500 px-1 py-0.5 text-[10px] font-semibold text-ink-950 uppercase">
                      {t('sports.slip.system.banker')}
                    </span>
                  )}
                </p>
                <p className="text-slate-400">{t(market.key, market.params)}</p>
                <Link
                  to={`/sports/${encodeURIComponent(leg.eventId)}`}
                  className="text-slate-400 underline hover:text-white"
                >
                  {leg.eventName}
                </Link>
                {leg.fair ? <LegFairness fair={leg.fair} /> : null}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                {/* A bet builder is paid at its joint price, not its legs' own: they are not shown beside it. */}
                {bet.type !== 'builder' && (
                  <span className="font-semibold text-white tabular-nums">
                    {oddsText(leg.odds, oddsFormat)}
                  </span>
                )}
                <StatusBadge status={leg.status} />
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
        {system ? (
          <>
            <div>
              <dt className="text-slate-400">{t('sports.slip.system.stakePerLine')}</dt>
              <dd className="font-semibold text-white">{money(system.unitStake)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('sports.slip.totalStake')}</dt>
              <dd className="font-semibold text-white" data-testid="bet-total-stake">
                {money(bet.stake)}
              </dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt className="text-slate-400">{t('sports.slip.stake')}</dt>
              <dd className="font-semibold text-white">{money(bet.stake)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">
                {t(bet.type === 'builder' ? 'sports.builder.odds' : 'sports.slip.totalOdds')}
              </dt>
              <dd className="font-semibold text-white tabular-nums" data-testid="bet-total-odds">
                {total.num > total.den ? formatOdds(total, oddsFormat) : bet.totalOdds}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt className="text-slate-400">
            {bet.payout === null ? t('sports.slip.potentialReturn') : t('sports.myBets.payout')}
          </dt>
          <dd className="font-semibold text-white" data-testid="bet-return">
            {money(bet.payout ?? bet.potentialReturn)}
          </dd>
        </div>
      </dl>
      {Number(bet.cashedOut) > 0 ? (
        <p className="mt-2 text-xs font-semibold text-accent-300" data-testid="bet-cashed-out">
          {t('sports.cashOut.cashedOut', { amount: money(bet.cashedOut) })}
        </p>
      ) : null}
      {canCashOut(bet) ? (
        <>
          <CashOutPanel bet={bet} />
          <AutoCashOut bet={bet} />
        </>
      ) : null}
    </li>
  );
}

/** A leg's match seeds in the bet's recall: the hash, and once revealed the seed and the verifier's link. */
function LegFairness({ fair }: { fair: NonNullable<SportsBet['legs'][number]['fair']> }) {
  const { t } = useTranslation();
  const verify = matchVerifyLink({
    serverSeed: fair.serverSeed,
    serverSeedHash: fair.serverSeedHash,
    tournament: { id: fair.league },
    home: { id: fair.home },
    away: { id: fair.away },
  });
  return (
    <dl className="mt-1 text-[11px] text-slate-500">
      <dt className="inline">{t('sports.fair.hash')}: </dt>
      <dd className="inline break-all font-mono">{fair.serverSeedHash}</dd>
      <br />
      <dt className="inline">{t('sports.fair.seed')}: </dt>
      <dd className="inline break-all font-mono">
        {fair.serverSeed ?? t('sports.fair.seedHidden')}
      </dd>
      {verify ? (
        <dd>
          <Link to={verify} className="text-accent-300 underline">
            {t('sports.fair.verify')}
          </Link>
        </dd>
      ) : null}
    </dl>
  );
}
