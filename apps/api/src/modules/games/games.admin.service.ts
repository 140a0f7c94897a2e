import {
  EUR_EQUIVALENT,
  formatMinor,
  GAME_PERFORMANCE_DAYS,
  isCurrency,
  type AdminGame,
  type AdminGameProvider,
  type AdminGames,
  type AdminGameUpdate,
  type GamePerformance,
  type GameSection,
  type GameTag,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, assert, FieldRuleError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Operator } from '../admin/operator.service.ts';
import * as repo from './catalogue.repository.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Published after an operator's change so every instance forgets its cached copy (null: every game). */
export const CATALOGUE_CHANGED_TOPIC = 'games.catalogue-changed';

/** One game's settled real-money totals in one currency (from the play domain's rounds). */
export interface GameCurrencyTotals {
  gameId: string;
  currency: string;
  rounds: number;
  betMinor: bigint;
  winMinor: bigint;
}

const rateOf = (currency: string) => BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);

/** Return to player in percent with two decimals from basis points. */
const percentOf = (basisPoints: bigint | number) => (Number(basisPoints) / 100).toFixed(2);

/**
 * Totals in EUR at the fixed equivalents, so a game played in several currencies adds up; each
 * currency's sum is converted once, so rounding costs at most a cent per currency.
 */
