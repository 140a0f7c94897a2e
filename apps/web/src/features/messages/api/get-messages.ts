import type { InboxMessage } from '@orca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/**
 * Newest first, messages of the same second already merged (their lines joined by '\n'). The text
 * is written when read, in the language asked for: named here rather than left to the API client,
 * which hears of a language switch only after the page has re-rendered in it and asked again.
 */
export const getMessages = (language: string) =>
  api<{ messages: InboxMessage[] }>('GET', '/player/messages', undefined, {
    'x-language': language,
  });

/**
 * Stale at once and fetched again when the window regains focus: the spec's user refresh (section
 * 4). A push on the private channel marks it stale too (player-channel.ts), and a socket that was
 * down while the tab slept has missed those pushes, which the focus fetch makes up for.
 */
export const messagesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: queryKeys.player.messages,
    queryFn: () => getMessages(language),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The logged-in player's messages in the interface's language; nothing is fetched for a visitor. */
export function useMessages() {
  const { isLoggedIn } = useSession();
  const { i18n } = useTranslation();
  return useQuery({ ...messagesQueryOptions(i18n.language), enabled: isLoggedIn });
}
