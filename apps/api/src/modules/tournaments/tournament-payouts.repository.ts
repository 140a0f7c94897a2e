import { TournamentPrizeInputSchema, type TournamentPrizeInput } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Executor } from '../../db/client.ts';
import { date, parsed } from './tournaments.repository.ts';

export interface PayoutRow {
  rank: number;
  playerId: bigint;
  username: string;
  currency: string;
  amountMinor: bigint;
  record: PayoutRecord;
  paidAt: Date;
}

/** What a payout row's `prize` holds (see payRank in tournaments.payouts.ts). */
export interface PayoutRecord {
  prize: TournamentPrizeInput;
  status: 'paid' | 'skipped';
  reason: string | null;
  instanceId: string | null;
  freeSpins: number | null;
}

const PayoutRecordSchema = z.object({
  prize: TournamentPrizeInputSchema,
  status: z.enum(['paid', 'skipped']),
  reason: z.string().nullable(),
  instanceId: z.string().nullable(),
  freeSpins: z.number().int().nullable(),
});

/** Rows written before prizes could be free spins or bonuses hold the cash prize itself: those were paid. */
function recordOf(value: unknown): PayoutRecord {
  const record = PayoutRecordSchema.safeParse(value);
  if (record.success) return record.data;
  return {
    prize: TournamentPrizeInputSchema.parse(value),
    status: 'paid',
    reason: null,
    instanceId: null,
    freeSpins: null,
  };
}

export async function payouts(db: Executor, id: bigint): Promise<PayoutRow[]> {
  const rows = await queryRows<{
    rank: number;
    player_id: string;
    username: string;
    currency: string;
    amount_minor: string;
    prize: unknown;
    paid_at: string | Date;
  }>(
    db,
    sql`select o.rank, o.player_id::text, p.username, o.currency, o.amount_minor::text, o.prize, o.paid_at from tournament_payouts o join players p on p.id = o.player_id where o.tournament_id = ${id} order by o.rank`,
  );
  return rows.map((r) => ({
    rank: Number(r.rank),
    playerId: BigInt(r.player_id),
    username: r.username,
    currency: r.currency,
    amountMinor: BigInt(r.amount_minor),
    record: recordOf(parsed(r.prize)),
    paidAt: date(r.paid_at),
  }));
}

/** Claims a rank's payout; false when it was already paid (a restart, another instance). */
export async function claimPayout(
  tx: Executor,
  p: {
    tournamentId: bigint;
    rank: number;
    playerId: bigint;
    record: PayoutRecord;
    currency: string;
    amountMinor: bigint;
  },
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`insert into tournament_payouts (tournament_id, rank, player_id, prize, currency, amount_minor)
      values (${p.tournamentId}, ${p.rank}, ${p.playerId}, ${JSON.stringify(p.record)}::jsonb, ${p.currency}, ${p.amountMinor})
      on conflict do nothing returning rank`,
  );
  return rows.length > 0;
}

/** Records what the bonus engine did for a claimed rank, in the claim's transaction. */
export async function settlePayout(
  tx: Executor,
  tournamentId: bigint,
  rank: number,
  record: PayoutRecord,
  amountMinor: bigint,
): Promise<void> {
  await tx.execute(
    sql`update tournament_payouts set prize = ${JSON.stringify(record)}::jsonb, amount_minor = ${amountMinor} where tournament_id = ${tournamentId} and rank = ${rank}`,
  );
}
