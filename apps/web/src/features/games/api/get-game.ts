import type { Game } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const getGame = (id: string) => api<Game>('GET', `/games/${encodeURIComponent(id)}`);

/** One game of the catalogue, e.g. for a link that opens its info dialog. */
export function useGame(id: string | null) {
  const { isLoggedIn } = useSession();
  return useQuery({ queryKey: ['games', isLoggedIn ? 'player' : 'visitor', 'game', id], queryFn: () => getGame(id ?? ''), enabled: id !== null, staleTime: 60_000 });
}
