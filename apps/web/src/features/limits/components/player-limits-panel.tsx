import { zodResolver } from '@hookform/resolvers/zod';
import {
  LIMIT_INCREASE_DELAY_HOURS,
  parseMinor,
  PLAYER_LIMIT_KINDS,
  PlayerLimitRequestSchema,
  type PlayerLimitKind,
  type PlayerLimits,
} from '@orca/contracts';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError, SelectField, TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { usePlayerLimits, useSetPlayerLimit } from '../api/player-limits';

/** The contract's request schema with the removal choice explicit, and each kind's minimum and the maximum the API reported. */
export function playerLimitFormSchema(state: Pick<PlayerLimits, 'limits' | 'max'>) {
  const amount = PlayerLimitRequestSchema.shape.limit.unwrap();
  return z
    .object({
      kind: PlayerLimitRequestSchema.shape.kind,
      isRemoval: z.boolean(),
      limit: z.string(),
      password: PlayerLimitRequestSchema.shape.password,
    })
    .superRefine((values, ctx) => {
      if (values.isRemoval) return;
      if (!amount.safeParse(values.limit).success)
        return ctx.addIssue({ code: 'custom', path: ['limit'], message: 'amount_invalid' });
      const limitMinor = parseMinor(values.limit) ?? 0n;
      const min = state.limits.find((l) => l.kind === values.kind)?.min ?? '0';
      if (limitMinor < (parseMinor(min) ?? 0n))
        ctx.addIssue({
          code: 'custom',
          path: ['limit'],
          message: values.kind.startsWith('loss_') ? 'loss_limit_too_low' : 'deposit_limit_too_low',
        });
      else if (limitMinor > (parseMinor(state.max) ?? 0n))
        ctx.addIssue({ code: 'custom', path: ['limit'], message: 'limit_above_maximum' });
    });
}
type LimitForm = z.infer<ReturnType<typeof playerLimitFormSchema>>;

function Form({ state }: { state: PlayerLimits }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const save = useSetPlayerLimit();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => playerLimitFormSchema(state), [state]);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<LimitForm>({
    resolver: zodResolver(schema),
    defaultValues: { kind: 'deposit_week', isRemoval: false, limit: '', password: '' },
  });
  const [kind, isRemoval] = useWatch({ control, name: ['kind', 'isRemoval'] });
  const chosen = state.limits.find((l) => l.kind === kind);
  const hasLimit = chosen !== undefined && (chosen.current !== null || chosen.pending !== null);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const envelope = await save.mutateAsync({
        kind: values.kind,
        limit: values.isRemoval ? null : values.limit.trim(),
        password: values.password,
      });
      reset({ kind: values.kind, isRemoval: false, limit: '', password: '' });
      toast({ title: envelope.info.message, variant: 'success' });
    } catch (error) {
      setFormError(applyApiError(error, setError, ['kind', 'limit', 'password'], t));
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      aria-label={t('limits.player.formLabel')}
    >
      <SelectField
        label={t('limits.player.kind')}
        error={fieldMessage(t, formState.errors.kind?.message)}
        {...register('kind')}
      >
        {PLAYER_LIMIT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`limits.player.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('limits.player.newLimit', { currency: state.currency })}
        inputMode="decimal"
        autoComplete="off"
        disabled={isRemoval}
        hint={
          chosen
            ? t('limits.player.range', {
                min: formatMoney(chosen.min, state.currency, i18n.language),
              })
            : undefined
        }
        error={fieldMessage(t, formState.errors.limit?.message)}
        {...register('limit')}
      />
      <TextField
        label={t('limits.password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(t, formState.errors.password?.message)}
        {...register('password')}
      />
      {hasLimit && (
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-200">
          <input type="checkbox" className="h-4 w-4 accent-accent-500" {...register('isRemoval')} />
          {t('limits.player.remove')}
        </label>
      )}
      <p className="text-xs text-slate-400 sm:col-span-2">
        {t('limits.deposit.rule', { hours: LIMIT_INCREASE_DELAY_HOURS })}
      </p>
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('limits.player.save')}
        </Button>
      </div>
    </form>
  );
}

function LimitRow({ state, kind }: { state: PlayerLimits; kind: PlayerLimitKind }) {
  const { t, i18n } = useTranslation();
  const limit = state.limits.find((l) => l.kind === kind);
  if (!limit) return null;
  const money = (value: string) => formatMoney(value, state.currency, i18n.language);
  return (
    <div className="rounded-xl bg-ink-800/60 p-3" data-testid={`limit-${kind}`}>
      <dt className="text-slate-400">{t(`limits.player.kinds.${kind}`)}</dt>
      <dd className="text-lg font-semibold text-white tabular-nums">
        {limit.current === null ? t('limits.deposit.none') : money(limit.current)}
      </dd>
      <dd className="text-xs text-slate-400">
        {t(`limits.player.used.${kind}`)}:{' '}
        <span className="tabular-nums text-slate-200">{money(limit.used)}</span>
      </dd>
      {limit.pendingFrom && (
        <dd className="mt-1 text-xs text-amber-200">
          {limit.isPendingRemoval || limit.pending === null
            ? t('limits.player.pendingRemoval', {
                date: formatDateTime(limit.pendingFrom, i18n.language),
              })
            : t('limits.player.pendingValue', {
                amount: money(limit.pending),
                date: formatDateTime(limit.pendingFrom, i18n.language),
              })}
        </dd>
      )}
    </div>
  );
}

/** Weekly and monthly deposit limits and daily, weekly and monthly loss limits: stricter at once, looser after 24 hours. */
export function PlayerLimitsPanel() {
  const { t } = useTranslation();
  const limits = usePlayerLimits();
  const state = limits.data;
  return (
    <Panel title={t('limits.player.title')}>
      {!state ? (
        limits.error ? (
          <FormError message={limits.error.message} />
        ) : (
          <p role="status">{t('common.loading')}</p>
        )
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-slate-300">{t('limits.player.intro')}</p>
          <dl className="grid gap-3 text-sm sm:grid-cols-2" aria-label={t('limits.player.title')}>
            {PLAYER_LIMIT_KINDS.map((kind) => (
              <LimitRow key={kind} state={state} kind={kind} />
            ))}
          </dl>
          <p className="text-xs text-slate-400">{t('limits.player.lossRule')}</p>
          <Form state={state} />
        </div>
      )}
    </Panel>
  );
}
