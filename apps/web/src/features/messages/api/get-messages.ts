import type { InboxMessage } from '@orca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** Newest first, messages of the same second already merged (their lines joined by '\n'), in the request's language. */
export const getMessages = () => api<{ messages: InboxMessage[] }>('GET', '/player/messages');

/**
 * Stale at once and fetched again when the window regains focus: the spec's user refresh (section
 * 4). A push on the private channel marks it stale too (player-channel.ts), and a socket that was
 * down while the tab slept has missed those pushes, which the focus fetch makes up for.
 */
export const messagesQueryOptions = () => queryOptions({ queryKey: queryKeys.player.messages, queryFn: getMessages, staleTime: 0, refetchOnWindowFocus: true });

/** The logged-in player's messages; nothing is fetched for a visitor. */
export function useMessages() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...messagesQueryOptions(), enabled: isLoggedIn });
}
