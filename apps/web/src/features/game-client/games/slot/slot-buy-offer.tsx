import type { SlotConfig } from '@orca/games/slots/types';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format-game';
import { buyFreeSpins } from './slot-view';

/** The bonus buy dialog's offer: what the price buys, and a warning when a bonus's max bet forbids it. */
export function SlotBuyOffer({
  config,
  buyPrice,
  bonusMaxBet,
  isAboveBonusMaxBet,
  accent,
  language,
  money,
  onCancel,
  onConfirm,
}: {
  config: SlotConfig & { bonusBuy: NonNullable<SlotConfig['bonusBuy']> };
  buyPrice: string;
  bonusMaxBet: string | null;
  isAboveBonusMaxBet: boolean;
  accent: string;
  language: string;
  money: (amount: string) => string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className="text-base text-white">
        {t('gameClient.slot.buyText', {
          spins: buyFreeSpins(config),
          multiplier: config.freeSpins.multiplier,
          price: money(buyPrice),
          times: config.bonusBuy.priceX,
        })}
      </p>
      {config.rtp.bonusBuy !== undefined && (
        <p className="text-slate-400">
          {t('gameClient.slot.paytable.bonusBuyRtp', {
            rtp: formatPercent(config.rtp.bonusBuy * 100, language),
          })}
        </p>
      )}
      {isAboveBonusMaxBet && bonusMaxBet !== null && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300/50 bg-amber-950/50 p-3 text-sm text-amber-100"
        >
          {t('gameClient.slot.buyAboveBonusMaxBet', {
            maxBet: money(bonusMaxBet),
            price: money(buyPrice),
          })}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg bg-white/10 px-4 py-2 text-sm font-semibold text-white hover:bg-white/20"
        >
          {t('gameClient.slot.buyCancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isAboveBonusMaxBet}
          className="rounded-lg px-4 py-2 text-sm font-extrabold text-black disabled:opacity-40"
          style={{ background: accent }}
        >
          {t('gameClient.slot.buyConfirm', { price: money(buyPrice) })}
        </button>
      </div>
    </div>
  );
}
