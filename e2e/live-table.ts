import type { LiveTableView } from '@orca/contracts';
import { hashServerSeed } from '@orca/games/rng/fair';
import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './browser';

/** Where a live table is on screen: its own page, or the game's frame inside the casino's page. */
type Scope = Page | FrameLocator;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds left to bet, as the table's countdown says; null while it takes no bets. */
export async function secondsLeftToBet(scope: Scope): Promise<number | null> {
  const timer = scope.getByRole('timer', { name: /seconds left to bet/ }).first();
  // The countdown can go between the two reads: a short wait, then it counts as closed.
  const label = await timer.getAttribute('aria-label', { timeout: 1_000 }).catch(() => null);
  if (label === null) return null;
  return Number(/(\d+)/.exec(label)?.[1] ?? '0');
}

/** Waits for a betting window with at least `seconds` left (a table's round lasts about a minute). */
export async function waitForFreshBetting(scope: Scope, seconds: number): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (((await secondsLeftToBet(scope)) ?? 0) >= seconds) return;
    await sleep(250);
  }
  throw new Error(`no betting window with ${seconds} s left opened`);
}

/**
 * Bets in one betting window: `choose` picks the chips and positions (and anything else the round
 * needs first), then Place bets is pressed for each seat's total (`seats`: one or more players at
 * the table, the first being `scope`'s). On a slow machine the window can close before the first
 * press: nothing is staked then (a slip belongs to its round, and the button is gone), so it all
 * happens again in the next round, up to `tries` times; the last failure is the test's.
 */
export async function betInOneWindow(
  scope: Scope,
  options: {
    seconds: number;
    choose: () => Promise<void>;
    total?: string;
    seats?: { scope: Scope; total: string }[];
    tries?: number;
  },
): Promise<void> {
  const seats = options.seats ?? [{ scope, total: options.total ?? '' }];
  const tries = options.tries ?? 3;
  for (let attempt = 1; ; attempt++) {
    await waitForFreshBetting(scope, options.seconds);
    try {
      await options.choose();
      await placeBets(seats[0]!.scope, seats[0]!.total);
    } catch (error) {
      // Before the press nothing is staked, whatever failed: the next round starts clean.
      if (attempt >= tries) throw error;
      continue;
    }
    for (const seat of seats.slice(1)) await placeBets(seat.scope, seat.total);
    // Taken: the button for this slip goes (some tables then say "Bets placed", some show the bet on the felt).
    for (const seat of seats)
      await seat.scope
        .getByRole('button', { name: `Place bets · ${seat.total}`, exact: true })
        .waitFor({ state: 'hidden' });
    return;
  }
}

const placeBets = (scope: Scope, total: string) =>
  scope
    .getByRole('button', { name: `Place bets · ${total}`, exact: true })
    .click({ timeout: 10_000 });

/**
 * Gives the round taking bets at `tableId` a server seed of the test's choosing, through demo mode's
 * test driver: `pick` searches one for the result it wants from the table's public client seed and
 * nonce, the way anyone can recompute a revealed round.
 */
export async function fixRoundSeed<Drawn extends { serverSeed: string }>(
  tableId: string,
  pick: (clientSeed: string, nonce: number) => Drawn,
): Promise<{ table: LiveTableView; drawn: Drawn }> {
  const table = (await api<LiveTableView>('GET', `/live/tables/${tableId}`)).body.data;
  const drawn = pick(table.clientSeed, table.nonce);
  const fixed = await api<{ roundId: string; serverSeedHash: string }>(
    'POST',
    `/demo/live/tables/${tableId}/seed`,
    { body: { serverSeed: drawn.serverSeed } },
  );
  expect(fixed.body.info.success, fixed.body.info.message).toBe(true);
  expect(fixed.body.data).toEqual({
    roundId: table.roundId,
    serverSeedHash: hashServerSeed(drawn.serverSeed),
  });
  return { table, drawn };
}
