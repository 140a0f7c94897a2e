import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bonusCampaigns, bonusDepositChoices, bonusInstances } from '../../db/schema/bonus.ts';

import type { CampaignTerms } from './bonus.engine.ts';
import * as sportPromos from './sports-promos.repository.ts';

export type BonusInstanceRow = typeof bonusInstances.$inferSelect;
export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type NewCampaign = typeof bonusCampaigns.$inferInsert;

export async function list(db: Executor): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .orderBy(desc(bonusCampaigns.createdAt), desc(bonusCampaigns.id));
}

export async function find(db: Executor, id: bigint): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  return row;
}

export async function lock(tx: Executor, id: bigint): Promise<CampaignRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.id, id))
    .for('update');
  return row;
}

export async function byUrl(db: Executor, url: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.url, url));
  return row;
}

/** Codes are stored upper-case, so this is an exact match on the unique index. */
export async function byCode(db: Executor, code: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.promoCode, code.toUpperCase()));
  return row;
}

/** Active campaigns of `kinds` whose window contains `now` (an open end on either side counts as open). */
export async function running(
  db: Executor,
  kinds: readonly CampaignRow['kind'][],
  now: Date,
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.status, 'active'),
        inArray(bonusCampaigns.kind, [...kinds]),
        or(isNull(bonusCampaigns.startsAt), lte(bonusCampaigns.startsAt, now)),
        or(isNull(bonusCampaigns.endsAt), gte(bonusCampaigns.endsAt, now)),
      ),
    )
    .orderBy(asc(bonusCampaigns.id));
}

export async function insert(tx: Executor, row: NewCampaign): Promise<CampaignRow> {
  const [inserted] = await tx.insert(bonusCampaigns).values(row).returning();
  if (!inserted) throw new Error('campaign insert returned nothing');
  return inserted;
}

export async function update(
  tx: Executor,
  id: bigint,
  changes: Partial<NewCampaign>,
): Promise<CampaignRow> {
  const [row] = await tx
    .update(bonusCampaigns)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(bonusCampaigns.id, id))
    .returning();
  if (!row) throw new Error(`campaign ${id} vanished under its lock`);
  return row;
}

/**
 * Counts one grant against the campaign's caps in a single conditional update: of concurrent
 * grants the row lock lets each see the one before, so together they never pass the total or the
 * budget. False (and nothing changed) when this grant would pass either.
 */
export async function commitGrant(
  tx: Executor,
  id: bigint,
  eurMinor: bigint,
  capEurMinor: bigint,
): Promise<boolean> {
  const rows = await tx
    .update(bonusCampaigns)
    .set({
      grantedCount: sql`${bonusCampaigns.grantedCount} + 1`,
      committedEurMinor: sql`${bonusCampaigns.committedEurMinor} + ${eurMinor}`,
    })
    .where(
      and(
        eq(bonusCampaigns.id, id),
        or(
          isNull(bonusCampaigns.totalGrantsLimit),
          sql`${bonusCampaigns.grantedCount} < ${bonusCampaigns.totalGrantsLimit}`,
        ),
        or(
          isNull(bonusCampaigns.budgetEurMinor),
          sql`${bonusCampaigns.committedEurMinor} + ${eurMinor} <= ${bonusCampaigns.budgetEurMinor}`,
        ),
        // The profile's cap holds for a campaign without a budget, and for one set before the cap was.
        sql`${bonusCampaigns.committedEurMinor} + ${eurMinor} <= ${capEurMinor}`,
      ),
    )
    .returning({ id: bonusCampaigns.id });
  return rows.length === 1;
}

/** Counts one use of the campaign's code, atomically against its usage limit. False when the limit is reached. */
export async function useCode(tx: Executor, id: bigint): Promise<boolean> {
  const rows = await tx
    .update(bonusCampaigns)
    .set({ promoCodeUses: sql`${bonusCampaigns.promoCodeUses} + 1` })
    .where(
      and(
        eq(bonusCampaigns.id, id),
        or(
          isNull(bonusCampaigns.promoCodeMaxUses),
          sql`${bonusCampaigns.promoCodeUses} < ${bonusCampaigns.promoCodeMaxUses}`,
        ),
      ),
    )
    .returning({ id: bonusCampaigns.id });
  return rows.length === 1;
}

/**
 * How many bonuses the player has had from the campaign, whatever became of them (cancelled ones
 * gave nothing); a code waiting for its deposit is not one yet.
 */
export async function takenBy(db: Executor, campaignId: bigint, playerId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bonusInstances)
    .where(
      and(
        eq(bonusInstances.campaignId, campaignId),
        eq(bonusInstances.playerId, playerId),
        notInArray(bonusInstances.status, ['cancelled', 'pending']),
      ),
    );
  // A sports campaign gives tokens, not bonuses: they count against its per-player limit the same way.
  const tokens = await sportPromos.grantedTo(db, campaignId, playerId);
  return (row?.n ?? 0) + tokens.reduce((sum, t) => sum + t.grants, 0);
}

