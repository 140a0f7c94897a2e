import { PROMO_CODE_MAX, type BonusOffer } from '@orca/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useRedeemPromoCode } from '../api/player-bonuses';

type Outcome =
  | { kind: 'granted'; title: string }
  | { kind: 'deposit'; offer: BonusOffer; code: string }
  | { kind: 'sports'; title: string };

/**
 * Spec sections 5 and 8: a code either grants its bonus at once or, for a deposit offer, is
 * remembered for the deposit page, which takes it with the payment.
 */
export function PromoCodeForm() {
  const { t } = useTranslation();
  const redeem = useRedeemPromoCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(t('bonus.promo.required'));
      return;
    }
    setError(null);
    try {
      const result = await redeem.mutateAsync(trimmed);
      setOutcome(
        result.instance
          ? { kind: 'granted', title: result.instance.title }
          : // A sports free bet or boost waits in the bet slip, not for a deposit (issue 24).
            result.offer.kind === 'sports_free_bet' || result.offer.kind === 'sports_boost'
            ? { kind: 'sports', title: result.offer.title }
            : { kind: 'deposit', offer: result.offer, code: trimmed },
      );
      setCode('');
    } catch (failure) {
      // The server names the refusal (unknown, expired, used, not eligible) in the player's language.
      setError(
        failure instanceof ApiError
          ? failure.resultCode === 'network_error'
            ? t('common.networkError')
            : failure.message
          : t('errors.internal_error'),
      );
    }
  }

  return (
    <form
      id="promo-code"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('bonus.promo.title')}
      className="space-y-3"
    >
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('bonus.promo.label')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={PROMO_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error ?? undefined}
          className="min-w-0 flex-1 basis-48"
        />
        <Button type="submit" className="mt-6" disabled={redeem.isPending}>
          {t('bonus.promo.submit')}
        </Button>
      </div>
      {outcome?.kind === 'granted' && (
        <p
          role="status"
          className="rounded-lg border border-emerald-400/40 bg-emerald-950/40 p-3 text-sm text-emerald-100"
        >
          {t('bonus.promo.granted', { title: outcome.title })}
        </p>
      )}
      {outcome?.kind === 'sports' && (
        <p
          role="status"
          className="rounded-lg border border-emerald-400/40 bg-emerald-950/40 p-3 text-sm text-emerald-100"
        >
          {t('bonus.promo.sportsGranted', { title: outcome.title })}{' '}
          <Link to="/sports" className="font-semibold text-accent-400 hover:underline">
            {t('bonus.promo.goSports')}
          </Link>
        </p>
      )}
      {outcome?.kind === 'deposit' && (
        <div
          role="status"
          className="rounded-lg border border-emerald-400/40 bg-emerald-950/40 p-3 text-sm text-emerald-100"
        >
          <p>{t('bonus.promo.forDeposit', { title: outcome.offer.title })}</p>
          <Link
            to={`/cashier/deposit?code=${encodeURIComponent(outcome.code)}`}
            className="mt-2 inline-block font-semibold text-accent-400 hover:underline"
          >
            {t('bonus.promo.goDeposit')}
          </Link>
        </div>
      )}
    </form>
  );
}
