import type { SportsBet, SportsCashOutOffer } from '@orca/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { formatMoney } from '../../../lib/format';
import { useCashOut, useCashOutOffer } from '../api/sports-cash-out';
import { CASH_OUT_SHARES, checkPartAmount, offerSecondsLeft, shareAmount } from '../lib/cash-out';

const TICK_MS = 250;

/** Seconds left on an offer, re-rendered a few times a second while it runs. */
function useSecondsLeft(expiresAt: string | null): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const tick = () => setNowMs(Date.now());
    // The first tick at once: the clock may have stood still since the bet card mounted.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [expiresAt]);
  return expiresAt ? offerSecondsLeft(expiresAt, nowMs) : 0;
}

/**
 * Cash out on an open bet: "Cash out" asks for the offer, which shows with its countdown, a confirm for all of
 * it, shares of it (25, 50, 75 %) and an amount field for a part. A refusal shows the API's (translated)
 * message beside the control.
 */
export function CashOutPanel({ bet }: { bet: SportsBet }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const money = (amount: string) => formatMoney(amount, bet.currency, i18n.language);
  const offerQuery = useCashOutOffer();
  const cashOut = useCashOut();
  const [offer, setOffer] = useState<SportsCashOutOffer | null>(null);
  const [partText, setPartText] = useState('');
  const [partError, setPartError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(offer?.expiresAt ?? null);
  const isExpired = offer !== null && secondsLeft === 0;
  const isBusy = offerQuery.isPending || cashOut.isPending;
  const partId = useId();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });

  const handleAskOffer = () => {
    setRefusal(null);
    setPartError(null);
    offerQuery.mutate(bet.id, {
      onSuccess: (next) => setOffer(next),
      onError: (error) => {
        setOffer(null);
        setRefusal(error.message);
      },
    });
  };

  /** All of the offer, `amount` of it or a `share` of it (`amount` is then what the share pays, for the toast). */
  const takeOffer = (part?: { amount: string; share?: string }) => {
    if (!offer) return;
    setRefusal(null);
    const paid = money(part?.amount ?? offer.amount);
    // The promise, not mutate's callbacks: cashing out the whole bet takes it off the open list, which
    // unmounts this panel before the mutation settles, and React Query drops an unmounted caller's callbacks.
    cashOut
      .mutateAsync({
        betId: bet.id,
        body: !part
          ? { offerId: offer.offerId }
          : part.share
            ? { offerId: offer.offerId, share: part.share }
            : { offerId: offer.offerId, amount: part.amount },
      })
      .then(
        () => {
          setOffer(null);
          setPartText('');
          toast({ title: t('sports.cashOut.paid', { amount: paid }), variant: 'success' });
        },
        (error: Error) => setRefusal(error.message),
      );
  };

  const handlePart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!offer) return;
    const check = checkPartAmount(partText, offer.amount);
    if (!check.ok) {
      setPartError(t(`sports.cashOut.partError.${check.reason}`, { max: money(offer.amount) }));
      return;
    }
    setPartError(null);
    takeOffer({ amount: check.amount });
  };

  return (
    <div className="mt-2 rounded-lg border border-ink-800 bg-ink-950/60 p-2" data-testid="cash-out">
      {offer === null ? (
        <Button
          variant="secondary"
          className="w-full"
          onClick={handleAskOffer}
          disabled={isBusy}
          data-testid="cash-out-ask"
        >
          {offerQuery.isPending ? t('sports.cashOut.asking') : t('sports.cashOut.ask')}
        </Button>
      ) : isExpired ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs text-slate-400">{t('sports.cashOut.expired')}</p>
          <Button
            variant="secondary"
            className="w-full"
            onClick={handleAskOffer}
            disabled={isBusy}
            data-testid="cash-out-renew"
          >
            {t('sports.cashOut.renew')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <Button
            className="w-full"
            onClick={() => takeOffer()}
            disabled={isBusy}
            data-testid="cash-out-confirm"
          >
            {t('sports.cashOut.confirm', { amount: money(offer.amount) })}
          </Button>
          <p
            className="text-center text-xs text-slate-400 tabular-nums"
            data-testid="cash-out-countdown"
          >
            {t('sports.cashOut.validFor', { seconds: secondsLeft })}
          </p>
          <div className="flex flex-col gap-1">
            <p className="text-xs text-slate-400">{t('sports.cashOut.sharesLabel')}</p>
            <div className="grid grid-cols-3 gap-1.5">
              {CASH_OUT_SHARES.map((share) => {
                const amount = shareAmount(offer.amount, share);
                return (
                  <Button
                    key={share}
                    variant="secondary"
                    className="px-1 py-1.5 text-xs tabular-nums"
                    onClick={() => amount && takeOffer({ amount, share })}
                    disabled={isBusy || !amount || Number(amount) <= 0}
                    data-testid={`cash-out-share-${share}`}
                  >
                    {t('sports.cashOut.shareButton', {
                      share: percent.format(Number(share)),
                      amount: money(amount ?? '0'),
                    })}
                  </Button>
                );
              })}
            </div>
          </div>
          <form className="flex flex-wrap items-end gap-2" onSubmit={handlePart} noValidate>
            <label
              htmlFor={partId}
              className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-slate-400"
            >
              {t('sports.cashOut.partLabel', { max: money(offer.amount) })}
              <input
                id={partId}
                inputMode="decimal"
                autoComplete="off"
                value={partText}
                onChange={(event) => setPartText(event.target.value)}
                aria-invalid={partError !== null}
                className="w-full rounded-lg border border-ink-700 bg-ink-900 px-2 py-1.5 text-sm text-white tabular-nums"
                data-testid="cash-out-part-amount"
              />
            </label>
            <Button
              type="submit"
              variant="secondary"
              disabled={isBusy}
              data-testid="cash-out-part-confirm"
            >
              {t('sports.cashOut.partConfirm')}
            </Button>
          </form>
          {partError ? (
            <p role="alert" className="text-xs text-rose-300">
              {partError}
            </p>
          ) : null}
        </div>
      )}
      {refusal ? (
        <p role="alert" className="mt-1.5 text-xs text-amber-300" data-testid="cash-out-refusal">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
