import { useRoutes } from 'react-router';
import { MyBetsPage } from '../../features/sports/routes/my-bets';
import { SportsEventPage } from '../../features/sports/routes/sports-event';
import { SportsHomePage } from '../../features/sports/routes/sports-home';

const routes = [
  { index: true, element: <SportsHomePage /> },
  { path: 'my-bets', element: <MyBetsPage /> },
  { path: ':eventId', element: <SportsEventPage /> },
];

/** The routes under /sports, inside the sportsbook's chunk. */
export function SportsPages() {
  return useRoutes(routes);
}
