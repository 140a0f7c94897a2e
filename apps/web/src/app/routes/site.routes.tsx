import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { HomeSections } from '../../features/games/components/home-sections';
import { HomePage } from '../../features/site/routes/home';
import { lazyPage } from './lazy-page';

/** The sportsbook's row comes after the home page's first load, in its own chunk (bench/bundle-budgets.json). */
const SportsHomeRow = lazy(() => import('../../features/sports/components/home-row'));

/**
 * The home page: its welcome, with the game sections and the sportsbook's row composed in. The row
 * comes last: it arrives after the page (its chunk, then its matches, which a resting league may
 * not have yet), and arriving below the sections it moves nothing a visitor is looking at.
 */
function Home() {
  return (
    <HomePage carousel={<BannerCarousel />}>
      <HomeSections />
      <Suspense fallback={null}>
        <SportsHomeRow />
      </Suspense>
    </HomePage>
  );
}

/** The one page in the first chunk: the home page renders without waiting for a lazy import. */
export const homeRoute: RouteObject = { index: true, element: <Home /> };

/** Shown instead of the site (no layout) where the site may not be offered. */
export const accessRestrictedRoute: RouteObject = {
  path: '/access-restricted',
  ...lazyPage(
    async () => (await import('../../features/site/routes/access-restricted')).AccessRestrictedPage,
    ['restricted'],
  ),
};

export const siteRoutes: RouteObject[] = [
  {
    path: 'test-component',
    ...lazyPage(
      async () => (await import('../../features/site/routes/test-component')).TestComponentPage,
      ['testComponent', 'pages'],
    ),
  },
  {
    path: '*',
    ...lazyPage(
      async () => (await import('../../features/site/routes/not-found')).NotFoundPage,
      ['notFound'],
    ),
  },
];
