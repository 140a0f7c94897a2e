import type { BonusOffer } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useShell } from '../../../lib/shell-context';

const primaryLink =
  'inline-flex items-center rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400';
const secondaryLink =
  'inline-flex items-center rounded-lg bg-ink-700 px-4 py-2 text-sm text-white hover:bg-ink-600';

/**
 * What the viewer can do with an offer: a visitor logs in or signs up; a player deposits with it
 * (the deposit page opens with it chosen), enters its code, or plays the slot of their free spins.
 */
export function OfferAction({
  offer,
  freeSpinsPath,
}: {
  offer: BonusOffer;
  freeSpinsPath?: string | null;
}) {
  const { t } = useTranslation();
  const { openLogin } = useShell();
  if (offer.eligibility === 'login_required')
    return (
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => openLogin()}>{t('bonus.offer.login')}</Button>
        <Link to="/register" className={secondaryLink}>
          {t('bonus.offer.signup')}
        </Link>
      </div>
    );
  if (freeSpinsPath)
    return (
      <Link to={freeSpinsPath} className={primaryLink}>
        {t('bonus.offer.playSpins')}
      </Link>
    );
  if (offer.eligibility === 'not_eligible')
    return <p className="text-sm text-slate-400">{t('bonus.offer.notEligible')}</p>;
  if (offer.needsCode)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={offer.kind === 'deposit' ? '/cashier/deposit?code=1' : '/profile/bonuses#promo-code'}
          className={primaryLink}
        >
          {offer.kind === 'deposit' ? t('bonus.offer.depositWithCode') : t('bonus.offer.enterCode')}
        </Link>
        <span className="text-xs text-slate-400">{t('bonus.offer.needsCode')}</span>
      </div>
    );
  if (offer.kind === 'deposit')
    return (
      <Link to={`/cashier/deposit?bonus=${encodeURIComponent(offer.id)}`} className={primaryLink}>
        {t('bonus.offer.deposit')}
      </Link>
    );
  return <p className="text-sm text-slate-400">{t('bonus.offer.grantedByUs')}</p>;
}
