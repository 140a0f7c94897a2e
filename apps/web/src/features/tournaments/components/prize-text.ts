import type { TournamentPrize } from '@orca/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format';

/** A rank range as the prize table writes it: "1." or "4.–10.". */
export function rankRangeText(t: TFunction, prize: Pick<TournamentPrize, 'fromRank' | 'toRank'>): string {
  return prize.fromRank === prize.toRank ? t('tournaments.ranks.single', { rank: prize.fromRank }) : t('tournaments.ranks.range', { from: prize.fromRank, to: prize.toRank });
}

/** What one rank of the range wins, in the viewer's currency. */
export function prizeText(t: TFunction, prize: TournamentPrize, language: string): string {
  const amount = formatMoney(prize.amount, prize.currency, language);
  if (prize.kind === 'free_spins') return t('tournaments.prize.freeSpins', { count: Number(prize.amount) });
  if (prize.kind === 'bonus') return t('tournaments.prize.bonus', { amount });
  return t('tournaments.prize.cash', { amount });
}

export function prizeForRank(prizes: readonly TournamentPrize[], rank: number): TournamentPrize | undefined {
  return prizes.find((prize) => rank >= prize.fromRank && rank <= prize.toRank);
}
