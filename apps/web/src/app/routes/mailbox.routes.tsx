import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

export const mailboxRoutes: RouteObject[] = [
  {
    path: 'mailbox',
    ...lazyPage(
      async () => (await import('../../features/mailbox/routes/mailbox')).MailboxPage,
      ['mailbox'],
    ),
  },
];
