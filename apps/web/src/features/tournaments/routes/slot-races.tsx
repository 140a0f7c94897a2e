import type { TournamentDetail, TournamentListItem } from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { queryKeys } from '../../../lib/query-keys';
import { useLiveLeaderboards, useTournamentDetails, useTournaments } from '../api/tournaments';
import { Empty, Loading, LoadError } from '../components/list-states';
import { TournamentCard } from '../components/tournament-card';

/** The details the cards need (rank, joined, winners), for at most this many races. */
const DETAILS_MAX = 12;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      {children}
    </section>
  );
}

function SlotRaces() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const races = useTournaments('slot-race');
  const all = races.data?.tournaments ?? [];
  const details = useTournamentDetails(all.slice(0, DETAILS_MAX).map((race) => race.url));
  useLiveLeaderboards();
  // A countdown that reaches zero means a race started or ended: fetch everything again.
  const handleTimeUp = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.all }),
    [queryClient],
  );
  if (!races.data) return races.error ? <LoadError error={races.error} /> : <Loading />;
  if (all.length === 0) return <Empty text={t('tournaments.races.empty')} />;
  const detailOf = (race: TournamentListItem): TournamentDetail | undefined =>
    details[all.indexOf(race)]?.data;
  const running = all.filter((race) => race.status === 'running');
  const upcoming = all.filter((race) => race.status === 'scheduled');
  const finished = all.filter((race) => race.status === 'finished' || race.status === 'paid');
  return (
    <div className="space-y-8">
      <Section title={t('tournaments.races.running')}>
        {running.length === 0 ? (
          <Empty text={t('tournaments.races.noRunning')} />
        ) : (
          <div className={`grid gap-4 ${running.length > 1 ? 'lg:grid-cols-2' : ''}`}>
            {running.map((race) => (
              <TournamentCard
                key={race.id}
                tournament={race}
                detail={detailOf(race)}
                isFeatured
                onTimeUp={handleTimeUp}
              />
            ))}
          </div>
        )}
      </Section>
      <Section title={t('tournaments.races.upcoming')}>
        {upcoming.length === 0 ? (
          <Empty text={t('tournaments.races.noUpcoming')} />
        ) : (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((race) => (
              <TournamentCard
                key={race.id}
                tournament={race}
                detail={detailOf(race)}
                onTimeUp={handleTimeUp}
              />
            ))}
          </div>
        )}
      </Section>
      {finished.length > 0 && (
        <Section title={t('tournaments.races.finished')}>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {finished.map((race) => (
              <TournamentCard key={race.id} tournament={race} detail={detailOf(race)} />
            ))}
          </div>
        </Section>
      )}
    </div>
  );
}

/** /slot-races: the running race(s) first and large, then the ones coming up, then recent results. */
export function SlotRacesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tournaments.races.title')} wide>
      <div className="space-y-6">
        <p className="max-w-3xl text-slate-300">{t('tournaments.races.intro')}</p>
        <SlotRaces />
      </div>
    </Page>
  );
}
