import type { Game } from '@orca/contracts';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { useFilteredGames } from '../api/filter-games';
import { useGame } from '../../../lib/queries/game';
import { useLatestWinners } from '../api/get-latest-winners';
import { useMostPlayed } from '../api/get-most-played';
import { tablesBySlug, useLiveTables, useSecondTick, type LobbyTable } from '../api/live-tables';
import { LiveGameTile } from './game-grid';
import { GameTileSkeletons } from './game-tile';
import { WinnersList } from './winners-list';

/** The info dialog (and the dialog primitives) is fetched when a visitor first opens a game, not with the home page. */
const GameInfoDialog = lazy(async () => ({
  default: (await import('./game-info-dialog')).GameInfoDialog,
}));

const TOP_GAMES = 12;
const ROW_SIZE = 12;
/** Relative times ("2 minutes ago") move on this often. */
const CLOCK_TICK_MS = 30_000;

function Section({
  id,
  title,
  link,
  children,
  badge,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-white md:text-xl">
          {title}
          {badge}
        </h2>
        {link && (
          <Link
            to={link.to}
            className="shrink-0 text-sm font-medium text-accent-400 hover:underline"
          >
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A row of tiles that scrolls sideways; `games` undefined while loading; live tables show their state. */
function GameRow({
  games,
  label,
  onOpen,
  liveTables,
  now = 0,
}: {
  games: Game[] | undefined;
  label: string;
  onOpen: (game: Game) => void;
  liveTables?: Map<string, LobbyTable>;
  now?: number;
}) {
  const item = 'w-36 shrink-0 snap-start sm:w-40 lg:w-44';
  return (
    <ul
      className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0"
      aria-label={label}
    >
      {games
        ? games.map((game) => (
            <li key={game.id} className={item}>
              <LiveGameTile
                game={game}
                onOpen={onOpen}
                table={liveTables?.get(game.slug)}
                now={now}
              />
            </li>
          ))
        : Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={item}>
              <GameTileSkeletons count={1} />
            </li>
          ))}
    </ul>
  );
}

function ComingSoon({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-ink-600 bg-ink-900/60 p-5 sm:flex-row sm:items-center">
      <div className="flex-1">
        <p className="font-semibold text-white">{title}</p>
        <p className="mt-1 text-sm text-slate-400">{text}</p>
      </div>
      <Link
        to={link.to}
        className="rounded-lg border border-ink-600 px-4 py-2 text-sm text-white hover:bg-ink-800"
      >
        {link.label}
      </Link>
    </div>
  );
}

function LiveBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-rose-500/15 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-rose-300 uppercase">
      <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-rose-400" aria-hidden="true" />
      {t('home.winners.live')}
    </span>
  );
}

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

  const newGames =
    newSlots.data && newFast.data
      ? [...(newSlots.data.pages[0]?.games ?? []), ...(newFast.data.pages[0]?.games ?? [])].slice(
          0,
          ROW_SIZE,
        )
      : undefined;
  // The live casino row: the live tables, then the game shows, each tile with its table's state.
  const liveGames =
    live.data && shows.data
      ? [...(live.data.pages[0]?.games ?? []), ...(shows.data.pages[0]?.games ?? [])].slice(
          0,
          ROW_SIZE,
        )
      : undefined;
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
