import type { Game } from '@orca/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { useFilteredGames } from '../api/filter-games';
import { useGame } from '../../../lib/queries/game';
import { useLatestWinners } from '../api/get-latest-winners';
import { useMostPlayed } from '../api/get-most-played';
import { tablesBySlug, useLiveTables, useSecondTick } from '../api/live-tables';
import { firstPagesOf } from '../lib/home-rows';
import { GameRow } from './game-row';
import { ComingSoon, LiveBadge, Section } from './home-section';
import { WinnersList } from './winners-list';

/** The info dialog (and the dialog primitives) is fetched when a visitor first opens a game, not with the home page. */
const GameInfoDialog = lazy(async () => ({
  default: (await import('./game-info-dialog')).GameInfoDialog,
}));

const TOP_GAMES = 12;
const ROW_SIZE = 12;
/** Relative times ("2 minutes ago") move on this often. */
const CLOCK_TICK_MS = 30_000;

/**
 * The home page's sections (spec section 2): top games, new releases, live casino, latest
 * winners and top winners; winners arrive live over the socket.
 */
export function HomeSections() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [selected, setSelected] = useState<Game | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selectedById = useGame(selectedId);
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const top = useMostPlayed('all', TOP_GAMES);
  const newSlots = useFilteredGames({
    section: 'casino',
    category: 'new',
    provider: 'all',
    sort: 'newest',
    isMobile: isPhone,
  });
  const newFast = useFilteredGames({
    section: 'crash-and-fast',
    category: 'new',
    provider: 'all',
    sort: 'newest',
    isMobile: isPhone,
  });
  const live = useFilteredGames({
    section: 'livecasino',
    category: 'all',
    provider: 'all',
    sort: 'popular',
    isMobile: isPhone,
  });
  const shows = useFilteredGames({
    section: 'game-shows',
    category: 'all',
    provider: 'all',
    sort: 'popular',
    isMobile: isPhone,
  });
  const liveState = useLiveTables();
  const liveTables = useMemo(() => tablesBySlug(liveState.data?.tables), [liveState.data]);
  const winners = useLatestWinners();

  const newGames = firstPagesOf(newSlots.data, newFast.data, ROW_SIZE);
  // The live casino row: the live tables, then the game shows, each tile with its table's state.
  const liveGames = firstPagesOf(live.data, shows.data, ROW_SIZE);
  const now = useSecondTick(liveGames !== undefined && liveGames.length > 0);
  const openGame = (game: Game) => setSelected(game);
  const dialogGame =
    selected ??
    (selectedId !== null && selectedById.data?.id === selectedId ? selectedById.data : null);
  // Mounted from the first opening on, so later closings animate like the lobby's.
  const [isDialogMounted, setIsDialogMounted] = useState(false);
  if (dialogGame && !isDialogMounted) setIsDialogMounted(true);

  return (
    <div className="space-y-10">
      <Section
        id="home-top-games"
        title={t('home.sections.topGames')}
        link={{ to: '/casino', label: t('home.seeAll') }}
      >
        <GameRow games={top.data} label={t('home.sections.topGames')} onOpen={openGame} />
      </Section>
      <Section
        id="home-new-releases"
        title={t('home.sections.newReleases')}
        link={{ to: '/casino?category=new', label: t('home.seeAll') }}
      >
        <GameRow games={newGames} label={t('home.sections.newReleases')} onOpen={openGame} />
      </Section>
      <Section
        id="home-live-casino"
        title={t('home.sections.liveCasino')}
        link={
          liveGames && liveGames.length > 0
            ? { to: '/livecasino', label: t('home.seeAll') }
            : undefined
        }
      >
        {liveGames && liveGames.length > 0 ? (
          <GameRow
            games={liveGames}
            label={t('home.sections.liveCasino')}
            onOpen={openGame}
            liveTables={liveTables}
            now={now}
          />
        ) : (
          <ComingSoon
            title={t('home.live.comingTitle')}
            text={t('home.live.comingText')}
            link={{ to: '/crash-and-fast', label: t('home.live.tryCrash') }}
          />
        )}
      </Section>
      <div className="grid gap-6 md:grid-cols-2">
        {(['latestWinners', 'topWinners'] as const).map((key) => (
          <div key={key} className="rounded-2xl border border-ink-700 bg-ink-900/70 p-5">
            <Section
              id={`home-${key}`}
              title={t(`home.sections.${key}`)}
              badge={key === 'latestWinners' ? <LiveBadge /> : undefined}
            >
              <WinnersList
                winners={winners.data?.[key]}
                label={t(`home.sections.${key}`)}
                isLoading={winners.isPending}
                nowMs={nowMs}
                onOpenGame={setSelectedId}
              />
            </Section>
          </div>
        ))}
      </div>
      {isDialogMounted && (
        <Suspense fallback={null}>
          <GameInfoDialog
            game={dialogGame}
            onClose={() => {
              setSelected(null);
              setSelectedId(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
