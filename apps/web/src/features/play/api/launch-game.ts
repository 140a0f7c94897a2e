import type { LaunchSchema } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Launch = z.infer<typeof LaunchSchema>;
export type PlayMode = Launch['mode'];

/** Where the game client sends the player back to, and where it sends them to deposit. */
const HOME_URL = '/';
const CASHIER_URL = '/cashier/deposit';

export function launchGame(
  gameId: string,
  options: { mode: PlayMode; isMobile: boolean },
): Promise<Launch> {
  const query = new URLSearchParams({
    play_for_fun: options.mode === 'fun' ? '1' : '0',
    homeUrl: HOME_URL,
    cashierUrl: CASHIER_URL,
  });
  if (options.isMobile) query.set('mobile', '1');
  return api<Launch>('GET', `/player/game/${encodeURIComponent(gameId)}?${query.toString()}`);
}

/**
 * The frame's address for one visit. A launch token is good for one exchange within minutes, so
 * every visit asks for a fresh one and nothing is kept or retried behind the player's back.
 */
export function useLaunch(
  gameId: string,
  options: { mode: PlayMode; isMobile: boolean; isLoggedIn: boolean; isEnabled: boolean },
) {
  return useQuery({
    queryKey: queryKeys.play.launch(gameId, options),
    queryFn: () => launchGame(gameId, options),
    enabled: options.isEnabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
