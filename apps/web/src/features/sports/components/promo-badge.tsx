import type { SportsBet } from '@orca/contracts';
import { useTranslation } from 'react-i18next';

/** A bet's free bet or boost in My bets (issue 24): "Free bet", or the boost with its odds after it. */
export function PromoBadge({ promo }: { promo: NonNullable<SportsBet['promo']> }) {
  const { t } = useTranslation();
  return (
    <span
      className="rounded bg-accent-500/15 px-1.5 py-0.5 text-xs font-semibold text-accent-300"
      data-testid="bet-promo"
    >
      {promo.kind === 'free_bet'
        ? t('sports.myBets.freeBet')
        : t('sports.myBets.boosted', {
            percent: promo.boostPercent ?? 0,
            odds: promo.boostedOdds ?? '',
          })}
    </span>
  );
}