/** What the player's bonuses from the campaign amounted to, per currency (cancelled ones gave nothing; free spins count their grants). */
export async function grantedTo(
  db: Executor,
  campaignId: bigint,
  playerId: bigint,
): Promise<{ currency: string; amountMinor: bigint; grants: number }[]> {
  const rows = await db
    .select({
      currency: bonusInstances.currency,
      amountMinor: sql<string>`coalesce(sum(${bonusInstances.amountMinor}), 0)`,
      grants: count(),
    })
    .from(bonusInstances)
    .where(
      and(
        eq(bonusInstances.campaignId, campaignId),
        eq(bonusInstances.playerId, playerId),
        notInArray(bonusInstances.status, ['cancelled', 'pending']),
      ),
    )
    .groupBy(bonusInstances.currency);
  return [
    ...rows.map((row) => ({
      currency: row.currency,
      amountMinor: BigInt(row.amountMinor),
      grants: row.grants,
    })),
    ...(await sportPromos.grantedTo(db, campaignId, playerId)),
  ];
}

/** Whether the player had a bonus from any welcome campaign (a code waiting for its deposit aside). */
export async function hadWelcome(
  db: Executor,
  playerId: bigint,
  campaignId: bigint,
): Promise<boolean> {
  const rows = await db
    .select({ id: bonusInstances.id })
    .from(bonusInstances)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusInstances.campaignId))
    .where(
      and(
        eq(bonusInstances.playerId, playerId),
        eq(bonusCampaigns.isWelcome, true),
        ne(bonusInstances.status, 'cancelled'),
        sql`not (${bonusInstances.status} = 'pending' and ${bonusInstances.campaignId} = ${campaignId})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Bonuses waiting their turn (queued, or codes waiting for a deposit), the campaign's own waiting code aside. */
export async function waitingOf(
  db: Executor,
  playerId: bigint,
  campaignId: bigint,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bonusInstances)
    .where(
      and(
        eq(bonusInstances.playerId, playerId),
        inArray(bonusInstances.status, ['pending', 'queued']),
        sql`not (${bonusInstances.status} = 'pending' and ${bonusInstances.campaignId} = ${campaignId})`,
      ),
    );
  return row?.n ?? 0;
}

/** The player's code for a deposit campaign, waiting for their next deposit. */
export async function pendingOf(
  db: Executor,
  playerId: bigint,
  campaignId: bigint,
): Promise<BonusInstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusInstances)
    .where(
      and(
        eq(bonusInstances.playerId, playerId),
        eq(bonusInstances.campaignId, campaignId),
        eq(bonusInstances.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

/** The code the player entered first of those waiting for a deposit: the next deposit takes it. */
export async function oldestPendingOf(
  db: Executor,
  playerId: bigint,
): Promise<BonusInstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(bonusInstances)
    .where(
      and(
        eq(bonusInstances.playerId, playerId),
        eq(bonusInstances.status, 'pending'),
        gte(bonusInstances.claimExpiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(bonusInstances.createdAt), asc(bonusInstances.id))
    .limit(1);
  return row;
}

/** Remembers a deposit code as a pending bonus: the terms as the player got them, no money yet. */
export async function insertPending(
  tx: Executor,
  p: { playerId: bigint; currency: string; terms: CampaignTerms; claimExpiresAt: Date },
): Promise<void> {
  await tx.insert(bonusInstances).values({
    playerId: p.playerId,
    currency: p.currency,
    status: 'pending',
    campaignId: p.terms.campaignId,
    wageringMultiplier: p.terms.wageringMultiplier,
    maxBetMinor: p.terms.maxBetMinor,
    maxConversionMinor: p.terms.maxConversionMinor,
    contributions: p.terms.contributions,
    excludedGameIds: [...p.terms.excludedGameIds],
    claimExpiresAt: p.claimExpiresAt,
    spendDays: p.terms.spendDays,
  });
}

/**
 * The waiting code became the deposit's bonus (a new instance with the money, from the engine):
 * the placeholder goes, so the player's history shows the bonus once.
 */
export async function removePending(
  tx: Executor,
  playerId: bigint,
  campaignId: bigint,
): Promise<void> {
  await tx
    .delete(bonusInstances)
    .where(
      and(
        eq(bonusInstances.playerId, playerId),
        eq(bonusInstances.campaignId, campaignId),
        eq(bonusInstances.status, 'pending'),
      ),
    );
}

/** Whether a bonus was already given for this payment (one bonus per deposit). */
export async function hasBonusForPayment(db: Executor, paymentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: bonusInstances.id })
    .from(bonusInstances)
    .where(eq(bonusInstances.paymentId, paymentId))
    .limit(1);
  return rows.length > 0;
}

/** Whether any bonus was given from the campaign: its terms are then fixed. */
export async function hasGrants(db: Executor, campaignId: bigint): Promise<boolean> {
  const rows = await db
    .select({ id: bonusInstances.id })
    .from(bonusInstances)
    .where(eq(bonusInstances.campaignId, campaignId))
    .limit(1);
  return rows.length > 0 || (await sportPromos.hasTokens(db, campaignId));
}

export async function insertChoice(
  tx: Executor,
  choice: { paymentId: string; playerId: bigint; campaignId: bigint },
): Promise<void> {
  await tx.insert(bonusDepositChoices).values(choice);
}

export async function choiceFor(
  db: Executor,
  paymentId: string,
): Promise<{ campaignId: bigint; playerId: bigint } | undefined> {
  const [row] = await db
    .select({ campaignId: bonusDepositChoices.campaignId, playerId: bonusDepositChoices.playerId })
    .from(bonusDepositChoices)
    .where(eq(bonusDepositChoices.paymentId, paymentId));
  return row;
}
