import { outcomeOf } from '@orca/contracts';
import type { Executor } from '../../../db/client.ts';
import { assert } from '../../../platform/errors.ts';
import type { GameRow } from '../../games/catalogue.service.ts';
import type { GameSessionRow } from '../launch/launch.service.ts';
import * as repo from './crash.repository.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { CrashDeps } from './crash.service.ts';

/** Paying and closing crash bets: one at its cash-out, or every bet of a busted game. */
export function createCrashSettlement(deps: CrashDeps) {
  const { db, inhouse, rounds } = deps;

  /** Pays or closes one bet at `cashoutHundredths` (null: lost), inside `tx`. Returns the balance after. */
  async function settleBet(
    tx: Executor,
    session: GameSessionRow,
    catalogueGame: GameRow,
    bet: repo.CrashBetRow,
    cashoutHundredths: number | null,
    game: repo.CrashGameRow | null,
  ): Promise<bigint> {
    assert(
      cashoutHundredths === null || cashoutHundredths >= 100,
      'a cash-out multiplier is at least 1.00x',
    );
    const winMinor =
      cashoutHundredths === null ? 0n : (bet.betMinor * BigInt(cashoutHundredths)) / 100n;
    await repo.setCashout(tx, bet.crashGameId, bet.sessionId, { cashoutHundredths, winMinor });
    const round = await rounds.lock(tx, bet.roundId);
    assert(round, 'every crash bet has its round');
    const outcome = {
      ...outcomeOf(round, 'crash'),
      cashoutHundredths,
      ...(game ? { hash: game.hash, crashPointHundredths: game.crashPointHundredths } : {}),
    };
    return inhouse.settleRound(tx, session, catalogueGame, {
      id: bet.roundId,
      costMinor: bet.betMinor,
      winMinor,
      balanceBeforeMinor: round.balanceBeforeMinor ?? 0n,
      outcome,
    });
  }

  /**
   * Settles every bet of busted games: auto cash-outs at or below the crash point win, the rest
   * lose. Returns when the next unsettled game busts (null: none is waiting).
   */
  async function settleBusted(now = Date.now()): Promise<number | null> {
    const waiting = await repo.unsettled(db);
    const busted = waiting
      .filter((game) => game.bustsAt.getTime() < now)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const next = waiting.find((game) => game.bustsAt.getTime() >= now);
    for (const game of busted) {
      // Sessions and the catalogue entry are read before the transaction: an embedded database has one connection.
      const sessions = new Map<string, GameSessionRow>();
      for (const bet of await repo.betsOf(db, game.id)) {
        const session = await deps.launch.byId(bet.sessionId);
        assert(session, 'crash bets keep their game session');
        sessions.set(bet.sessionId, session);
      }
      const catalogueGame = await deps.catalogueGame();
      const settled = await inTransaction(db, async (tx) => {
        const bets = await repo.lockUnsettledBets(tx, game.id);
        await deps.inhouse.holdBalances(tx, [...sessions.values()]);
        const done: repo.CrashBetRow[] = [];
        for (const bet of bets) {
          if (bet.cashoutHundredths !== null) continue;
          const session = sessions.get(bet.sessionId);
          assert(session, 'a bet placed during settling belongs to a later game');
          const isAutoWin =
            bet.autoCashoutHundredths !== null &&
            bet.autoCashoutHundredths <= game.crashPointHundredths;
          await settleBet(
            tx,
            session,
            catalogueGame,
            bet,
            isAutoWin ? bet.autoCashoutHundredths : null,
            game,
          );
          done.push({ ...bet, cashoutHundredths: isAutoWin ? bet.autoCashoutHundredths : null });
        }
        const all = await repo.betsOf(tx, game.id);
        const chainRow = await repo.chainById(tx, game.chainId);
        await rounds.revealCrash(
          tx,
          all.map((b) => b.roundId),
          {
            hash: game.hash,
            salt: chainRow?.salt ?? '',
            crashPointHundredths: game.crashPointHundredths,
          },
        );
        await repo.markSettled(tx, game.id);
        return done;
      });
      for (const bet of settled) {
        if (bet.cashoutHundredths !== null) await rounds.announce(bet.roundId);
      }
    }
    return next ? next.bustsAt.getTime() : null;
  }

  return { settleBet, settleBusted };
}
