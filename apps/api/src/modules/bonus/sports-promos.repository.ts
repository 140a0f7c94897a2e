import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bonusCampaigns, sportPromoTokens } from '../../db/schema/bonus.ts';

/*
 * Players' sports free bets and boosts (issue 24). Taking a token for a bet and giving it back are single
 * conditional updates: of two bets racing for one token, the second's update finds it used and takes nothing.
 */

export type SportPromoTokenRow = typeof sportPromoTokens.$inferSelect;
type NewToken = typeof sportPromoTokens.$inferInsert;

export async function insertToken(tx: Executor, row: NewToken): Promise<SportPromoTokenRow> {
  const [inserted] = await tx.insert(sportPromoTokens).values(row).returning();
  if (!inserted) throw new Error('a token insert returns its row');
  return inserted;
}

/** The player's tokens usable now, soonest to expire first, with their campaign's texts for a title. */
export async function availableOf(
  db: Executor,
  playerId: bigint,
  now: Date,
): Promise<{ token: SportPromoTokenRow; texts: unknown }[]> {
  return db
    .select({ token: sportPromoTokens, texts: bonusCampaigns.texts })
    .from(sportPromoTokens)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, sportPromoTokens.campaignId))
    .where(
      and(
        eq(sportPromoTokens.playerId, playerId),
        eq(sportPromoTokens.status, 'available'),
        gt(sportPromoTokens.expiresAt, now),
      ),
    )
    .orderBy(asc(sportPromoTokens.expiresAt), asc(sportPromoTokens.id))
    .limit(100);
}

/**
 * Marks the player's own token of `kind` used by `betId`, if it is available and unexpired now; undefined when
 * it is not (another player's, used, expired, another kind, or taken by a racing bet first).
 */
export async function take(
  tx: Executor,
  t: { id: bigint; playerId: bigint; kind: 'free_bet' | 'boost'; betId: bigint; now: Date },
): Promise<SportPromoTokenRow | undefined> {
  const [row] = await tx
    .update(sportPromoTokens)
    .set({ status: 'used', betId: t.betId, usedAt: t.now })
    .where(
      and(
        eq(sportPromoTokens.id, t.id),
        eq(sportPromoTokens.playerId, t.playerId),
        eq(sportPromoTokens.kind, t.kind),
        eq(sportPromoTokens.status, 'available'),
        gt(sportPromoTokens.expiresAt, t.now),
      ),
    )
    .returning();
  return row;
}

/** The player's token as it stands (any status), for checking its terms before a bet takes it. */
export async function ofPlayer(
  tx: Executor,
  id: bigint,
  playerId: bigint,
): Promise<SportPromoTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(sportPromoTokens)
    .where(and(eq(sportPromoTokens.id, id), eq(sportPromoTokens.playerId, playerId)));
  return row;
}

/** Gives a token back from the bet that used it (the bet ended void); nothing when it is not that bet's. */
export async function release(tx: Executor, id: bigint, betId: bigint): Promise<boolean> {
  const rows = await tx
    .update(sportPromoTokens)
    .set({ status: 'available', betId: null, usedAt: null })
    .where(
      and(
        eq(sportPromoTokens.id, id),
        eq(sportPromoTokens.betId, betId),
        eq(sportPromoTokens.status, 'used'),
      ),
    )
    .returning({ id: sportPromoTokens.id });
  return rows.length === 1;
}

/**
 * Takes a released token again for the bet a rollback reopened, whatever its expiry (the bet was placed in
 * time); nothing when the player has used it on another bet since.
 */
export async function retake(tx: Executor, id: bigint, betId: bigint, now: Date): Promise<boolean> {
  const rows = await tx
    .update(sportPromoTokens)
    .set({ status: 'used', betId, usedAt: now })
    .where(and(eq(sportPromoTokens.id, id), eq(sportPromoTokens.status, 'available')))
    .returning({ id: sportPromoTokens.id });
  return rows.length === 1;
}

/** How many tokens the player has had from the campaign, and their free bets' sum per currency. */
export async function grantedTo(
  db: Executor,
  campaignId: bigint,
  playerId: bigint,
): Promise<{ currency: string; amountMinor: bigint; grants: number }[]> {
  const rows = await db
    .select({
      currency: sportPromoTokens.currency,
      amountMinor: sql<string>`coalesce(sum(${sportPromoTokens.amountMinor}), 0)`,
      grants: count(),
    })
    .from(sportPromoTokens)
    .where(
      and(eq(sportPromoTokens.campaignId, campaignId), eq(sportPromoTokens.playerId, playerId)),
    )
    .groupBy(sportPromoTokens.currency);
  return rows.map((row) => ({
    currency: row.currency,
    amountMinor: BigInt(row.amountMinor),
    grants: row.grants,
  }));
}

/** Whether the campaign has given any token: its terms are then fixed. */
export async function hasTokens(db: Executor, campaignId: bigint): Promise<boolean> {
  const rows = await db
    .select({ id: sportPromoTokens.id })
    .from(sportPromoTokens)
    .where(eq(sportPromoTokens.campaignId, campaignId))
    .limit(1);
  return rows.length > 0;
}
