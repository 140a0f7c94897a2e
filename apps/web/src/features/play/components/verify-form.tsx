import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_SEED_MAX, KENO_RISKS, PLINKO_RISKS } from '@orca/contracts';
import type { TFunction } from 'i18next';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { fieldMessage } from '../../../lib/form-errors';
import { useSlotTitles } from '../api/get-slot-titles';
import { MatchFields } from './verify-match-fields';
import {
  GAME_FIELDS,
  LIVE_VERIFIER_GAMES,
  hasPlayerSeeds,
  needsSeeds,
  VERIFIER_GAMES,
  VerifyFormSchema,
  type VerifyFormValues,
} from '../lib/verify-form';

/** Rule messages are keys: the verifier's own (play.…) or the shared validation catalogue's. */
function messageOf(t: TFunction, message: string | undefined): string | undefined {
  if (message?.startsWith('play.')) return t(message);
  return fieldMessage(t, message);
}

/** The server's verdict on fields the page let through (an unknown slot title, say), by field. */
function serverFieldErrors(error: Error | null, t: TFunction): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.fields.map((field) => [
      field.field,
      t(`validation.${field.key}`, { defaultValue: field.message }),
    ]),
  );
}

/**
 * The verifier's form: the game, its seeds and nonce, and the parameters the round was played
 * with. It starts from the address (so other screens can link to a round) and submits into it.
 */
export function VerifyForm({
  initial,
  onSubmit,
  error,
}: {
  initial: VerifyFormValues;
  onSubmit: (values: VerifyFormValues) => void;
  error: Error | null;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState } = useForm<VerifyFormValues>({
    resolver: zodResolver(VerifyFormSchema),
    defaultValues: initial,
  });
  const game = useWatch({ control, name: 'game' });
  const titles = useSlotTitles(game === 'slot');
  const server = serverFieldErrors(error, t);
  const fields = new Set(GAME_FIELDS[game]);
  const errorOf = (field: keyof VerifyFormValues) =>
    messageOf(t, formState.errors[field]?.message) ?? server[field];
  const generalError =
    error && !(error instanceof ApiError && error.fields.length > 0) ? error.message : null;
  const titleName = (id: string) =>
    titles.data?.find((title) => title.id === id || title.id.endsWith(`-${id}`))?.name ?? id;

  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      aria-label={t('play.verifier.formTitle')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField label={t('play.fields.game')} className="sm:col-span-2" {...register('game')}>
        {VERIFIER_GAMES.map((value) => (
          <option key={value} value={value}>
            {t(`play.games.${value}`)}
          </option>
        ))}
      </SelectField>
      {LIVE_VERIFIER_GAMES.includes(game) && (
        <p className="text-sm text-slate-300 sm:col-span-2">
          {t(`play.verifier.gameHints.${game}`)}
        </p>
      )}
      {needsSeeds(game) && (
        <>
          <TextField
            label={t('play.fields.serverSeed')}
            className="sm:col-span-2"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            error={errorOf('serverSeed')}
            {...register('serverSeed')}
          />
          {hasPlayerSeeds(game) && (
            <>
              <TextField
                label={t('play.fields.clientSeed')}
                autoComplete="off"
                spellCheck={false}
                maxLength={CLIENT_SEED_MAX}
                error={errorOf('clientSeed')}
                {...register('clientSeed')}
              />
              <TextField
                label={t('play.fields.nonce')}
                inputMode="numeric"
                autoComplete="off"
                error={errorOf('nonce')}
                {...register('nonce')}
              />
            </>
          )}
        </>
      )}
      {fields.has('target') && (
        <TextField
          label={game === 'dice' ? t('play.fields.diceTarget') : t('play.fields.limboTarget')}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf('target')}
          {...register('target')}
        />
      )}
      {fields.has('direction') && (
        <SelectField
          label={t('play.fields.direction')}
          error={errorOf('direction')}
          {...register('direction')}
        >
          <option value="over">{t('play.directions.over')}</option>
          <option value="under">{t('play.directions.under')}</option>
        </SelectField>
      )}
      {fields.has('picks') && (
        <TextField
          label={t('play.fields.picks')}
          className="sm:col-span-2"
          inputMode="numeric"
          autoComplete="off"
          hint={t('play.verifier.picksHint')}
          error={errorOf('picks')}
          {...register('picks')}
        />
      )}
      {fields.has('rows') && (
        <TextField
          label={t('play.fields.rows')}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('rows')}
          {...register('rows')}
        />
      )}
      {fields.has('risk') && (
        <SelectField label={t('play.fields.risk')} error={errorOf('risk')} {...register('risk')}>
          {(game === 'keno' ? KENO_RISKS : PLINKO_RISKS).map((risk) => (
            <option key={risk} value={risk}>
              {t(`play.risks.${risk}`)}
            </option>
          ))}
        </SelectField>
      )}
      {fields.has('mines') && (
        <TextField
          label={t('play.fields.mines')}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('mines')}
          {...register('mines')}
        />
      )}
      {fields.has('title') && (
        <>
          <SelectField
            label={t('play.fields.title')}
            error={errorOf('title')}
            {...register('title')}
          >
            <option value="">
              {titles.isPending ? t('common.loading') : t('play.verifier.chooseSlot')}
            </option>
            {/* The linked title keeps one option from first render on, so the choice survives the list arriving. */}
            {initial.title && <option value={initial.title}>{titleName(initial.title)}</option>}
            {(titles.data ?? [])
              .filter((title) => title.id !== initial.title)
              .map((title) => (
                <option key={title.id} value={title.id}>
                  {title.name}
                </option>
              ))}
          </SelectField>
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-200">
            <input
              type="checkbox"
              className="h-4 w-4 accent-accent-500"
              {...register('bonusBuy')}
            />
            {t('play.fields.bonusBuy')}
          </label>
        </>
      )}
      {fields.has('league') && (
        <MatchFields control={control} register={register} errorOf={errorOf} initial={initial} />
      )}
      {fields.has('position') && (
        <TextField
          label={t('play.fields.position')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('play.verifier.positionHint')}
          error={errorOf('position')}
          {...register('position')}
        />
      )}
      {fields.has('seat') && (
        <TextField
          label={t('play.fields.seat')}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('seat')}
          {...register('seat')}
        />
      )}
      {fields.has('actions') && (
        <TextField
          label={t('play.fields.actions')}
          className="sm:col-span-2"
          autoComplete="off"
          spellCheck={false}
          maxLength={400}
          hint={t('play.verifier.actionsHint')}
          error={errorOf('actions')}
          {...register('actions')}
        />
      )}
      {fields.has('hash') && (
        <TextField
          label={t('play.fields.hash')}
          className="sm:col-span-2"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          hint={t('play.verifier.hashHint')}
          error={errorOf('hash')}
          {...register('hash')}
        />
      )}
      {needsSeeds(game) && (
        <TextField
          label={t('play.fields.expectedHash')}
          className="sm:col-span-2"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          hint={t('play.verifier.expectedHashHint')}
          {...register('serverSeedHash')}
        />
      )}
      <div className="sm:col-span-2">
        <FormError message={generalError} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit">{t('play.verifier.verify')}</Button>
      </div>
    </form>
  );
}