function performanceOf(totals: GameCurrencyTotals[]): GamePerformance {
  let rounds = 0;
  let betsEur = 0n;
  let winsEur = 0n;
  for (const t of totals) {
    rounds += t.rounds;
    betsEur += t.betMinor / rateOf(t.currency);
    winsEur += t.winMinor / rateOf(t.currency);
  }
  return {
    rounds,
    betsEur: formatMinor(betsEur),
    winsEur: formatMinor(winsEur),
    actualRtp: betsEur > 0n ? percentOf((winsEur * 10_000n) / betsEur) : null,
    byCurrency: totals
      .map((t) => ({
        currency: t.currency,
        rounds: t.rounds,
        bets: formatMinor(t.betMinor),
        wins: formatMinor(t.winMinor),
      }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

/**
 * Each game's place in its section's lobby order, 1 first: what an operator reads and sets. Stored
 * positions may have gaps (the seed numbers new games after all others) until the first move
 * renumbers the section.
 */
function ranksOf(rows: repo.GameRow[]): Map<string, number> {
  const ranks = new Map<string, number>();
  const bySection = new Map<string, repo.GameRow[]>();
  for (const row of rows) bySection.set(row.section, [...(bySection.get(row.section) ?? []), row]);
  for (const games of bySection.values())
    games.sort(byPosition).forEach((game, index) => ranks.set(game.id, index + 1));
  return ranks;
}

function toAdminGame(row: repo.GameRow, rank: number, totals: GameCurrencyTotals[]): AdminGame {
  return {
    id: row.id,
    name: row.name,
    provider: row.providerId,
    providerName: row.providerName,
    isProviderEnabled: row.isProviderEnabled,
    section: row.section as GameSection,
    tags: row.tags as GameTag[],
    position: rank,
    isEnabled: row.isEnabled,
    declaredRtp: percentOf(row.rtpBasisPoints),
    performance: performanceOf(totals),
  };
}

const settingsOf = (row: repo.GameSettings) => ({
  isEnabled: row.isEnabled,
  position: row.position,
  section: row.section,
  tags: row.tags,
});

/** A section's games in lobby order; ties (equal positions left by the seed) keep a fixed order. */
const byPosition = (
  a: Pick<repo.GameSettings, 'id' | 'position'>,
  b: Pick<repo.GameSettings, 'id' | 'position'>,
) => a.position - b.position || a.id.localeCompare(b.id);

/**
 * The back office's games: every game with its 30-day figures, and the operator's switches
 * (enabled, lobby position, flags, section; providers on or off), each audited with the change.
 */
export function createGamesAdminService(deps: {
  db: Database;
  catalogue: CatalogueService;
  events: EventBus;
  totalsSince: (since: Date) => Promise<GameCurrencyTotals[]>;
}) {
  const { db, catalogue, events } = deps;
  // Another instance's change: forget the cached copy here too, so bets and launches see it at once.
  events.subscribe(CATALOGUE_CHANGED_TOPIC, (payload) => {
    const gameId = (payload as { gameId?: unknown } | null)?.gameId;
    catalogue.forget(typeof gameId === 'string' ? gameId : undefined);
  });

  async function announce(gameId: string | null): Promise<void> {
    catalogue.forget(gameId ?? undefined);
    await events.publish(CATALOGUE_CHANGED_TOPIC, { gameId });
  }

  async function totalsByGame(): Promise<{
    since: Date;
    byGame: Map<string, GameCurrencyTotals[]>;
  }> {
    const since = new Date(Date.now() - GAME_PERFORMANCE_DAYS * 86_400_000);
    const byGame = new Map<string, GameCurrencyTotals[]>();
    for (const t of await deps.totalsSince(since))
      byGame.set(t.gameId, [...(byGame.get(t.gameId) ?? []), t]);
    return { since, byGame };
  }

  async function one(id: string): Promise<AdminGame> {
    const rows = await repo.all(db);
    const row = rows.find((game) => game.id === id);
    assert(row, 'a game just changed exists');
    return toAdminGame(
      row,
      ranksOf(rows).get(id) ?? row.position,
      (await totalsByGame()).byGame.get(id) ?? [],
    );
  }

  /**
   * Locks the sections a change touches (in name order, each section's rows in id order, so two
   * operators' changes wait for each other instead of deadlocking) and returns their games.
   */
  async function lockSections(
    tx: Executor,
    sections: string[],
  ): Promise<Map<string, repo.GameSettings[]>> {
    const locked = new Map<string, repo.GameSettings[]>();
    for (const section of [...new Set(sections)].sort())
      locked.set(section, (await repo.lockSection(tx, section)).sort(byPosition));
    return locked;
  }

  /** Writes positions 1..n in the given order, touching only the games whose position moves. */
  async function renumber(tx: Executor, ordered: repo.GameSettings[]): Promise<void> {
    for (const [index, game] of ordered.entries()) {
      if (game.position !== index + 1) await repo.updateGame(tx, game.id, { position: index + 1 });
    }
  }

  return {
    /** Every game, enabled or not, with its provider and its figures of the last 30 days. */
    async list(): Promise<AdminGames> {
      const [rows, providers, totals] = await Promise.all([
        repo.all(db),
        repo.allProviders(db),
        totalsByGame(),
      ]);
      const ranks = ranksOf(rows);
      return {
        games: rows.map((row) =>
          toAdminGame(row, ranks.get(row.id) ?? row.position, totals.byGame.get(row.id) ?? []),
        ),
        providers: providers.map((p): AdminGameProvider => ({
          ...p,
          gameCount: Number(p.gameCount),
        })),
        performanceFrom: totals.since.toISOString(),
      };
    },

    /**
     * An operator's change to one game, audited with its settings before and after. A position
     * places the game there in its section (the games from there on move down one); a new section
     * without a position puts it last there. Produces game_not_found, validation_error
     * (position past the section's end).
     */
    async update(by: Operator, id: string, change: AdminGameUpdate): Promise<AdminGame> {
      const isChanged = await inTransaction(db, async (tx) => {
        // The game's section decides which rows to lock; if another operator moves it meanwhile,
        // the locked rows no longer hold it and the lookup runs again.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const seen = await repo.findById(tx, id);
          if (!seen) throw new AppError('game_not_found');
          const section = change.section ?? seen.section;
          const locked = await lockSections(tx, [seen.section, section]);
          const rank = (locked.get(seen.section) ?? []).findIndex((game) => game.id === id) + 1;
          const current = locked.get(seen.section)?.[rank - 1];
          if (!current) continue;
          // Positions as the operator sees them: the place in the section's order.
          const before = { ...settingsOf(current), position: rank };
          const after = {
            ...before,
            ...(change.isEnabled !== undefined && { isEnabled: change.isEnabled }),
            ...(change.tags && { tags: change.tags }),
            section,
          };
          const isMoved =
            section !== current.section ||
            (change.position !== undefined && change.position !== rank);
          if (isMoved) {
            const others = (locked.get(section) ?? []).filter((game) => game.id !== id);
            const position = change.position ?? others.length + 1;
            if (position > others.length + 1)
              throw new FieldRuleError('validation_error', 'position', 'position_out_of_range');
            // Position 0 is no real place, so the game's own row is always written.
            others.splice(position - 1, 0, { ...current, position: 0 });
            await renumber(tx, others);
            if (section !== current.section)
              await renumber(
                tx,
                (locked.get(current.section) ?? []).filter((game) => game.id !== id),
              );
            after.position = position;
          }
          const isChanged = JSON.stringify(before) !== JSON.stringify(after);
          if (!isChanged) return false;
          await repo.updateGame(tx, id, {
            isEnabled: after.isEnabled,
            tags: after.tags,
            section: after.section,
          });
          await recordAudit(tx, {
            actorKind: 'operator',
            actorId: by.id.toString(),
            action: 'game.updated',
            targetKind: 'game',
            targetId: id,
            before,
            after,
            ip: by.ip,
          });
          return true;
        }
        throw new AppError('game_not_found');
      });
      if (isChanged) await announce(id);
      return one(id);
    },

    /** Turns a provider's games off or on in the lobby and for new play, audited. Produces not_found. */
    async setProviderEnabled(
      by: Operator,
      id: string,
      isEnabled: boolean,
    ): Promise<AdminGameProvider> {
      const isChanged = await inTransaction(db, async (tx) => {
        const provider = await repo.lockProvider(tx, id);
        if (!provider) throw new AppError('not_found');
        if (provider.isEnabled === isEnabled) return false;
        await repo.setProviderEnabled(tx, id, isEnabled);
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'game_provider.updated',
          targetKind: 'game_provider',
          targetId: id,
          before: { isEnabled: provider.isEnabled },
          after: { isEnabled },
          ip: by.ip,
        });
        return true;
      });
      if (isChanged) await announce(null);
      const provider = (await repo.allProviders(db)).find((p) => p.id === id);
      assert(provider, 'a provider just changed exists');
      return { ...provider, gameCount: Number(provider.gameCount) };
    },
  };
}

export type GamesAdminService = ReturnType<typeof createGamesAdminService>;
