import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSportEvent } from '../api/sports-catalogue';
import { BuilderPanel } from '../components/builder-panel';
import { FairMatchBox } from '../components/fair-match-box';
import { MarketGroupCard } from '../components/market-group-card';
import { Scoreboard } from '../components/scoreboard';
import { SportsShell } from '../components/sports-shell';
import { builderActions, useBuilder } from '../lib/builder-store';
import { groupMarkets } from '../lib/market-groups';
import { useSlipOddsSync } from '../lib/use-slip-odds-sync';

/**
 * /sports/:eventId: the scoreboard, every market grouped, the in-play notice and the match's fairness. Before
 * kick-off a Bet builder tab turns the markets into picks for one builder bet on this match (issue 24).
 */
export function SportsEventPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const event = useSportEvent(eventId);
  const builder = useBuilder(eventId);
  // A builder is priced before kick-off and in play (from the live book and score); a finished match has none.
  const canBuild = event.data?.phase === 'not_started' || event.data?.phase === 'live';
  const isBuilder = canBuild && builder.isOn;
  const groups = useMemo(() => groupMarkets(event.data?.markets ?? []), [event.data]);
  const priced = useMemo(() => (event.data ? [event.data] : undefined), [event.data]);
  useSlipOddsSync(priced);

  return (
    <SportsShell>
      <Link to="/sports" className="mb-3 inline-block text-sm text-slate-400 hover:text-white">
        ← {t('sports.back')}
      </Link>
      {event.isPending ? (
        <p className="animate-pulse text-slate-400">{t('common.loading')}</p>
      ) : event.isError || !event.data ? (
        <p role="alert" className="text-slate-300">
          {event.error?.message ?? t('sports.event.notFound')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <Scoreboard event={event.data} />
          {event.data.phase === 'live' && (
            <p
              role="note"
              className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-xs text-amber-200"
            >
              {t('sports.event.inPlayNotice')}
            </p>
          )}
          {canBuild && (
            <div
              role="tablist"
              aria-label={t('sports.builder.modes')}
              className="grid grid-cols-2 gap-1 rounded-lg bg-ink-950 p-1 sm:max-w-sm"
            >
              {([false, true] as const).map((value) => (
                <button
                  key={String(value)}
                  type="button"
                  role="tab"
                  aria-selected={isBuilder === value}
                  onClick={() => builderActions.setOn(eventId, value)}
                  className={`rounded-md py-1.5 text-xs font-semibold ${isBuilder === value ? 'bg-ink-700 text-white' : 'text-slate-400 hover:text-white'}`}
                >
                  {t(value ? 'sports.builder.title' : 'sports.builder.allMarkets')}
                </button>
              ))}
            </div>
          )}
          {isBuilder && <BuilderPanel event={event.data} />}
          {groups.length === 0 ? (
            <p className="text-sm text-slate-400">{t('sports.event.noMarkets')}</p>
          ) : (
            <div className="grid gap-3 xl:grid-cols-2">
              {groups.map((group) => (
                <MarketGroupCard
                  key={group.marketId}
                  event={event.data}
                  group={group}
                  isBuilder={isBuilder}
                />
              ))}
            </div>
          )}
          <FairMatchBox event={event.data} />
        </div>
      )}
    </SportsShell>
  );
}
