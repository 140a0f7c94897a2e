import { WINNERS_LIST_SIZE, type CasinoLatestData, type Winner } from '@orca/contracts';

/** Adds a winner pushed by the live socket: first among the latest, and among the top ones if it is big enough. */
export function withWinner(data: CasinoLatestData, winner: Winner): CasinoLatestData {
  if (data.latestWinners.some((w) => w.roundId === winner.roundId)) return data;
  const latestWinners = [winner, ...data.latestWinners].slice(0, WINNERS_LIST_SIZE);
  const topWinners = [...data.topWinners, winner]
    .sort((a, b) => Number(b.amountEur) - Number(a.amountEur))
    .slice(0, WINNERS_LIST_SIZE);
  return { latestWinners, topWinners };
}
