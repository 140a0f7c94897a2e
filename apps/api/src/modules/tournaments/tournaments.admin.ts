import {
  DEFAULT_JURISDICTION_PROFILE,
  formatMinor,
  JURISDICTION_PROFILES,
  type AdminTournament,
  type TournamentInput,
} from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { GrantApprovals } from '../admin/grant-approvals.service.ts';
import type { Operator } from '../admin/operator.service.ts';
import * as entriesRepo from './tournament-entries.repository.ts';
import * as payoutsRepo from './tournament-payouts.repository.ts';
import * as repo from './tournaments.repository.ts';
import { validatedRace, type PrizeCaps } from './tournaments.rules.ts';
import { formatScore } from './tournaments.scoring.ts';
import type { TournamentsDeps } from './tournaments.service.ts';
import { adminOf, prizePoolEurMinor } from './tournaments.views.ts';

/** The back office of slot races: setting them up, the four-eyes hold on big prizes, standings and payouts. */
export function createTournamentsAdmin(deps: TournamentsDeps & { now: () => Date }) {
  const { db, now } = deps;
  const profile = JURISDICTION_PROFILES[deps.profile ?? DEFAULT_JURISDICTION_PROFILE];
  const caps: PrizeCaps = {
    profileName: profile.name,
    playerCapEurMinor: BigInt(profile.playerGrantEurMax) * 100n,
    raceCapEurMinor: BigInt(profile.campaignEurMax) * 100n,
  };
  const validated = (input: TournamentInput) => validatedRace(deps, caps, input);
  const approvalsOf = () => {
    if (!deps.approvals)
      throw new Error('races created in the back office need the four-eyes approvals');
    return deps.approvals;
  };

  /**
   * Holds a race for a second operator when its cash prizes are worth more than the four-eyes
   * amount (decision 019): it waits as pending_approval, unlisted and never started, until approved.
   */
  async function holdIfAbove(
    tx: Executor,
    by: Operator,
    id: bigint,
    input: TournamentInput,
  ): Promise<void> {
    const approvals = approvalsOf();
    const pool = prizePoolEurMinor(input.prizes);
    if (!approvals.needsApproval(pool)) return;
    await repo.setStatus(tx, id, 'pending_approval');
    const pending = await approvals.pendingFor(tx, 'race_prizes', id.toString());
    if (pending?.valueEurMinor === pool) return;
    await approvals.hold(tx, by, {
      kind: 'race_prizes',
      playerId: null,
      targetId: id.toString(),
      valueEurMinor: pool,
      request: {
        reason: `/slot-races/${input.url}`,
        title: input.texts.en?.title ?? input.url,
        amount: formatMinor(pool),
        currency: 'EUR',
        cp: null,
        freeSpins: null,
      },
    });
  }

  async function adminById(id: bigint): Promise<AdminTournament> {
    const row = await repo.byId(db, id);
    if (!row || row.kind !== 'slot_race') throw new AppError('tournament_not_found');
    return adminOf(
      row,
      await repo.texts(db, [id]),
      (await entriesRepo.entryCounts(db, [id])).get(id.toString()) ?? 0,
    );
  }

  /** A race still open to changes: scheduled or waiting, and (the clock decides too) not yet started. */
  const isLocked = (race: repo.TournamentRow): boolean =>
    (race.status !== 'scheduled' && race.status !== 'pending_approval') || race.startsAt <= now();

  return {
    async adminList(): Promise<AdminTournament[]> {
      const rows = await repo.slotRaces(db);
      const ids = rows.map((r) => r.id);
      const [texts, counts] = await Promise.all([
        repo.texts(db, ids),
        entriesRepo.entryCounts(db, ids),
      ]);
      return rows.map((row) => adminOf(row, texts, counts.get(row.id.toString()) ?? 0));
    },

    adminGet: adminById,

    async create(by: Operator, input: TournamentInput): Promise<AdminTournament> {
      const minBet = await validated(input);
      const id = await inTransaction(db, async (tx) => {
        await lockForTransaction(tx, `tournament-url:${input.url}`);
        if (await repo.urlTaken(tx, input.url, null)) throw new AppError('tournament_url_exists');
        const created = await repo.insert(tx, input, minBet, by.id);
        await repo.replaceTexts(tx, created, input.texts);
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'tournament.created',
          targetKind: 'tournament',
          targetId: created.toString(),
          after: input,
          ip: by.ip,
        });
        await holdIfAbove(tx, by, created, input);
        return created;
      });
      return adminById(id);
    },

    /** Changes a race while it is scheduled; a running one is locked (decision 017). */
    async update(by: Operator, id: bigint, input: TournamentInput): Promise<AdminTournament> {
      const minBet = await validated(input);
      await inTransaction(db, async (tx) => {
        const current = await repo.byId(tx, id, true);
        if (!current || current.kind !== 'slot_race') throw new AppError('tournament_not_found');
        if (isLocked(current)) throw new AppError('tournament_locked');
        await lockForTransaction(tx, `tournament-url:${input.url}`);
        if (await repo.urlTaken(tx, input.url, id)) throw new AppError('tournament_url_exists');
        const before = adminOf(current, await repo.texts(tx, [id]), 0);
        await repo.update(tx, id, input, minBet);
        await repo.replaceTexts(tx, id, input.texts);
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'tournament.updated',
          targetKind: 'tournament',
          targetId: id.toString(),
          before,
          after: input,
          ip: by.ip,
        });
        // Approved prizes stay approved; changed ones above the amount (or a race still waiting) wait again.
        const isPrizesChanged = JSON.stringify(current.prizes) !== JSON.stringify(input.prizes);
        if (current.status === 'pending_approval' || isPrizesChanged) {
          if (current.status === 'pending_approval') await repo.setStatus(tx, id, 'scheduled');
          await holdIfAbove(tx, by, id, input);
        }
      });
      return adminById(id);
    },

    /** Cancels a race before it starts. */
    async cancel(by: Operator, id: bigint): Promise<AdminTournament> {
      await inTransaction(db, async (tx) => {
        const current = await repo.byId(tx, id, true);
        if (!current || current.kind !== 'slot_race') throw new AppError('tournament_not_found');
        if (current.status === 'cancelled') return;
        if (isLocked(current)) throw new AppError('tournament_locked');
        await repo.setStatus(tx, id, 'cancelled');
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'tournament.cancelled',
          targetKind: 'tournament',
          targetId: id.toString(),
          before: { status: current.status },
          after: { status: 'cancelled' },
          ip: by.ip,
        });
      });
      return adminById(id);
    },

    /**
     * A second operator's decision on a race held for its cash prizes: approval schedules it (the
     * prizes must still be the ones held, and the race not yet started); rejection cancels it.
     * Produces approval_not_found, approval_state_conflict, approval_own_request, tournament_locked.
     */
    async decidePrizes(
      by: Operator,
      id: string,
      decision: 'approve' | 'reject',
      note: string,
    ): Promise<{
      tournament: AdminTournament;
      approval: Awaited<ReturnType<GrantApprovals['view']>>;
    }> {
      const approvals = approvalsOf();
      const { raceId, held } = await inTransaction(db, async (tx) => {
        const held = await approvals.decide(tx, by, id, 'race_prizes', decision, note);
        const race =
          held.targetId === null ? undefined : await repo.byId(tx, BigInt(held.targetId), true);
        if (!race) throw new AppError('tournament_not_found');
        const isHeld =
          race.status === 'pending_approval' &&
          prizePoolEurMinor(race.prizes) === held.valueEurMinor;
        if (decision === 'approve') {
          // The race changed since this request (new prizes wait under a newer one) or was cancelled.
          if (!isHeld) throw new AppError('approval_state_conflict');
          if (race.startsAt <= now()) throw new AppError('tournament_locked');
          await repo.setStatus(tx, race.id, 'scheduled');
        } else if (isHeld) {
          await repo.setStatus(tx, race.id, 'cancelled');
        }
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action:
            decision === 'approve' ? 'tournament.prizes_approved' : 'tournament.prizes_rejected',
          targetKind: 'tournament',
          targetId: race.id.toString(),
          before: { status: race.status },
          after: {
            approvalId: id,
            requestedBy: held.requestedBy,
            poolEurMinor: held.valueEurMinor,
          },
          ip: by.ip,
        });
        return { raceId: race.id, held };
      });
      return { tournament: await adminById(raceId), approval: await approvals.view(held) };
    },

    /** Races held for their cash prizes, by the request's status, newest first. */
    prizeApprovals: (status: 'pending' | 'approved' | 'rejected') =>
      approvalsOf().list('race_prizes', status),

    /** The four-eyes amount in EUR, for the form to say when a race will wait. */
    fourEyesEur: (): number => approvalsOf().fourEyesEur,

    async adminLeaderboard(id: bigint) {
      await adminById(id);
      const entries = await entriesRepo.ranked(db, id, null);
      return {
        entries: entries.map((e) => ({
          rank: e.rank,
          playerId: e.playerId.toString(),
          username: e.username,
          score: formatScore(e.score),
          qualifyingBets: e.qualifyingBets,
          reachedAt: e.reachedAt?.toISOString() ?? null,
        })),
      };
    },

    async adminPayouts(id: bigint) {
      await adminById(id);
      const rows = await payoutsRepo.payouts(db, id);
      return {
        payouts: rows.map((p) => ({
          rank: p.rank,
          playerId: p.playerId.toString(),
          username: p.username,
          kind: p.record.prize.kind,
          amount: formatMinor(p.amountMinor),
          currency: p.currency,
          freeSpins: p.record.freeSpins,
          campaignId: p.record.prize.kind === 'cash' ? null : p.record.prize.campaignId,
          status: p.record.status,
          reason: p.record.reason,
          paidAt: p.paidAt.toISOString(),
        })),
      };
    },

    /** Demo races, each created once by its address (see tournaments.seed.ts). */
    async seed(inputs: readonly TournamentInput[]): Promise<number> {
      let created = 0;
      for (const input of inputs) {
        const minBet = await validated(input);
        await inTransaction(db, async (tx) => {
          await lockForTransaction(tx, `tournament-url:${input.url}`);
          if (await repo.urlTaken(tx, input.url, null)) return;
          const id = await repo.insert(tx, input, minBet, null);
          await repo.replaceTexts(tx, id, input.texts);
          created += 1;
        });
      }
      return created;
    },
  };
}
