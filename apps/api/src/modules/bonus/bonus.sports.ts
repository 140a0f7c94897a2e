import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { BonusEngine } from './bonus.engine.ts';
import * as repo from './bonus.repository.ts';

/** A settled sports bet that may count toward wagering (the sportsbook decides eligibility: decision 021). */
export interface SportsWagering {
  betId: bigint;
  playerId: bigint;
  currency: string;
  stakeMinor: bigint;
  placedAt: Date;
  settledAt: Date;
}

/** The game id sports bets carry in a bonus's wagering rows. */
const SPORTS_GAME_ID = 'sports';

/** A sports bet's row key in bonus_rounds: a uuid of its own, the same for the same bet. */
function roundIdOf(betId: bigint): string {
  const hex = createHash('sha256').update(`sports-bet:${betId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Counts settled sports stakes toward the wagering of the player's active bonus, in full up to the bonus's max
 * bet, when its campaign
 * includes sports (`includesSports`, which a profile forbidding mixed products refuses, so under the default
 * UKGC profile no bonus is wagered on sports: sports is its own product). Once per bet, in the settlement's
 * transaction; completes a bonus its stake takes past the requirement.
 */
export async function creditSportsWagering(
  tx: Executor,
  wagers: readonly SportsWagering[],
  deps: { engine: Pick<BonusEngine, 'complete'> },
): Promise<void> {
  if (wagers.length === 0) return;
  const players = [...new Set(wagers.map((w) => w.playerId))];
  await repo.lockPlayerBonuses(tx, players);
  const actives = await repo.activeOfPlayers(tx, players);
  if (actives.length === 0) return;
  const withSports = await repo.campaignsIncludingSports(
    tx,
    actives.map((a) => a.campaignId),
  );
  const rows: repo.RoundContribution[] = [];
  for (const wager of wagers) {
    const instance = actives.find(
      (a) =>
        a.playerId === wager.playerId &&
        a.currency === wager.currency &&
        a.activatedAt !== null &&
        a.activatedAt <= wager.placedAt &&
        withSports.has(a.campaignId),
    );
    if (!instance) continue;
    // Sports stakes are not refused over the bonus's max bet (they are cash), so only that much counts.
    const counted =
      wager.stakeMinor < instance.maxBetMinor ? wager.stakeMinor : instance.maxBetMinor;
    rows.push({
      instanceId: instance.id,
      roundId: roundIdOf(wager.betId),
      gameId: SPORTS_GAME_ID,
      wagerMinor: wager.stakeMinor,
      contributionPercent: 100,
      contributedMinor: counted,
      at: wager.settledAt,
    });
  }
  const progress = await repo.addRounds(tx, rows);
  for (const [instanceId, delta] of progress) {
    const row = await repo.addProgress(tx, instanceId, delta);
    if (row && row.wageringProgressMinor >= row.wageringRequiredMinor)
      await deps.engine.complete(tx, row);
  }
}
