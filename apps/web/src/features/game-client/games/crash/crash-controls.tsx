import { useTranslation } from 'react-i18next';
import { BetField, NumberField, PlayButton, Stat } from '../../components/controls';
import { formatMultiplier } from '../../lib/format-game';
import { AUTO_MIN, type CrashButton, type MyBet, type ResultLine } from './crash-view';

const BET_LABEL_KEYS = {
  waiting: 'gameClient.crash.waiting',
  placeBet: 'gameClient.crash.placeBet',
  nextRound: 'gameClient.crash.nextRound',
} as const;

/** The bet, the auto cash-out, the potential win, the line about the player's bet and the button. */
export function CrashControls({
  bet,
  onBetChange,
  isBetLocked,
  isAutoOn,
  onAutoOnChange,
  autoText,
  onAutoTextChange,
  isAutoLocked,
  isAutoInvalid,
  potential,
  resultLine,
  betStatus,
  button,
  language,
  money,
  onBet,
  onCashout,
}: {
  bet: string;
  onBetChange: (bet: string) => void;
  isBetLocked: boolean;
  isAutoOn: boolean;
  onAutoOnChange: (isOn: boolean) => void;
  autoText: string;
  onAutoTextChange: (text: string) => void;
  isAutoLocked: boolean;
  isAutoInvalid: boolean;
  /** The win at the auto cash-out, when there is one. */
  potential: string | null;
  resultLine: ResultLine | null;
  betStatus: MyBet['status'] | undefined;
  button: CrashButton;
  language: string;
  money: (amount: string) => string;
  onBet: () => void;
  onCashout: () => void;
}) {
  const { t } = useTranslation();
  const resultText = !resultLine
    ? ''
    : resultLine.kind === 'cashed'
      ? t('gameClient.crash.cashedOut', {
          multiplier: formatMultiplier(resultLine.multiplier, language),
          amount: money(resultLine.amount),
        })
      : resultLine.kind === 'lost'
        ? t('gameClient.crash.lost', { amount: money(resultLine.amount) })
        : resultLine.kind === 'autoReached'
          ? t('gameClient.crash.autoReached', {
              multiplier: formatMultiplier(resultLine.multiplier, language),
            })
          : t('gameClient.crash.betPlaced', { amount: money(resultLine.amount) });
  return (
    <>
      <BetField value={bet} onChange={onBetChange} isDisabled={isBetLocked} />
      <div>
        <div className="mb-1 flex items-center justify-between gap-2">
          <span className="text-xs font-semibold tracking-wide text-slate-300 uppercase">
            {t('gameClient.crash.auto')}
          </span>
          <label className="inline-flex cursor-pointer items-center gap-2 text-xs text-slate-300">
            <input
              type="checkbox"
              checked={isAutoOn}
              disabled={isAutoLocked}
              onChange={(event) => onAutoOnChange(event.target.checked)}
              className="h-4 w-4 accent-[var(--gc-accent)]"
            />
            {t('gameClient.crash.autoOn')}
          </label>
        </div>
        <NumberField
          label={t('gameClient.crash.autoAt')}
          value={autoText}
          suffix="×"
          disabled={!isAutoOn || isAutoLocked}
          aria-invalid={isAutoInvalid || undefined}
          onChange={(event) => onAutoTextChange(event.target.value)}
        />
        {isAutoInvalid && (
          <p className="mt-1 text-[11px] text-rose-300">
            {t('gameClient.crash.autoInvalid', { min: formatMultiplier(AUTO_MIN, language) })}
          </p>
        )}
      </div>
      <Stat
        label={t('gameClient.crash.potential')}
        value={potential !== null ? money(potential) : '—'}
        tone="good"
      />
      <div className="mt-auto flex flex-col gap-2">
        <p
          aria-live="polite"
          className={`min-h-5 text-center text-sm font-bold ${betStatus === 'cashed' ? 'text-emerald-300' : betStatus === 'lost' ? 'text-rose-300' : 'text-slate-300'}`}
        >
          {resultText}
        </p>
        {button.kind === 'cashout' ? (
          <PlayButton variant="cashout" onClick={onCashout} disabled={button.isDisabled}>
            {t('gameClient.crash.cashout', { amount: money(button.amount) })}
          </PlayButton>
        ) : (
          <PlayButton onClick={onBet} disabled={button.isDisabled}>
            {t(BET_LABEL_KEYS[button.label])}
          </PlayButton>
        )}
      </div>
    </>
  );
}
