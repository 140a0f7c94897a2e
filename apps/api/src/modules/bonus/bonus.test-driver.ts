import type { ContributionTable } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { drainUntilCaughtUp } from '../../../test/events.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { bonusCampaigns } from '../../db/schema/index.ts';
import { createEventProcessor } from '../../platform/domain-events.ts';
import { createLocalEventBus } from '../../platform/events.ts';
import { createPlayerChannel } from '../../platform/realtime.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import { lowRiskRounds } from '../play/rounds/low-risk-rounds.ts';
import { openRealCounts } from '../play/rounds/rounds.repository.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { bonusWageringConsumer } from './bonus.consumer.ts';
import { createBonusEngine, type BonusInstanceRow } from './bonus.engine.ts';
import { inTransaction } from '../../db/transaction.ts';

/** What a granted bonus asks of the player (the campaign row only names it). */
export interface DriverGrant {
  campaignId: bigint;
  amountMinor: bigint;
  wageringMultiplier: number;
  maxBetMinor: bigint;
  maxConversionMinor: bigint | null;
  contributions: ContributionTable;
  excludedGameIds: readonly string[];
}

/**
 * The real bonus engine and its consumers on a database, for the property test and the spin
 * bench: grants as the back office's would, the expiry job at a chosen clock, and the consumers
 * drained on demand rather than on the app's timer, so a step's effects are all in when it returns.
 */
export function createBonusDriver(db: Database) {
  const wallet = createWalletService(createLedgerService(db));
  const termsOf = createCatalogueService(db).termsOf;
  const engine = createBonusEngine({ db, wallet, termsOf });
  // The consumer as app.ts builds it (the play domain's open rounds, read here from its repository).
  const wagering = createEventProcessor(
    db,
    bonusWageringConsumer({
      engine,
      wallet,
      termsOf,
      openRoundsOf: (ids, tx) => openRealCounts(tx, ids),
      lowRiskRoundsOf: (ids, tx) => lowRiskRounds(tx, ids),
      channel: createPlayerChannel(createLocalEventBus()),
    }),
  );

  return {
    engine,

    /** A manual campaign to grant from (terms travel with each grant, as the engine copies them). */
    async createCampaign(url: string): Promise<bigint> {
      const [row] = await db
        .insert(bonusCampaigns)
        .values({
          kind: 'manual',
          url,
          texts: { en: { title: url, summary: url } },
          status: 'active',
          wageringMultiplier: 10,
          maxBetEurMinor: 500n,
          contributions: {},
          claimDays: 7,
          spendDays: 7,
        })
        .returning({ id: bonusCampaigns.id });
      return row!.id;
    },

    /** Every player of the database (the bench's players are its only ones). */
    async playerIds(): Promise<bigint[]> {
      return (
        await queryRows<{ id: string }>(db, sql`select id::text from players order by id`)
      ).map((r) => BigInt(r.id));
    },

    grant(playerId: bigint, g: DriverGrant): Promise<BonusInstanceRow> {
      return inTransaction(db, (tx) =>
        engine.grant(tx, {
          playerId,
          currency: 'EUR',
          amountMinor: g.amountMinor,
          campaign: {
            campaignId: g.campaignId,
            title: 'Test bonus',
            wageringMultiplier: g.wageringMultiplier,
            maxBetMinor: g.maxBetMinor,
            maxConversionMinor: g.maxConversionMinor,
            contributions: g.contributions,
            excludedGameIds: g.excludedGameIds,
            claimDays: 7,
            spendDays: 7,
          },
        }),
      );
    },

    /** Free spins on `gameId` at a fixed bet, as a free-spins campaign grants them. */
    grantFreeSpins(
      playerId: bigint,
      g: {
        campaignId: bigint;
        gameId: string;
        count: number;
        betMinor: bigint;
        winsTo: 'bonus' | 'cash';
        wageringMultiplier: number;
      },
    ): Promise<BonusInstanceRow> {
      return inTransaction(db, (tx) =>
        engine.grantFreeSpins(tx, {
          playerId,
          currency: 'EUR',
          count: g.count,
          betMinor: g.betMinor,
          gameId: g.gameId,
          winsTo: g.winsTo,
          campaign: {
            campaignId: g.campaignId,
            title: 'Test free spins',
            wageringMultiplier: g.wageringMultiplier,
            maxBetMinor: 500n,
            maxConversionMinor: null,
            contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
            excludedGameIds: [],
            claimDays: 7,
            spendDays: 7,
          },
        }),
      );
    },

    /** The expiry job's run as if the clock read `at`. */
    expireDue: (at: Date) => engine.expireDue(at),

    /** Drains the bonus consumers until nothing is left; returns how many events they handled. */
    settle: (): Promise<number> =>
      drainUntilCaughtUp(db, wagering, ['ledger.transfer', 'round.settled']),
  };
}

export type BonusDriver = ReturnType<typeof createBonusDriver>;
