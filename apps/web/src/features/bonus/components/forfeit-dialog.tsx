import type { PlayerBonus } from '@orca/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useForfeitBonus } from '../api/player-bonuses';

/** Forfeit after the player has read exactly what goes: the bonus balance, winnings included, and the wagering done. */
export function ForfeitBonus({ bonus }: { bonus: PlayerBonus }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const forfeit = useForfeitBonus();
  const money = (amount: string) => formatMoney(amount, bonus.currency, i18n.language);

  async function confirm() {
    setError(null);
    try {
      await forfeit.mutateAsync(bonus.instanceId);
      setIsOpen(false);
      toast({ title: t('bonus.forfeit.done', { title: bonus.title }), variant: 'success' });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.internal_error'));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {t('bonus.forfeit.open')}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('bonus.forfeit.title')}
        closeLabel={t('common.close')}
      >
        <div className="space-y-4 text-sm text-slate-200">
          <p>
            {t('bonus.forfeit.lose', { amount: money(bonus.bonusBalance), title: bonus.title })}
          </p>
          <p>
            {t('bonus.forfeit.progress', {
              gained: money(bonus.pointsGained),
              needed: money(bonus.wageringRequirement),
            })}
          </p>
          <p className="text-slate-400">{t('bonus.forfeit.keep')}</p>
          <FormError message={error} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => setIsOpen(false)}>
              {t('bonus.forfeit.cancel')}
            </Button>
            <Button variant="danger" disabled={forfeit.isPending} onClick={() => void confirm()}>
              {t('bonus.forfeit.confirm', { amount: money(bonus.bonusBalance) })}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
