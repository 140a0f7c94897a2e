import {
  formatMinor,
  type LiveBets,
  type LiveTableView,
  type RoundOutcomeOf,
} from '@orca/contracts';
import { lockForTransaction } from '../../../db/locks.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import { defOf, type LiveDeps, type LiveDrivers } from './live.context.ts';
import * as repo from './live.repository.ts';
import { assertPositions, maxReturnOf, normalised, rateOf, stakesOf } from './live.stakes.ts';
import type { LiveViews } from './live.views.ts';

/** Taking a seat's bets: the table's limits, one bet set per seat and player, the stake taken. */
export function createLiveBetting(
  deps: LiveDeps,
  drivers: LiveDrivers,
  views: Pick<LiveViews, 'viewOf'>,
  /** Told of each bet taken, so the table's seat count is published sooner. */
  onSeatTaken: (tableId: string) => void,
) {
  const { db, inhouse, rounds } = deps;

  /**
   * This round's bets for the session's seat: one bet set per seat and round. Produces
   * live_table_not_found, game_unavailable, validation_error (a position the table has not), bet_out_of_range,
   * live_max_payout_exceeded (a multiplier show's bets whose best case pays more than its cap),
   * live_betting_closed, live_already_bet, insufficient_funds, self_excluded.
   */
  return async function bet(
    sessionToken: string,
    tableId: string,
    input: LiveBets,
  ): Promise<LiveTableView> {
    const def = defOf(tableId);
    const { session, game } = await inhouse.open(sessionToken);
    if (game.id !== def.gameId || input.kind !== def.kind) throw new AppError('game_unavailable');
    if (def.kind === 'blackjack' && !drivers.has('blackjack'))
      throw new AppError('game_unavailable');
    const stakes = stakesOf(input);
    assertPositions(input);
    const rate = rateOf(session.currency);
    const min = def.minBetEurMinor * rate;
    const max = def.maxBetEurMinor * rate;
    const total = stakes.reduce((a, b) => a + b, 0n);
    if (stakes.some((s) => s < min) || total > max)
      throw new AppError('bet_out_of_range', {
        params: { min: formatMinor(min), max: formatMinor(max), currency: session.currency },
      });
    const best = maxReturnOf(input, stakes);
    if (def.maxPayoutEurMinor !== null && best !== null && best > def.maxPayoutEurMinor * rate)
      throw new AppError('live_max_payout_exceeded', {
        params: {
          payout: formatMinor(best),
          max: formatMinor(def.maxPayoutEurMinor * rate),
          currency: session.currency,
        },
      });
    await inhouse.assertMayPlay(session, game);
    const round = await repo.latestRound(db, def.id);
    if (!round || round.phase !== 'betting' || Date.now() >= round.bettingClosesAt.getTime())
      throw new AppError('live_betting_closed');
    const username = await deps.usernameOf(session);
    const bets = normalised(input, stakes);
    const balanceMinor = await inTransaction(db, async (tx) => {
      // The close updates this row: a bet holding it commits first, one behind it sees the round closed.
      const locked = await repo.shareRound(tx, round.id);
      if (!locked || locked.phase !== 'betting' || Date.now() >= locked.bettingClosesAt.getTime())
        throw new AppError('live_betting_closed');
      if (await repo.betOf(tx, round.id, session.id)) throw new AppError('live_already_bet');
      if (session.playerId !== null) {
        // One seat per player: the table's maximum is per bet set, and a second tab's game session
        // would otherwise be a second seat. The lock makes two tabs racing take turns.
        await lockForTransaction(tx, `live-seat:${round.id}:${session.playerId}:${session.mode}`);
        if (await repo.playerSeated(tx, round.id, session.playerId, session.mode))
          throw new AppError('live_already_bet');
      }
      const outcome: RoundOutcomeOf<'live'> = {
        kind: 'live',
        tableKind: def.kind,
        tableId: def.id,
        liveRoundId: round.id.toString(),
        roundNo: Number(round.roundNo),
        bets,
        result: null,
        returns: [],
      };
      const row = await rounds.insert(tx, {
        providerId: 'orca',
        externalRoundId: `live:${round.id}:${session.id}`,
        gameId: game.id,
        playerId: session.playerId,
        sessionId: session.id,
        mode: session.mode,
        currency: session.currency,
        betMinor: total,
        outcome,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      });
      const taken = await inhouse.takeStake(tx, session, game, row.id, total);
      await rounds.update(tx, row.id, {
        balanceBeforeMinor: taken.beforeMinor,
        balanceAfterMinor: taken.afterMinor,
      });
      const inserted = await repo.insertBet(tx, {
        liveRoundId: round.id,
        sessionId: session.id,
        roundId: row.id,
        playerId: session.playerId,
        mode: session.mode,
        username,
        currency: session.currency,
        bets,
        stakeMinor: total,
        hand: (await drivers.get(def.kind)?.seatAtBet?.(tx, round.id)) ?? null,
      });
      if (!inserted) throw new AppError('live_already_bet');
      return taken.afterMinor;
    });
    onSeatTaken(def.id);
    if (session.playerId !== null) deps.catalogue.touchRecent(session.playerId, session.gameId);
    return views.viewOf(def, new Date(), session.currency, session, balanceMinor);
  };
}
