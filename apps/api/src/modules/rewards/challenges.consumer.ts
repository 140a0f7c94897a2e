import { EUR_EQUIVALENT, isCurrency, type RoundSettledEvent } from '@orca/contracts';
import type { Tx } from '../../db/client.ts';
import type { EventConsumer } from '../../platform/domain-events.ts';
import type { ChallengeWin, ChallengesService, OpenChallenge } from './challenges.service.ts';

/**
 * Whether a settled round reaches the challenge: real money, played to the end, on its game,
 * started once the challenge existed, at least the minimum bet (EUR-equivalent) and a total win
 * of at least `multiplier` times the round's total cost. A bought feature's price is the round's
 * bet, so it counts in full. Integer arithmetic throughout: ×20,000 of a 25 EUR bet is exact.
 */
export function reaches(round: RoundSettledEvent, challenge: OpenChallenge): boolean {
  if (
    round.mode !== 'real' ||
    round.status !== 'closed' ||
    round.playerId === null ||
    !isCurrency(round.currency)
  )
    return false;
  if (round.gameId !== challenge.gameId || round.startedAt < challenge.createdAt) return false;
  if (
    round.betMinor <= 0n ||
    round.betMinor < challenge.minBetEurMinor * BigInt(EUR_EQUIVALENT[round.currency])
  )
    return false;
  return round.winMinor >= round.betMinor * BigInt(challenge.multiplier);
}

/**
 * The winners of a batch, in the order the rounds settled: each challenge goes to the first
 * round that reaches it, and a round takes at most one challenge (the highest it reaches), as a
 * round can be the winning round of one challenge only.
 */
export function firstWinners(
  rounds: readonly RoundSettledEvent[],
  open: readonly OpenChallenge[],
): ChallengeWin[] {
  const remaining = new Map<string, OpenChallenge[]>();
  for (const challenge of open)
    remaining.set(challenge.gameId, [...(remaining.get(challenge.gameId) ?? []), challenge]);
  const wins: ChallengeWin[] = [];
  for (const round of rounds) {
    const onGame = remaining.get(round.gameId);
    if (!onGame || round.playerId === null || !isCurrency(round.currency)) continue;
    const best = onGame
      .filter((challenge) => reaches(round, challenge))
      .sort((a, b) => b.multiplier - a.multiplier)[0];
    if (!best) continue;
    remaining.set(
      round.gameId,
      onGame.filter((challenge) => challenge !== best),
    );
    wins.push({
      challenge: best,
      roundId: round.roundId,
      playerId: round.playerId,
      currency: round.currency,
    });
  }
  return wins;
}

/**
 * Follows settled rounds for challenges. At spin-bench rates nearly every batch has nothing to
 * do: one indexed read of the open challenges per batch, then only rounds on those games are
 * looked at, in memory. The claim is conditional on the challenge still being open, so a win is
 * paid once whoever else handles the same rounds.
 */
export function challengesConsumer(
  challenges: ChallengesService,
  freeSpinRounds: FreeSpinRounds,
): EventConsumer<'round.settled'> {
  return {
    name: 'rewards.challenges',
    sources: ['round.settled'],
    async handle(tx, rounds) {
      const open = await challenges.open(tx);
      if (open.length === 0) return;
      // A free spin's stake is the house's: such a round never wins. Asked only of the rare
      // rounds that reach a challenge, so a batch of ordinary spins costs nothing more.
      const reaching = rounds.filter((round) =>
        open.some((challenge) => reaches(round, challenge)),
      );
      if (reaching.length === 0) return;
      const housePaid = await freeSpinRounds(
        tx,
        reaching.map((round) => round.roundId),
      );
      for (const win of firstWinners(
        reaching.filter((round) => !housePaid.has(round.roundId)),
        open,
      ))
        await challenges.award(tx, win);
    },
  };
}

/** The rounds among these staked by the house (free spins), from the wallet. */
export type FreeSpinRounds = (tx: Tx, roundIds: readonly string[]) => Promise<Set<string>>;
