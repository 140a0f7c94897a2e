import type { GameList } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The in-house studio: only its slots run on the provably-fair engines the verifier recomputes. */
const IN_HOUSE_PROVIDER = 'orca';
const TITLES_MAX = 100;

export const getSlotTitles = async () =>
  (
    await api<GameList>('GET', `/games/filter/all/${IN_HOUSE_PROVIDER}/name/${TITLES_MAX}/0`)
  ).games.map((game) => ({ id: game.id, name: game.name }));

/** The verifier's slot choices: the in-house slot titles, by name. */
export function useSlotTitles(isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.games.verifierSlotTitles,
    queryFn: getSlotTitles,
    enabled: isEnabled,
    staleTime: 300_000,
  });
}
