import {
  BONUS_HISTORY_PAGE_MAX,
  formatMinor,
  type BonusHistory,
  type BonusOffer,
  type Language,
  type PlayerBonus,
  type PlayerBonuses,
} from '@orca/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { GameTermsOf } from '../rewards/rewards.consumer.ts';
import { pointsNeededOf, type OpenRoundsOf } from './bonus.consumer.ts';
import type { BonusEngineDeps } from './bonus.engine.ts';
import * as repo from './bonus.repository.ts';
import type { BonusInstanceRow } from './bonus.repository.ts';

type Contributions = PlayerBonus['contributions'];
const HistoryEventKind = z.enum([
  'granted',
  'queued',
  'activated',
  'free_spins_played',
  'completed',
  'converted',
  'forfeited',
  'expired',
  'depleted',
  'cancelled',
]);

/** Game names and providers for the history's rounds. */
export type GameNamesOf = (
  gameIds: readonly string[],
) => Promise<Map<string, { name: string; provider: string }>>;

/**
 * What a player reads about their bonuses (spec section 3): the active one with its wagering,
 * the queue, free spins, offers, and the history with each contributing round.
 */
export function createBonusReads(deps: {
  db: Database;
  wallet: BonusEngineDeps['wallet'];
  termsOf: GameTermsOf;
  openRoundsOf: OpenRoundsOf;
  gameNamesOf: GameNamesOf;
  /** B2's offers service: the offers a player may take now. */
  offersFor?: (playerId: bigint, language: Language) => Promise<BonusOffer[]>;
}) {
  const { db } = deps;

  async function titles(rows: readonly BonusInstanceRow[], language: Language) {
    const campaigns = await repo.campaignTexts(
      db,
      rows.map((r) => r.campaignId),
    );
    return (row: BonusInstanceRow) => {
      const c = campaigns.get(row.campaignId);
      return {
        title: c?.texts[language]?.title ?? c?.texts.en?.title ?? '',
        kind: c?.kind ?? 'manual',
      };
    };
  }

  function view(
    row: BonusInstanceRow,
    named: { title: string; kind: PlayerBonus['kind'] },
    bonusBalanceMinor: bigint,
    openBets: number,
  ): PlayerBonus {
    return {
      instanceId: row.id.toString(),
      campaignId: row.campaignId.toString(),
      title: named.title,
      kind: named.kind,
      status: row.status,
      active: row.status === 'active',
      currency: row.currency,
      amount: formatMinor(row.amountMinor),
      bonusBalance: formatMinor(bonusBalanceMinor),
      wageringRequirement: formatMinor(row.wageringRequiredMinor),
      pointsNeeded: formatMinor(pointsNeededOf(row)),
      pointsGained: formatMinor(row.wageringProgressMinor),
      expiry:
        (row.status === 'active'
          ? row.expiresAt
          : row.status === 'queued' || row.status === 'pending' || row.status === 'free_spins'
            ? row.claimExpiresAt
            : null
        )?.toISOString() ?? null,
      openBets,
      maxBet: formatMinor(row.maxBetMinor),
      maxConversion: row.maxConversionMinor === null ? null : formatMinor(row.maxConversionMinor),
      contributions: row.contributions as Contributions,
      freeSpinsLeft: row.fsLeft,
      freeSpinsTotal: row.fsTotal,
      gameId: row.fsGameId,
      createdAt: row.createdAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
    };
  }

  async function activeBalance(row: BonusInstanceRow | undefined) {
    if (!row) return { balance: 0n, open: 0 };
    const [balances, open] = await Promise.all([
      deps.wallet.balancesOfPlayers([row.playerId], db),
      deps.openRoundsOf([row.playerId], db),
    ]);
    return {
      balance: balances.get(`${row.playerId}:${row.currency}`)?.bonusMinor ?? 0n,
      open: open.get(row.playerId) ?? 0,
    };
  }

  return {
    async bonuses(playerId: bigint, language: Language): Promise<PlayerBonuses> {
      const rows = await repo.ofPlayer(db, playerId, ['active', 'queued', 'pending', 'free_spins']);
      const name = await titles(rows, language);
      const active = rows.find((r) => r.status === 'active');
      const { balance, open } = await activeBalance(active);
      return {
        active: active ? view(active, name(active), balance, open) : null,
        queued: rows
          .filter((r) => r.status === 'queued' || r.status === 'pending')
          .map((r) => view(r, name(r), 0n, 0)),
        freeSpins: rows
          .filter((r) => r.status === 'free_spins')
          .map((r) => view(r, name(r), 0n, 0)),
        available: deps.offersFor ? await deps.offersFor(playerId, language) : [],
      };
    },

    async history(playerId: bigint, language: Language): Promise<BonusHistory> {
      const rows = await repo.historyOf(db, playerId, BONUS_HISTORY_PAGE_MAX);
      const ids = rows.map((r) => r.id);
      const [name, events, rounds] = await Promise.all([
        titles(rows, language),
        repo.eventsOf(db, ids),
        repo.roundsOf(db, ids),
      ]);
      const gameIds = [...new Set(rounds.map((r) => r.gameId))];
      const [games, terms] = await Promise.all([
        deps.gameNamesOf(gameIds),
        deps.termsOf(gameIds, db),
      ]);
      const active = rows.find((r) => r.status === 'active');
      const { balance, open } = await activeBalance(active);
      return {
        bonuses: rows.map((row) => ({
          ...view(row, name(row), row === active ? balance : 0n, row === active ? open : 0),
          events: events
            .filter((e) => e.instanceId === row.id)
            .flatMap((e) => {
              const kind = HistoryEventKind.safeParse(e.kind);
              return kind.success
                ? [
                    {
                      kind: kind.data,
                      amount: e.amountMinor === null ? null : formatMinor(e.amountMinor),
                      operationId: e.operationId?.toString() ?? null,
                      at: e.createdAt.toISOString(),
                    },
                  ]
                : [];
            }),
          rounds: rounds
            .filter((r) => r.instanceId === row.id)
            .map((r) => ({
              round: r.roundId,
              gameName: games.get(r.gameId)?.name ?? r.gameId,
              provider: games.get(r.gameId)?.provider ?? '',
              time: r.at.toISOString(),
              wager: formatMinor(r.wagerMinor),
              gameGroup: terms.get(r.gameId)?.group ?? 'slots',
              contributionPercent: r.contributionPercent,
              pointContribution: formatMinor(r.contributedMinor),
            })),
        })),
      };
    },

    /** What the game page shows: bonus money in play, the max bet, free spins left on this game. */
    async playState(playerId: bigint, currency: string, gameId: string | undefined) {
      const active = (await repo.activeOf(db, playerId)) ?? undefined;
      const { balance } = await activeBalance(active);
      const spins = gameId
        ? (await repo.ofPlayer(db, playerId, ['free_spins'])).find((r) => r.fsGameId === gameId)
        : undefined;
      return {
        isBonusActive: active !== undefined,
        bonusBalance: formatMinor(balance),
        maxBet: active ? formatMinor(active.maxBetMinor) : null,
        currency: active?.currency ?? currency,
        freeSpinsLeft: spins?.fsLeft ?? null,
      };
    },
  };
}
export type BonusReads = ReturnType<typeof createBonusReads>;
