import type { TournamentPrize } from '@orca/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format';

/** A rank range as the prize table writes it: "1." or "4.–10.". */
export function rankRangeText(
  t: TFunction,
  prize: Pick<TournamentPrize, 'fromRank' | 'toRank'>,
): string {
  return prize.fromRank === prize.toRank
    ? t('tournaments.ranks.single', { rank: prize.fromRank })
    : t('tournaments.ranks.range', { from: prize.fromRank, to: prize.toRank });
}

/**
 * What one rank of the range wins, in words and in the viewer's currency: "€100.00", "50 free
 * spins on Lucky Sevens", "€20.00 bonus, 10× wagering". A prize whose campaign was since removed
 * still says its kind.
 */
export function prizeText(t: TFunction, prize: TournamentPrize, language: string): string {
  const amount = formatMoney(prize.amount, prize.currency, language);
  if (prize.kind === 'free_spins') {
    return prize.freeSpins
      ? t('tournaments.prize.freeSpinsOn', {
          count: prize.freeSpins.count,
          game: prize.freeSpins.gameName,
        })
      : t('tournaments.prize.freeSpinsAny');
  }
  if (prize.kind === 'bonus') {
    if (prize.wageringMultiplier === null) return t('tournaments.prize.bonus', { amount });
    return prize.wageringMultiplier === 0
      ? t('tournaments.prize.bonusNoWagering', { amount })
      : t('tournaments.prize.bonusWagering', { amount, multiplier: prize.wageringMultiplier });
  }
  return t('tournaments.prize.cash', { amount });
}

export function prizeForRank(
  prizes: readonly TournamentPrize[],
  rank: number,
): TournamentPrize | undefined {
  return prizes.find((prize) => rank >= prize.fromRank && rank <= prize.toRank);
}
