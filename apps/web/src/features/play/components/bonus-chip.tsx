import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { useBonusPlayState } from '../api/bonus-play-state';

/** While a bonus is active the player sees that bonus money is in play and the largest bet it allows (a larger one is refused). */
export function BonusChip({ isEnabled }: { isEnabled: boolean }) {
  const { t, i18n } = useTranslation();
  const state = useBonusPlayState(isEnabled).data;
  if (!isEnabled || !state?.isBonusActive) return null;
  const text =
    state.maxBet === null
      ? t('bonus.play.inPlay')
      : t('bonus.play.inPlayMaxBet', {
          maxBet: formatMoney(state.maxBet, state.currency, i18n.language),
        });
  return (
    <Link
      to="/profile/bonuses"
      className="order-last w-full truncate rounded-full border border-accent-400/50 bg-accent-500/10 px-3 py-1 text-xs font-semibold text-accent-400 hover:bg-accent-500/20 sm:order-none sm:w-auto"
      data-testid="bonus-chip"
    >
      {text}
    </Link>
  );
}
