import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_SEED_MAX, ClientSeedRequestSchema } from '@orca/contracts';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { randomClientSeed } from '../../../lib/client-seed';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { VERIFIER_PATH } from '../../../lib/verify-link';
import { useRotateSeeds, useSeeds } from '../api/fair-seeds';

type ClientSeedForm = z.infer<typeof ClientSeedRequestSchema>;

export function SeedRow({
  label,
  value,
  isMono = true,
}: {
  label: string;
  value: ReactNode;
  isMono?: boolean;
}) {
  return (
    <div className="grid gap-0.5 py-1.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-slate-400">{label}</dt>
      <dd className={`break-all text-slate-100 ${isMono ? 'font-mono text-xs leading-5' : ''}`}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The player's provably-fair seeds: the hash of the active server seed (committed before any bet),
 * the client seed and next nonce; a form to choose a new client seed and rotate, which reveals
 * the old server seed so the rounds played with it can be verified.
 */
export function FairnessPanel({ onRotated }: { onRotated?: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const seeds = useSeeds();
  const rotate = useRotateSeeds();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ClientSeedForm>({
    resolver: zodResolver(ClientSeedRequestSchema),
    defaultValues: { clientSeed: randomClientSeed() },
  });
  const number = new Intl.NumberFormat(i18n.language);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await rotate.mutateAsync(values.clientSeed);
      reset({ clientSeed: randomClientSeed() });
      toast({ title: t('play.fair.rotated'), variant: 'success' });
      onRotated?.();
    } catch (error) {
      setFormError(applyApiError(error, setError, ['clientSeed'], t));
    }
  });

  if (seeds.error) return <FormError message={seeds.error.message} />;
  if (!seeds.data) return <p role="status">{t('common.loading')}</p>;
  const { current, previous } = seeds.data;
  const previousLink = previous
    ? `${VERIFIER_PATH}?${new URLSearchParams({ game: 'dice', serverSeed: previous.serverSeed, clientSeed: previous.clientSeed, nonce: '0', serverSeedHash: previous.serverSeedHash }).toString()}`
    : null;

  return (
    <div className="space-y-5 text-sm">
      <p className="text-slate-300">{t('play.fair.intro')}</p>
      <section aria-labelledby="fair-current">
        <h3 id="fair-current" className="mb-1 font-semibold text-white">
          {t('play.fair.current')}
        </h3>
        <dl className="divide-y divide-ink-700/70 rounded-xl border border-ink-700 bg-ink-950/50 px-3">
          <SeedRow label={t('play.fields.serverSeedHash')} value={current.serverSeedHash} />
          <SeedRow label={t('play.fields.clientSeed')} value={current.clientSeed} />
          <SeedRow label={t('play.fields.nextNonce')} value={number.format(current.nonce)} />
        </dl>
      </section>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t('play.fair.rotateForm')}
        className="space-y-3"
      >
        <TextField
          label={t('play.fields.newClientSeed')}
          maxLength={CLIENT_SEED_MAX}
          autoComplete="off"
          spellCheck={false}
          hint={t('play.fair.clientSeedHint')}
          error={fieldMessage(t, formState.errors.clientSeed?.message)}
          {...register('clientSeed')}
        />
        <FormError message={formError} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('play.fair.rotate')}
        </Button>
      </form>
      {previous && (
        <section aria-labelledby="fair-previous">
          <h3 id="fair-previous" className="mb-1 font-semibold text-white">
            {t('play.fair.previous')}
          </h3>
          <dl className="divide-y divide-ink-700/70 rounded-xl border border-ink-700 bg-ink-950/50 px-3">
            <SeedRow label={t('play.fields.serverSeed')} value={previous.serverSeed} />
            <SeedRow label={t('play.fields.serverSeedHash')} value={previous.serverSeedHash} />
            <SeedRow label={t('play.fields.clientSeed')} value={previous.clientSeed} />
            <SeedRow
              label={t('play.fields.roundsPlayed')}
              value={number.format(previous.nonceCount)}
            />
          </dl>
          {previousLink && (
            <Link
              to={previousLink}
              className="mt-2 inline-block font-medium text-accent-400 hover:underline"
            >
              {t('play.fair.verifyPrevious')}
            </Link>
          )}
        </section>
      )}
      <Link to={VERIFIER_PATH} className="inline-block font-medium text-accent-400 hover:underline">
        {t('play.fair.howItWorks')}
      </Link>
    </div>
  );
}
