import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { games } from '../../../db/schema/games.ts';
import { players } from '../../../db/schema/players.ts';

/** The provider's games among `slugs` (a missing slug is simply absent). */
export function providerGamesBySlug(tx: Executor, providerId: string, slugs: readonly string[]) {
  return tx
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(and(eq(games.providerId, providerId), inArray(games.slug, [...slugs])));
}

/** What a prize paid to a player is booked and told in. */
export async function playerCurrencyAndLanguage(tx: Executor, playerId: bigint) {
  const [player] = await tx
    .select({ currency: players.currency, language: players.language })
    .from(players)
    .where(eq(players.id, playerId));
  return player;
}
