import type { Game } from '@orca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys, type Viewer } from '../query-keys';
import { useSession } from '../session';

export const getGame = (id: string) => api<Game>('GET', `/games/${encodeURIComponent(id)}`);

/** One game of the catalogue, kept a minute; the viewer is in the key because a player sees bet limits in their own currency. */
export const gameQueryOptions = (id: string | null, viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.games.game(viewer, id),
    queryFn: () => getGame(id ?? ''),
    enabled: id !== null,
    staleTime: 60_000,
  });

/** One game of the catalogue (null asks for nothing): the lobby's info dialog, the game page and a round's recall share it. */
export function useGame(id: string | null) {
  const { isLoggedIn } = useSession();
  return useQuery(gameQueryOptions(id, isLoggedIn ? 'player' : 'visitor'));
}
