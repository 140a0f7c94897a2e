import type { Game } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const getGame = (id: string) => api<Game>('GET', `/games/${encodeURIComponent(id)}`);

/** The game behind /play/{system}/{title} (null asks for nothing); the key is the lobby's, so a game opened from a tile shares its cache. */
export function useGame(id: string | null) {
  const { isLoggedIn } = useSession();
  return useQuery({ queryKey: ['games', isLoggedIn ? 'player' : 'visitor', 'game', id], queryFn: () => getGame(id ?? ''), enabled: id !== null, staleTime: 60_000 });
}
