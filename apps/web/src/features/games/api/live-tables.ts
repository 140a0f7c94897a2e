import type { LiveMessage, LiveTableView } from '@orca/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { useLiveMessages } from '../../../lib/live-socket';
import { queryKeys } from '../../../lib/query-keys';
import { useViewerCurrency, VISITOR_CURRENCY } from './get-viewer-currency';

/** A table's state is read again this often even when the socket is quiet (no socket behind a proxy). */
const REFRESH_MS = 15_000;

/** A table as the tile shows it: with when it arrived, so its countdown runs on the server's clock. */
export type LobbyTable = LiveTableView & { receivedAt: number };

/** Every live table's state for the lobby tiles, limits in the viewer's currency; `live.table` messages keep it current. */
export function useLiveTables(isEnabled = true) {
  const currency = useViewerCurrency() ?? VISITOR_CURRENCY;
  const queryClient = useQueryClient();
  const key = queryKeys.games.liveTables(currency);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const { tables } = await api<{ tables: LiveTableView[] }>(
        'GET',
        `/live/tables?currency=${encodeURIComponent(currency)}`,
      );
      const receivedAt = Date.now();
      return { tables: tables.map((table): LobbyTable => ({ ...table, receivedAt })) };
    },
    enabled: isEnabled,
    staleTime: 5_000,
    refetchInterval: REFRESH_MS,
  });
  const handleMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type !== 'live.table') return;
      queryClient.setQueryData<{ tables: LobbyTable[] }>(key, (data) =>
        data
          ? {
              tables: data.tables.map((table) =>
                table.id === message.table.id
                  ? { ...table, ...message.table, receivedAt: Date.now() }
                  : table,
              ),
            }
          : data,
      );
    },
    // The key is rebuilt each render from the currency alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, currency],
  );
  useLiveMessages(handleMessage);
  return query;
}

/** Milliseconds of betting left at local time `now`, on the server's clock of the table's last message. */
export function bettingLeftMs(table: LobbyTable, now: number): number {
  const serverNow = Date.parse(table.serverTime) + (now - table.receivedAt);
  return table.phase === 'betting' ? Math.max(0, Date.parse(table.bettingClosesAt) - serverNow) : 0;
}

/** The live tables by their game's slug, for the tiles to find theirs. */
export function tablesBySlug(tables: readonly LobbyTable[] | undefined): Map<string, LobbyTable> {
  return new Map((tables ?? []).map((table) => [table.gameSlug, table]));
}

/** The local clock, ticking every second for the tiles' countdowns. */
export function useSecondTick(isEnabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isEnabled) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [isEnabled]);
  return now;
}
