import type { Game, MOST_PLAYED_SECTIONS } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type MostPlayedSection = (typeof MOST_PLAYED_SECTIONS)[number];

export const getMostPlayed = (section: MostPlayedSection, limit: number) =>
  api<Game[]>('GET', `/games/mostPlayed/${section}/${limit}`);

/** The home page's top games. */
export function useMostPlayed(section: MostPlayedSection, limit: number) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.games.mostPlayed(isLoggedIn ? 'player' : 'visitor', section, limit),
    queryFn: () => getMostPlayed(section, limit),
    staleTime: 60_000,
  });
}
