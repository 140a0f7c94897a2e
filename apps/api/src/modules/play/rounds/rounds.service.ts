import {
  EUR_EQUIVALENT,
  formatMinor,
  maskUsername,
  WINNERS_LIST_SIZE,
  type Round,
  type RoundOutcome,
  type Winner,
} from '@orca/contracts';
import type { SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../../db/client.ts';
import type { EventBus } from '../../../platform/events.ts';
import { AppError } from '../../../platform/errors.ts';
import { createGroupedReader } from '../../../platform/group-commit.ts';
import type { FairService } from '../fairness/fair.service.ts';
import * as repo from './rounds.repository.ts';

export type RoundRow = repo.RoundRow;
export const WINNERS_TOPIC = 'winners';
const TOP_WINNERS_DAYS = 30;

function multiplierOf(row: { betMinor: bigint; winMinor: bigint }): string {
  if (row.betMinor === 0n) return '0.00';
  return formatMinor((row.winMinor * 100n) / row.betMinor);
}

/** What the client may see of an outcome: a mines round keeps its mines secret while it runs. */
function visibleOutcome(row: RoundRow): RoundOutcome | null {
  const { outcome } = row;
  if (outcome?.kind === 'mines' && row.status === 'open') {
    const { minePositions: _hidden, ...rest } = outcome;
    return rest;
  }
  return outcome;
}

/** Rounds of every game: records, history, replay with verification data, and the winners lists. */
export function createRoundsService(deps: { db: Database; fair: FairService; events: EventBus }) {
  const { db } = deps;
  // Every winning bet is announced: under load, one query reads them all.
  const winById = createGroupedReader(
    async (ids: string[]) =>
      new Map((await repo.winsByIds(db, ids)).map((entry) => [entry.round.id, entry])),
  );

  async function toRound(row: RoundRow): Promise<Round> {
    const isRevealable = row.seedId !== null && row.status !== 'open';
    return view(
      row,
      isRevealable && row.seedId !== null ? await deps.fair.revealedSeed(row.seedId) : null,
    );
  }

  /** A round as the API shows it, with the server seed behind it when it has been revealed. */
  function view(row: RoundRow, serverSeed: string | null): Round {
    return {
      roundId: row.id,
      gameId: row.gameId,
      mode: row.mode,
      status: row.status,
      bet: formatMinor(row.betMinor),
      win: formatMinor(row.winMinor),
      currency: row.currency,
      balanceBefore: formatMinor(row.balanceBeforeMinor ?? 0n),
      balanceAfter: formatMinor(row.balanceAfterMinor ?? 0n),
      outcome: visibleOutcome(row),
      multiplier: multiplierOf(row),
      fair:
        row.serverSeedHash && row.clientSeed !== null && row.nonce !== null
          ? {
              serverSeedHash: row.serverSeedHash,
              clientSeed: row.clientSeed,
              nonce: row.nonce,
              serverSeed,
            }
          : null,
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    };
  }

  function toWinner(entry: {
    round: repo.WinnerRound;
    gameName: string;
    slug: string;
    username: string;
  }): Winner {
    const rate = BigInt(EUR_EQUIVALENT[entry.round.currency as keyof typeof EUR_EQUIVALENT] ?? 1);
    return {
      roundId: entry.round.id,
      player: maskUsername(entry.username),
      gameId: entry.round.gameId,
      gameName: entry.gameName,
      provider: entry.round.providerId,
      slug: entry.slug,
      amount: formatMinor(entry.round.winMinor),
      currency: entry.round.currency,
      amountEur: formatMinor(entry.round.winMinor / rate),
      multiplier: multiplierOf(entry.round),
      at: (entry.round.closedAt ?? entry.round.createdAt).toISOString(),
    };
  }

  return {
    view,

    /** A new round; in-house rounds use their own id as the round id. */
    insert(
      tx: Executor,
      row: Omit<repo.NewRound, 'externalRoundId'> & { externalRoundId?: string },
    ) {
      const id = row.id ?? randomUUID();
      return repo.insert(tx, { ...row, id, externalRoundId: row.externalRoundId ?? id });
    },
    /** Several new in-house rounds at once (a group of bets); each has its id already. */
    insertMany(
      tx: Executor,
      rows: Omit<repo.ClosedRound, 'externalRoundId'>[],
      alongside: SQL | null = null,
    ) {
      return repo.insertMany(
        tx,
        rows.map((row) => ({ ...row, externalRoundId: row.id })),
        alongside,
      );
    },
    ensure: repo.ensure,
    update: repo.update,
    lock: repo.lock,
    addAmounts: repo.addAmounts,

    /** How many real-money rounds each player has still open (a bonus's open bets; a bonus empties only with none). */
    openRealCounts: (playerIds: readonly bigint[], tx: Executor = db) =>
      repo.openRealCounts(tx, playerIds),

    /** Whether the game session has a round still running (a mines round not cashed out). */
    hasOpenInSession: (tx: Executor, sessionId: string) => repo.hasOpenInSession(tx, sessionId),

    /** The newest open round the session may take up again (see repo.openResumable). */
    openResumable: (
      at: { sessionId: string } | { playerId: bigint; gameId: string; currency: string },
      tx: Executor = db,
    ) => repo.openResumable(tx, at),

    /** Closes a round whose stake was taken earlier (mines, crash) with its final outcome. */
    async close(
      tx: Executor,
      id: string,
      values: {
        winMinor: bigint;
        balanceBeforeMinor: bigint;
        balanceAfterMinor: bigint;
        outcome: RoundOutcome;
      },
    ) {
      await repo.update(tx, id, { ...values, status: 'closed', closedAt: new Date() });
    },

    /** Writes a busted crash game's hash and point into every round that bet on it. */
    revealCrash: (
      tx: Executor,
      roundIds: string[],
      reveal: { hash: string; salt: string; crashPointHundredths: number },
    ) => repo.mergeOutcome(tx, roundIds, reveal),

    async get(id: string): Promise<Round> {
      const row = await repo.byId(db, id);
      if (!row) throw new AppError('round_not_found');
      return toRound(row);
    },

    /** Tells the live home page about a real-money win. */
    async announce(id: string): Promise<void> {
      const entry = await winById(id);
      if (entry) await deps.events.publish(WINNERS_TOPIC, toWinner(entry));
    },

    async history(
      playerId: bigint,
      query: { limit: number; offset: number; gameId?: string | undefined },
    ) {
      const { rows, total } = await repo.ofPlayer(
        db,
        playerId,
        { gameId: query.gameId },
        query.limit,
        query.offset,
      );
      const items = await Promise.all(
        rows.map(async (r) => ({
          ...(await toRound(r.round)),
          gameName: r.gameName,
          provider: r.round.providerId,
          slug: r.slug,
        })),
      );
      return { rounds: items, total, limit: query.limit, offset: query.offset };
    },

    /** One of the player's rounds with everything needed to replay and verify it. Produces round_not_found. */
    async detail(playerId: bigint, id: string) {
      const entry = await repo.ofPlayerById(db, playerId, id);
      if (!entry) throw new AppError('round_not_found');
      return {
        ...(await toRound(entry.round)),
        gameName: entry.gameName,
        provider: entry.round.providerId,
        slug: entry.slug,
      };
    },

    async latestData() {
      const rates = Object.fromEntries(Object.entries(EUR_EQUIVALENT));
      const [latest, top] = await Promise.all([
        repo.latestWins(db, WINNERS_LIST_SIZE),
        repo.topWins(db, TOP_WINNERS_DAYS, WINNERS_LIST_SIZE, rates),
      ]);
      return { latestWinners: latest.map(toWinner), topWinners: top.map(toWinner) };
    },

    countsByGame: (since: Date) => repo.countsByGame(db, since),

    /** Settled real-money rounds since `since`, per game and currency (stakes and wins in minor units). */
    totalsByGame: (since: Date) => repo.totalsByGame(db, since),
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
