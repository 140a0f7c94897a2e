import {
  CHALLENGE_TABLE,
  eurMinorIn,
  formatMinor,
  isCurrency,
  maskUsername,
  type AdminChallenge,
  type Challenge,
  type Currency,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { Operator } from '../admin/operator.service.ts';
import { isOpen, type CatalogueService } from '../games/catalogue.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { isMultiplierPlayerChosen } from './challenges.rules.ts';
import * as repo from './challenges.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

export type { OpenChallenge } from './challenges.repository.ts';

/** A round that reached a challenge: what the consumer hands over to be paid. */
export interface ChallengeWin {
  challenge: repo.OpenChallenge;
  roundId: string;
  playerId: bigint;
  currency: Currency;
}

const eurMinorOf = (eur: number): bigint => BigInt(Math.round(eur * 100));
const currencyOf = (value: string | null | undefined): Currency =>
  isCurrency(value) ? value : 'EUR';

/**
 * Challenges (spec section 9): operators put one of the table's multipliers on a game; the first
 * qualifying real-money round on it wins the prize, paid once from the rewards-cost account.
 */
export interface ChallengesDeps {
  db: Database;
  wallet: Pick<WalletService, 'reward'>;
  catalogue: Pick<CatalogueService, 'get'>;
  players: Pick<PlayerService, 'usernames'>;
}

export function createChallengesService(deps: ChallengesDeps) {
  const { db, wallet, catalogue, players } = deps;

  /** The fields both lists share; amounts at the spec's equivalents in `currency`. */
  async function baseOf(
    row: repo.ChallengeRow,
    currency: Currency,
    winner: string | null,
  ): Promise<Challenge> {
    const game = await catalogue.get(row.gameId);
    return {
      id: row.id.toString(),
      gameId: row.gameId,
      gameName: game.name,
      gameSystem: game.providerId,
      gameSlug: game.slug,
      multiplier: row.multiplier,
      prize: formatMinor(eurMinorIn(row.prizeEurMinor, currency)),
      minBet: formatMinor(eurMinorIn(row.minBetEurMinor, currency)),
      currency,
      status: row.status,
      winner,
      wonAt: row.wonAt?.toISOString() ?? null,
    };
  }

  async function winnersOf(rows: readonly repo.ChallengeRow[]): Promise<Map<string, string>> {
    return players.usernames(
      rows.flatMap((row) => (row.winnerPlayerId === null ? [] : [row.winnerPlayerId])),
    );
  }

  /** What the back office shows: a won challenge's prize as paid, in the winner's currency. */
  async function adminOf(
    row: repo.ChallengeRow,
    usernames: Map<string, string>,
  ): Promise<AdminChallenge> {
    const currency = currencyOf(row.prizeCurrency);
    const base = await baseOf(
      row,
      currency,
      row.winnerPlayerId === null ? null : (usernames.get(row.winnerPlayerId.toString()) ?? null),
    );
    return {
      ...base,
      prize: formatMinor(row.prizeMinor ?? eurMinorIn(row.prizeEurMinor, currency)),
      winnerPlayerId: row.winnerPlayerId?.toString() ?? null,
      winnerRoundId: row.winnerRoundId ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /**
     * The public table: open and won challenges (paused ones are the operator's business), in
     * the viewer's currency, winners masked. An open challenge on a game the lobby no longer
     * shows is left out: nobody could play for it.
     */
    async list(viewerCurrency: string): Promise<Challenge[]> {
      const currency = currencyOf(viewerCurrency);
      const rows = await repo.list(db, ['open', 'won']);
      const usernames = await winnersOf(rows);
      const listed: Challenge[] = [];
      for (const row of rows) {
        if (row.status === 'open' && !isOpen(await catalogue.get(row.gameId))) continue;
        const username =
          row.winnerPlayerId === null ? undefined : usernames.get(row.winnerPlayerId.toString());
        listed.push(
          await baseOf(row, currency, username === undefined ? null : maskUsername(username)),
        );
      }
      return listed;
    },

    async adminList(): Promise<AdminChallenge[]> {
      const rows = await repo.list(db, ['open', 'paused', 'won']);
      const usernames = await winnersOf(rows);
      return Promise.all(rows.map((row) => adminOf(row, usernames)));
    },

    /**
     * Opens a challenge from the table's row for `multiplier` on an enabled game whose multiplier
     * the player does not choose (challenges.rules); one not yet won per game and multiplier.
     * Produces game_not_found, game_unavailable, challenge_game_not_allowed, challenge_exists.
     */
    async create(
      by: Operator,
      input: { gameId: string; multiplier: number },
    ): Promise<AdminChallenge> {
      const rule = CHALLENGE_TABLE.find((row) => row.multiplier === input.multiplier);
      if (!rule) throw new FieldRuleError('validation_error', 'multiplier', 'invalid_value');
      const game = await catalogue.get(input.gameId);
      if (isMultiplierPlayerChosen(game)) throw new AppError('challenge_game_not_allowed');
      if (!isOpen(game)) throw new AppError('game_unavailable');
      const row = await inTransaction(db, async (tx) => {
        await lockForTransaction(tx, `challenge-create:${game.id}:${rule.multiplier}`);
        if (await repo.hasUnwon(tx, game.id, rule.multiplier))
          throw new AppError('challenge_exists');
        const inserted = await repo.insert(tx, {
          gameId: game.id,
          multiplier: rule.multiplier,
          prizeEurMinor: eurMinorOf(rule.prizeEur),
          minBetEurMinor: eurMinorOf(rule.minBetEur),
          createdBy: by.id,
        });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'challenge.created',
          targetKind: 'challenge',
          targetId: inserted.id.toString(),
          after: {
            gameId: inserted.gameId,
            multiplier: inserted.multiplier,
            prizeEurMinor: inserted.prizeEurMinor,
            minBetEurMinor: inserted.minBetEurMinor,
            status: inserted.status,
          },
          ip: by.ip,
        });
        return inserted;
      });
      return adminOf(row, new Map());
    },

    /** Pauses or reopens a challenge; a won one is final. Produces challenge_not_found, challenge_closed. */
    async setStatus(by: Operator, id: bigint, status: 'open' | 'paused'): Promise<AdminChallenge> {
      const row = await inTransaction(db, async (tx) => {
        const current = await repo.lock(tx, id);
        if (!current) throw new AppError('challenge_not_found');
        if (current.status === 'won') throw new AppError('challenge_closed');
        if (current.status === status) return current;
        const changed = await repo.setStatus(tx, id, status);
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: status === 'paused' ? 'challenge.paused' : 'challenge.reopened',
          targetKind: 'challenge',
          targetId: id.toString(),
          before: { status: current.status },
          after: { status: changed.status },
          ip: by.ip,
        });
        return changed;
      });
      return adminOf(row, new Map());
    },

    /** The open challenges, read once per batch of settled rounds. */
    open: (tx: Executor) => repo.openChallenges(tx),

    /**
     * Gives the challenge to the round if it is still open, in the consumer's transaction: the
     * conditional claim, the prize (idempotent by the challenge) and the winner's notice commit
     * together. False when another round had already taken it.
     */
    async award(tx: Executor, win: ChallengeWin): Promise<boolean> {
      const prizeMinor = eurMinorIn(win.challenge.prizeEurMinor, win.currency);
      const claimed = await repo.claim(tx, win.challenge.id, {
        playerId: win.playerId,
        roundId: win.roundId,
        prizeMinor,
        prizeCurrency: win.currency,
      });
      if (!claimed) return false;
      const id = claimed.id.toString();
      await wallet.reward(tx, {
        key: `reward:challenge:${id}`,
        playerId: win.playerId,
        currency: win.currency,
        amountMinor: prizeMinor,
        reference: `challenge:${id}`,
      });
      const game = await catalogue.get(claimed.gameId, tx);
      await publishNotice(tx, win.playerId, 'challenge_won', {
        multiplier: claimed.multiplier,
        game: game.name,
        amount: formatMinor(prizeMinor),
        currency: win.currency,
      });
      return true;
    },

    /** The demo's challenges, each (game, multiplier) once ever: see challenges.seed.ts. */
    async seed(rows: readonly { gameId: string; multiplier: number }[]): Promise<number> {
      const known: {
        gameId: string;
        multiplier: number;
        prizeEurMinor: bigint;
        minBetEurMinor: bigint;
      }[] = [];
      for (const row of rows) {
        const rule = CHALLENGE_TABLE.find((r) => r.multiplier === row.multiplier);
        if (!rule) throw new Error(`no challenge at ×${row.multiplier} in the table`);
        if (isMultiplierPlayerChosen(await catalogue.get(row.gameId)))
          throw new Error(`a challenge on ${row.gameId}, whose multiplier the player chooses`);
        known.push({
          gameId: row.gameId,
          multiplier: rule.multiplier,
          prizeEurMinor: eurMinorOf(rule.prizeEur),
          minBetEurMinor: eurMinorOf(rule.minBetEur),
        });
      }
      return inTransaction(db, (tx) => repo.insertMissing(tx, known));
    },
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
