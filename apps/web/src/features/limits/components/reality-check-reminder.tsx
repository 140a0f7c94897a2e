import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatMoney } from '../../../lib/format';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { useRealityCheck } from '../api/player-limits';
import { acknowledgedFor, dueCount, elapsedParts, nextDueAt } from '../reality-check-timeline';

/**
 * The reality check (issue 28): at each interval the player chose, counted from the log-in, a
 * dialog shows how long they have been logged in and what play has won or lost since, and asks
 * whether to go on or log out. Acknowledgements are remembered for this log-in, so a reload does
 * not ask again, and a reminder missed while the tab was closed shows at once.
 */
export function RealityCheckReminder({ onLogout }: { onLogout: () => void }) {
  const { t, i18n } = useTranslation();
  const check = useRealityCheck();
  const data = check.data;
  // The moment the reminder appeared, or null while it is closed: the time shown is the time then.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const isOpen = openedAt !== null;
  const [acknowledged, setAcknowledged] = useState<number | null>(null);
  const intervalMs = (data?.intervalMinutes ?? 0) * 60_000;
  const startMs = data ? Date.parse(data.sessionStartedAt) : 0;
  const ackCount = data
    ? (acknowledged ??
      acknowledgedFor(storage.get(STORAGE_KEYS.realityCheck), data.sessionStartedAt))
    : 0;
  const { refetch } = check;

  useEffect(() => {
    if (!intervalMs || isOpen) return;
    // At most one interval (two hours) away: well within what setTimeout can wait.
    const delay = Math.max(0, nextDueAt(startMs, intervalMs, ackCount) - Date.now());
    const timer = window.setTimeout(() => {
      setOpenedAt(Date.now());
      // The result shown is the one at the moment the reminder appears.
      void refetch();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [intervalMs, startMs, ackCount, isOpen, refetch]);

  if (!data || !intervalMs) return null;

  function handleContinue() {
    if (!data) return;
    const count = Math.max(ackCount + 1, dueCount(startMs, intervalMs, Date.now()));
    storage.set(STORAGE_KEYS.realityCheck, JSON.stringify({ start: data.sessionStartedAt, count }));
    setAcknowledged(count);
    setOpenedAt(null);
  }

  const { hours, minutes } = elapsedParts(startMs, openedAt ?? startMs);
  const result = Number(data.netResult);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : handleContinue())}
      title={t('limits.reminder.title')}
      closeLabel={t('common.close')}
    >
      <div className="space-y-4 text-sm" data-testid="reality-check">
        <p className="text-slate-200">
          {hours > 0
            ? t('limits.reminder.elapsedHours', { hours, minutes })
            : t('limits.reminder.elapsedMinutes', { minutes })}
        </p>
        <div className="rounded-xl bg-ink-800/60 p-3">
          <p className="text-slate-400">{t('limits.reminder.result')}</p>
          <p
            className={`text-lg font-semibold tabular-nums ${result < 0 ? 'text-rose-300' : 'text-emerald-300'}`}
          >
            {formatMoney(data.netResult, data.currency, i18n.language)}
          </p>
        </div>
        <p className="text-slate-400">
          {t('limits.reminder.help')}{' '}
          <Link
            to="/profile/my-account/limits"
            className="text-accent-300 underline"
            onClick={handleContinue}
          >
            {t('limits.reminder.limitsLink')}
          </Link>
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onLogout}>
            {t('limits.reminder.logout')}
          </Button>
          <Button onClick={handleContinue}>{t('limits.reminder.continue')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
