import type { BlackjackSeatView } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { enabledActions, type BlackjackAction } from './blackjack-view';

const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];
const ACTION_TONE: Record<BlackjackAction, string> = {
  hit: 'border-emerald-400 bg-emerald-700/60',
  stand: 'border-rose-400 bg-rose-700/60',
  double: 'border-violet-400 bg-violet-700/60',
  split: 'border-sky-400 bg-sky-700/60',
};

/** The decision window's time left as a bar that empties, seconds beside it. */
function DecisionTimer({
  closesAt,
  windowMs,
  serverNow,
}: {
  closesAt: string;
  windowMs: number;
  serverNow: number;
}) {
  const { t } = useTranslation();
  const leftMs = Math.max(0, Date.parse(closesAt) - serverNow);
  const seconds = Math.ceil(leftMs / 1000);
  const share = windowMs > 0 ? Math.min(1, leftMs / windowMs) : 0;
  return (
    <div
      role="timer"
      aria-label={t('liveCards.blackjack.timer', { seconds })}
      className="flex items-center gap-2"
      data-testid="decision-timer"
    >
      <div className="h-2 flex-1 overflow-hidden rounded-full bg-white/10">
        <div
          className={`h-full rounded-full transition-[width] duration-100 ease-linear ${seconds <= 3 ? 'bg-rose-400' : 'bg-emerald-400'}`}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <span
        className="w-8 text-right text-sm font-black text-white tabular-nums"
        aria-hidden="true"
      >
        {seconds}s
      </span>
    </div>
  );
}

/** The decision timer, the four moves (only the legal ones enabled) and the basic-strategy hint. */
export function DecisionPanel({
  seat,
  closesAt,
  windowMs,
  serverNow,
  isWindowOpen,
  isBusy,
  hint,
  isHintOn,
  onHintToggle,
  onDecide,
}: {
  seat: BlackjackSeatView | null;
  closesAt: string | null;
  windowMs: number;
  serverNow: number;
  isWindowOpen: boolean;
  isBusy: boolean;
  hint: BlackjackAction | null;
  isHintOn: boolean;
  onHintToggle: (isOn: boolean) => void;
  onDecide: (action: BlackjackAction) => void;
}) {
  const { t } = useTranslation();
  const enabled = enabledActions(seat, isWindowOpen, isBusy);
  return (
    <div className="flex flex-col gap-2">
      {closesAt && <DecisionTimer closesAt={closesAt} windowMs={windowMs} serverNow={serverNow} />}
      <div className="grid grid-cols-4 gap-1.5">
        {ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            onClick={() => onDecide(action)}
            disabled={!enabled[action]}
            aria-describedby={hint === action ? 'bj-hint' : undefined}
            className={`relative rounded-xl border-2 px-1 py-3 text-sm font-extrabold text-white transition enabled:hover:brightness-125 enabled:active:scale-95 disabled:cursor-not-allowed disabled:opacity-35 sm:text-base ${ACTION_TONE[action]} ${hint === action ? 'ring-4 ring-amber-300' : ''}`}
          >
            {t(`liveCards.blackjack.actions.${action}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2 text-xs">
        <label className="inline-flex cursor-pointer items-center gap-2 text-slate-300">
          <input
            type="checkbox"
            checked={isHintOn}
            onChange={(event) => onHintToggle(event.target.checked)}
            className="h-4 w-4 accent-[var(--gc-accent)]"
          />
          {t('liveCards.blackjack.hintToggle')}
        </label>
        {hint && (
          <span id="bj-hint" className="font-bold text-amber-200" data-testid="hint">
            {t('liveCards.blackjack.hint', { action: t(`liveCards.blackjack.actions.${hint}`) })}
          </span>
        )}
      </div>
    </div>
  );
}
