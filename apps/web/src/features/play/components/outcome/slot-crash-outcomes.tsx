import { useTranslation } from 'react-i18next';
import { formatMultiplierHundredths } from '../../lib/numbers';
import { Headline, type OutcomeOf } from './outcome-headline';
import { SlotReels } from './slot-reels';

export function SlotOutcome({ outcome }: { outcome: OutcomeOf<'slot'> }) {
  const { t, i18n } = useTranslation();
  const total = outcome.totalWinX100;
  return (
    <div className="space-y-4">
      <Headline
        text={t('play.outcome.slot.total', {
          multiplier: formatMultiplierHundredths(total, i18n.language),
        })}
        isWin={total > 0}
      />
      {outcome.isBonusBuy && (
        <p className="text-sm text-slate-300">{t('play.outcome.slot.bonusBought')}</p>
      )}
      {outcome.isJackpotHit && (
        <p className="font-semibold text-amber-300">{t('play.outcome.slot.jackpot')}</p>
      )}
      <SlotReels spins={outcome.spins} />
    </div>
  );
}

export function CrashOutcome({ outcome }: { outcome: OutcomeOf<'crash'> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const point = outcome.crashPointHundredths ?? null;
  // Only a played round has a bet: its cash-out (null once lost) and its auto cash-out.
  const bet = 'crashGameId' in outcome ? outcome : null;
  return (
    <div className="space-y-2">
      {point !== null ? (
        <Headline
          text={t('play.outcome.crash.point', {
            point: formatMultiplierHundredths(point, language),
          })}
        />
      ) : (
        <p className="text-sm text-slate-300">{t('play.outcome.crash.running')}</p>
      )}
      {bet && bet.cashoutHundredths !== undefined && (
        <p className="text-sm text-slate-300">
          {bet.cashoutHundredths !== null
            ? t('play.outcome.crash.cashedOut', {
                multiplier: formatMultiplierHundredths(bet.cashoutHundredths, language),
              })
            : t('play.outcome.crash.busted')}
        </p>
      )}
      {bet && bet.autoCashoutHundredths !== null && (
        <p className="text-sm text-slate-400">
          {t('play.outcome.crash.auto', {
            multiplier: formatMultiplierHundredths(bet.autoCashoutHundredths, language),
          })}
        </p>
      )}
      {outcome.hash !== undefined && (
        <p className="text-xs break-all text-slate-400">
          {t('play.fields.hash')}: <span className="font-mono">{outcome.hash}</span>
        </p>
      )}
    </div>
  );
}
