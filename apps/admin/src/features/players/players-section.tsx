import { Route, Routes } from 'react-router';
import { PlayerCard } from './player-card';
import { PlayerSearchPage } from './player-search';

/** The players section: the search at /players, a player's card at /players/:id. */
export function PlayersSection() {
  return (
    <Routes>
      <Route index element={<PlayerSearchPage />} />
      <Route path=":id" element={<PlayerCard />} />
    </Routes>
  );
}
