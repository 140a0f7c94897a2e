import {
  useId,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { clampBet, defaultBet, fromMinor, localizeAmount, toMinor } from '../lib/money';
import { useGameClient } from './game-client-context';

/** The bet a fast game plays with: what the player typed, and that amount kept inside the game's limits. */
export function useBet() {
  const { session, language } = useGameClient();
  const [bet, setBet] = useState(() =>
    localizeAmount(defaultBet(session.minBet, session.maxBet), language),
  );
  const validBet = clampBet(bet, session.minBet, session.maxBet);
  return { bet, setBet, validBet, betMinor: validBet === null ? null : toMinor(validBet) };
}

export const INPUT =
  'w-full rounded-lg border border-white/10 bg-black/50 px-3 py-2 text-sm font-semibold text-white tabular-nums focus:border-[var(--gc-accent)] focus:outline-none disabled:opacity-60';
const SMALL_BUTTON =
  'rounded-md bg-white/10 px-2.5 py-1 text-xs font-bold text-slate-200 hover:bg-white/20 disabled:cursor-not-allowed disabled:opacity-50';

/** The bet amount with halve and double, kept within the game's limits when the field is left. */
export function BetField({
  value,
  onChange,
  isDisabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const { session, money, language } = useGameClient();
  const id = useId();
  const clamped = clampBet(value, session.minBet, session.maxBet);
  const scale = (numerator: bigint, denominator: bigint) => {
    const current = toMinor(clamped ?? session.minBet) ?? 0n;
    const next = clampBet(
      fromMinor((current * numerator) / denominator),
      session.minBet,
      session.maxBet,
    );
    onChange(next === null ? value : localizeAmount(next, language));
  };
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label
          htmlFor={id}
          className="text-xs font-semibold tracking-wide text-slate-300 uppercase"
        >
          {t('gameClient.controls.bet')}
        </label>
        <span className="text-[11px] text-slate-500">{session.currency}</span>
      </div>
      <div className="flex items-center gap-1.5">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={isDisabled}
          aria-invalid={clamped === null ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => clamped !== null && onChange(localizeAmount(clamped, language))}
          className={INPUT}
        />
        <button
          type="button"
          className={SMALL_BUTTON}
          disabled={isDisabled}
          onClick={() => scale(1n, 2n)}
          aria-label={t('gameClient.controls.halve')}
        >
          ½
        </button>
        <button
          type="button"
          className={SMALL_BUTTON}
          disabled={isDisabled}
          onClick={() => scale(2n, 1n)}
          aria-label={t('gameClient.controls.double')}
        >
          2×
        </button>
      </div>
      <p
        id={`${id}-hint`}
        className={`mt-1 text-[11px] ${clamped === null ? 'text-rose-300' : 'text-slate-500'}`}
      >
        {clamped === null
          ? t('gameClient.controls.betInvalid')
          : t('gameClient.controls.limits', {
              min: money(session.minBet),
              max: money(session.maxBet),
            })}
      </p>
    </div>
  );
}

/** A labelled number input for targets and multipliers. */
export function NumberField({
  label,
  suffix,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; suffix?: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 block truncate text-[11px] font-semibold text-slate-300 uppercase sm:text-xs sm:tracking-wide"
      >
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className={`${INPUT} ${suffix ? 'pr-8' : ''}`}
          {...props}
        />
        {suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-400">
            {suffix}
          </span>
        )}
      </div>
    </div>
  );
}

/** A row of choices (risk levels, directions) as real radio buttons, so arrows and screen readers work. */
export function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
  isDisabled = false,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  isDisabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={isDisabled} className="min-w-0">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-300 uppercase">
        {label}
      </legend>
      <div className="flex gap-1 rounded-lg border border-white/10 bg-black/40 p-1">
        {options.map((option) => (
          <label key={String(option.value)} className="relative flex-1">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-1 py-1.5 text-center text-xs font-bold whitespace-nowrap text-slate-400 transition-colors peer-checked:bg-[var(--gc-accent)] peer-checked:text-black peer-focus-visible:outline-2 peer-focus-visible:outline-white peer-disabled:cursor-not-allowed hover:text-white peer-checked:hover:text-black">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The big action button of a game (bet, roll, drop, cash out). */
export function PlayButton({
  className = '',
  variant = 'accent',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'accent' | 'cashout' }) {
  const colours =
    variant === 'cashout'
      ? 'bg-emerald-400 text-emerald-950 hover:bg-emerald-300 shadow-emerald-500/30'
      : 'bg-[var(--gc-accent)] text-black hover:brightness-110 shadow-[0_8px_24px_-8px_var(--gc-glow)]';
  return (
    <button
      type="button"
      className={`w-full rounded-xl px-4 py-3 text-base leading-tight font-extrabold shadow-lg transition active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-50 disabled:active:scale-100 ${colours} ${className}`}
      {...props}
    />
  );
}

/** A read-only figure under the controls or the table (multiplier, chance, profit). */
export function Stat({
  label,
  value,
  tone = 'plain',
}: {
  label: string;
  value: ReactNode;
  tone?: 'plain' | 'good';
}) {
  return (
    <div className="min-w-0 rounded-lg border border-white/10 bg-black/40 px-3 py-2">
      <p className="truncate text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
        {label}
      </p>
      <p
        className={`truncate text-sm font-bold tabular-nums ${tone === 'good' ? 'text-emerald-300' : 'text-white'}`}
      >
        {value}
      </p>
    </div>
  );
}

/** The last results as coloured chips, newest first. */
export function RecentResults({
  label,
  items,
}: {
  label: string;
  items: { id: string; text: string; isWin: boolean }[];
}) {
  return (
    <ol aria-label={label} className="flex min-h-7 gap-1.5 overflow-hidden">
      {items.map((item) => (
        <li
          key={item.id}
          className={`gc-pop shrink-0 rounded-full px-2.5 py-1 text-xs font-bold tabular-nums ${item.isWin ? 'bg-emerald-400 text-emerald-950' : 'bg-white/10 text-slate-300'}`}
        >
          {item.text}
        </li>
      ))}
    </ol>
  );
}
