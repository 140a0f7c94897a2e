import { useTranslation } from 'react-i18next';
import type { SlotOverlay as Overlay } from './slot-state';

/** A moment over the reels (feature won or ended, big win, jackpot); a click cuts it short. */
export function SlotOverlay({
  overlay,
  money,
  accent,
  onDismiss,
}: {
  overlay: Overlay;
  money: (amount: string) => string;
  accent: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [title, amount] =
    overlay.kind === 'freeSpins'
      ? [t('gameClient.slot.freeSpinsWon', { count: overlay.count }), null]
      : overlay.kind === 'retrigger'
        ? [t('gameClient.slot.retrigger', { count: overlay.count }), null]
        : overlay.kind === 'featureEnd'
          ? [t('gameClient.slot.featureEnd'), overlay.amount]
          : overlay.kind === 'jackpot'
            ? [t('gameClient.slot.jackpot'), overlay.amount]
            : [t(`gameClient.slot.tier.${overlay.tier}`), overlay.amount];
  return (
    <button
      type="button"
      onClick={onDismiss}
      className="absolute inset-0 z-30 grid place-items-center bg-black/60 backdrop-blur-[2px]"
      aria-label={amount ? `${title} ${money(amount)}` : title}
    >
      <span className="gc-pop flex flex-col items-center gap-2 px-4 text-center">
        <span
          className="text-3xl font-black tracking-wide uppercase sm:text-5xl"
          style={{ color: accent, textShadow: `0 0 30px ${accent}, 0 4px 0 rgba(0,0,0,0.6)` }}
        >
          {title}
        </span>
        {amount && (
          <span className="text-2xl font-black text-white tabular-nums sm:text-4xl">
            {money(amount)}
          </span>
        )}
      </span>
    </button>
  );
}
