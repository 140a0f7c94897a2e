import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

export const contentRoutes: RouteObject[] = [
  {
    path: 'news',
    ...lazyPage(
      async () => (await import('../../features/content/routes/news-list')).NewsListPage,
      ['pages', 'content'],
    ),
  },
  {
    path: 'news/:url',
    ...lazyPage(
      async () => (await import('../../features/content/routes/news-article')).NewsArticlePage,
      ['pages', 'content'],
    ),
  },
  {
    path: 'info/how-to-play',
    ...lazyPage(async () => {
      const { InfoPageRoute } = await import('../../features/content/routes/info-page');
      return function HowToPlay() {
        return <InfoPageRoute url="how-to-play" />;
      };
    }, ['pages', 'content']),
  },
  {
    path: 'info',
    ...lazyPage(
      async () => (await import('../../features/content/routes/info-list')).InfoListPage,
      ['pages', 'content'],
    ),
  },
  {
    path: 'info/:url',
    ...lazyPage(
      async () => (await import('../../features/content/routes/info-page')).InfoPageRoute,
      ['pages', 'content'],
    ),
  },
  {
    path: 'promotions',
    ...lazyPage(
      async () => (await import('../../features/content/routes/promotions')).PromotionsPage,
      ['pages', 'content'],
    ),
  },
];
