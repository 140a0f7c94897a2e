import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

export const supportRoutes: RouteObject[] = [
  {
    path: 'info/contact-us',
    ...lazyPage(
      async () => (await import('../../features/support/routes/contact-us')).ContactUsPage,
      ['pages', 'contact'],
    ),
  },
];
