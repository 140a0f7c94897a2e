import {
  eurMinorIn,
  formatMinor,
  type TournamentInput,
  type TournamentPrizeInput,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hasHandledRoundsOf } from '../../platform/domain-events.ts';
import { publishNotice } from '../../platform/notices.ts';
import * as entriesRepo from './tournament-entries.repository.ts';
import * as payoutsRepo from './tournament-payouts.repository.ts';
import * as repo from './tournaments.repository.ts';
import { SCORES_CONSUMER } from './tournaments.consumer.ts';
import type { TournamentsDeps } from './tournaments.service.ts';
import { currencyOf, eurMinorOf, lastPrizedRank, prizeFor, titleIn } from './tournaments.views.ts';

const RECURRENCE_MS = { daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 } as const;

/** The race lifecycle the job runs: starting, ending, scheduling the next occurrence, paying the ranks. */
export function createTournamentsPayouts(
  deps: Pick<TournamentsDeps, 'wallet' | 'bonusPrizes'> & { db: Database; now: () => Date },
) {
  const { db, wallet, bonusPrizes, now } = deps;

  /** Schedules the next occurrence of a recurring race once it starts (decision 017), same texts, same rules. */
  async function scheduleNext(tx: Executor, row: repo.TournamentRow, at: Date): Promise<void> {
    if (row.recurrence === 'none') return;
    if (await repo.hasNext(tx, row.id)) return;
    const period = RECURRENCE_MS[row.recurrence];
    const length = row.endsAt.getTime() - row.startsAt.getTime();
    let starts = row.startsAt.getTime() + period;
    // After a long stop the next occurrence is the first one still ahead, not a string of past ones.
    while (starts + length <= at.getTime()) starts += period;
    const day = new Date(starts).toISOString().slice(0, 10);
    const base = row.url.replace(/-\d{4}-\d{2}-\d{2}$/, '');
    const texts = await repo.texts(tx, [row.id]);
    const input: TournamentInput = {
      url: `${base}-${day}`,
      startsAt: new Date(starts).toISOString(),
      endsAt: new Date(starts + length).toISOString(),
      recurrence: row.recurrence,
      gameIds: row.gameIds,
      minBetEur: formatMinor(row.minBetEurMinor),
      enrolment: row.enrolment,
      scoring: row.scoring,
      scoringParams: row.scoringParams,
      prizes: row.prizes,
      texts: Object.fromEntries(
        texts.map((t) => [t.language, { title: t.title, summary: t.summary, terms: t.terms }]),
      ),
    };
    if (await repo.urlTaken(tx, input.url, null)) return;
    const id = await repo.insert(tx, input, row.minBetEurMinor, null, row.id);
    await repo.replaceTexts(tx, id, input.texts);
  }

  /**
   * Pays one rank in its own transaction, keyed `tournament:<id>:<rank>`: once, whatever restarts.
   * The payout row is claimed first; cash goes through the wallet under the same key, free spins and
   * bonuses through the bonus engine in the same transaction. A grant the engine refuses (a
   * self-excluded winner, a campaign out of budget) is recorded as skipped with its reason, so the
   * operator sees it and the job does not try it again.
   */
  async function payRank(
    row: repo.TournamentRow,
    entry: entriesRepo.RankedEntry,
    prize: TournamentPrizeInput,
    race: string,
  ): Promise<void> {
    const currency = currencyOf(entry.currency);
    const key = `tournament:${row.id}:${entry.rank}`;
    await inTransaction(db, async (tx) => {
      const base = { tournamentId: row.id, rank: entry.rank, playerId: entry.playerId, currency };
      if (prize.kind === 'cash') {
        const amountMinor = eurMinorIn(eurMinorOf(prize.amountEur), currency);
        const record: payoutsRepo.PayoutRecord = {
          prize,
          status: 'paid',
          reason: null,
          instanceId: null,
          freeSpins: null,
        };
        const claimed = await payoutsRepo.claimPayout(tx, { ...base, record, amountMinor });
        if (!claimed || amountMinor <= 0n) return;
        await wallet.reward(tx, {
          key,
          playerId: entry.playerId,
          currency,
          amountMinor,
          reference: key,
        });
        await publishNotice(tx, entry.playerId, 'tournament_won', {
          rank: entry.rank,
          race,
          amount: formatMinor(amountMinor),
          currency,
        });
        return;
      }
      // Claimed before granting: a second instance waits on the row's key, then finds the rank taken.
      const claimed = await payoutsRepo.claimPayout(tx, {
        ...base,
        record: { prize, status: 'paid', reason: null, instanceId: null, freeSpins: null },
        amountMinor: 0n,
      });
      if (!claimed) return;
      const granted = await bonusPrizes.grant(tx, {
        playerId: entry.playerId,
        campaignId: BigInt(prize.campaignId),
        ...(prize.kind === 'bonus' ? { amountEurMinor: eurMinorOf(prize.amountEur) } : {}),
        reason: key,
      });
      if (!granted.isGranted) {
        await payoutsRepo.settlePayout(
          tx,
          row.id,
          entry.rank,
          { prize, status: 'skipped', reason: granted.code, instanceId: null, freeSpins: null },
          0n,
        );
        return;
      }
      await payoutsRepo.settlePayout(
        tx,
        row.id,
        entry.rank,
        {
          prize,
          status: 'paid',
          reason: null,
          instanceId: granted.instanceId.toString(),
          freeSpins: granted.freeSpins?.count ?? null,
        },
        granted.amountMinor,
      );
      if (granted.freeSpins) {
        await publishNotice(tx, entry.playerId, 'tournament_won_free_spins', {
          rank: entry.rank,
          race,
          count: granted.freeSpins.count,
          game: granted.freeSpins.gameName,
        });
      } else {
        await publishNotice(tx, entry.playerId, 'tournament_won_bonus', {
          rank: entry.rank,
          race,
          amount: formatMinor(granted.amountMinor),
          currency: granted.currency,
          multiplier: granted.wageringMultiplier,
        });
      }
    });
  }

  return {
    /** Starts races whose time came (scheduling the next of a recurring one), ends those past their end. */
    async advance(): Promise<void> {
      const at = now();
      for (const row of await repo.dueToStart(db, at)) {
        await inTransaction(db, async (tx) => {
          const locked = await repo.byId(tx, row.id, true);
          if (locked?.status !== 'scheduled') return;
          await repo.setStatus(tx, row.id, locked.endsAt <= at ? 'finished' : 'running');
          await scheduleNext(tx, locked, at);
        });
      }
      await repo.finishEnded(db, at);
    },

    /**
     * Ranks and pays each finished race once its last rounds are scored: each rank in its own
     * transaction, then the race is 'paid'. Fewer players than prizes pays the ranks there are.
     */
    async payFinished(): Promise<number> {
      let paid = 0;
      for (const row of await repo.finishedUnpaid(db)) {
        const isScored = await hasHandledRoundsOf(db, SCORES_CONSUMER, {
          gameIds: row.gameIds,
          from: row.startsAt,
          to: row.endsAt,
        });
        if (!isScored) continue;
        const texts = await repo.texts(db, [row.id]);
        const entries = await entriesRepo.ranked(db, row.id, lastPrizedRank(row.prizes));
        for (const entry of entries) {
          const prize = prizeFor(row.prizes, entry.rank);
          if (prize) await payRank(row, entry, prize, titleIn(texts, row, entry.language));
        }
        await repo.markPaid(db, row.id);
        paid += 1;
      }
      return paid;
    },
  };
}
