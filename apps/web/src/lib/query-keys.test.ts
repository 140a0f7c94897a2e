import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

type Key = readonly unknown[];
type KeyOrFactory = Key | ((...args: never[]) => Key);

/** Every key of one group of the registry, factories called with sample arguments. */
function keysOf(group: Record<string, KeyOrFactory>): Key[] {
  return Object.values(group).map((entry) =>
    typeof entry === 'function'
      ? (entry as (...args: unknown[]) => Key)('sample', {
          mode: 'real',
          isMobile: false,
          isLoggedIn: true,
        })
      : entry,
  );
}

describe('query keys', () => {
  it("keeps every piece of the player's data under the player root, so a logout removes it all in one call", () => {
    const client = new QueryClient();
    const playerKeys = keysOf(queryKeys.player).filter((key) => key.length > 1);
    const otherKeys = [
      ...keysOf(queryKeys.games),
      ...keysOf(queryKeys.site),
      ...keysOf(queryKeys.cashier),
    ];
    for (const key of [...playerKeys, ...otherKeys]) client.setQueryData(key, 'cached');

    client.removeQueries({ queryKey: queryKeys.player.all });

    expect(playerKeys.filter((key) => client.getQueryData(key) !== undefined)).toEqual([]);
    expect(otherKeys.filter((key) => client.getQueryData(key) === undefined)).toEqual([]);
  });

  it('makes the history stale when the cashier invalidates the transactions', async () => {
    const client = new QueryClient();
    const page = queryKeys.player.transactionList({ limit: 20, offset: 0 });
    client.setQueryData(page, 'cached');
    await client.invalidateQueries({ queryKey: queryKeys.player.transactions });
    expect(client.getQueryState(page)?.isInvalidated).toBe(true);
  });

  it('does not let a profile refresh invalidate the rest of the player data', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.player.profile, 'profile');
    client.setQueryData(queryKeys.player.balance, 'balance');
    await client.invalidateQueries({ queryKey: queryKeys.player.profile });
    expect(client.getQueryState(queryKeys.player.profile)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.player.balance)?.isInvalidated).toBe(false);
  });

  it('gives a visitor and a player separate entries for the same game, since their bet limits differ in currency', () => {
    expect(queryKeys.games.game('visitor', 'orca-x')).not.toEqual(
      queryKeys.games.game('player', 'orca-x'),
    );
  });
});
