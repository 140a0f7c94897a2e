import type { Cashback } from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { formatMoney } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { useClaimCashback } from '../api/cashback';
import { formatUtcDateTime, isPositiveAmount, timeUntil } from '../lib/figures';

/** The countdown is in minutes, so the clock only needs to move that often to stay right. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function NextClaim({ nextClaimAt }: { nextClaimAt: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { hours, minutes } = timeUntil(nextClaimAt, useNow());
  const hasOpened = hours === 0 && minutes === 0;
  // At midnight UTC the claim opens again: the server says so, and the button comes back.
  useEffect(() => {
    if (hasOpened) void queryClient.invalidateQueries({ queryKey: queryKeys.player.cashback });
  }, [hasOpened, queryClient]);
  return (
    <p
      className="rounded-xl border border-ink-600 bg-ink-800/60 p-3 text-sm text-slate-200"
      data-testid="next-claim"
    >
      {t('rewards.cashback.nextClaim', {
        time: formatUtcDateTime(nextClaimAt, i18n.language),
        hours,
        minutes,
      })}
    </p>
  );
}

/** Daily cashback (spec sections 3, 4 and 9): the amount accrued since the last claim, claimable once per UTC day. */
export function CashbackPanel({ cashback }: { cashback: Cashback }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const claim = useClaimCashback();
  const amount = formatMoney(cashback.availableAmount, cashback.currency, i18n.language);
  const hasAmount = isPositiveAmount(cashback.availableAmount);

  async function handleClaim() {
    try {
      const result = await claim.mutateAsync();
      toast({
        title: t('rewards.cashback.paid', {
          amount: formatMoney(result.amount, result.currency, i18n.language),
        }),
        variant: 'success',
      });
    } catch {
      // The error is shown under the button.
    }
  }

  return (
    <Panel title={t('rewards.cashback.title')}>
      <div className="space-y-4">
        <div className="rounded-xl bg-ink-800/60 p-3">
          <p className="text-sm text-slate-400">{t('rewards.cashback.available')}</p>
          <p
            className="text-2xl font-bold text-white tabular-nums"
            data-testid="cashback-available"
          >
            {amount}
          </p>
        </div>
        {claim.error && <FormError message={claim.error.message} />}
        {!cashback.canClaim && cashback.nextClaimAt !== null ? (
          <NextClaim nextClaimAt={cashback.nextClaimAt} />
        ) : hasAmount ? (
          <Button
            className="w-full sm:w-auto"
            onClick={() => void handleClaim()}
            disabled={claim.isPending}
          >
            {t('rewards.cashback.claim', { amount })}
          </Button>
        ) : (
          <p className="text-sm text-slate-400">{t('rewards.cashback.nothingYet')}</p>
        )}
        <p className="text-xs text-slate-400">{t('rewards.cashback.rule')}</p>
      </div>
    </Panel>
  );
}
