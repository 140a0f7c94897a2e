import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTRY_CODES,
  COUNTRY_STATES,
  isRestrictedCountry,
  PROFILE_FORM_SCHEMAS,
  STATE_NAMES,
  type Profile,
  type ProfileFormType,
} from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, SelectField, TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { countryName } from '../../../lib/format';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { queryKeys } from '../../../lib/query-keys';
import { updateProfile } from '../api/profile-api';

type Values = Record<string, string>;

const FIELDS: Record<ProfileFormType, readonly string[]> = {
  personal: ['first_name', 'last_name', 'nickname', 'timezone'],
  contact: ['email', 'mobile', 'password'],
  address: ['address', 'city', 'zip_code', 'country', 'state'],
  security: ['security_question', 'security_answer'],
};

function initialValues(type: ProfileFormType, profile: Profile): Values {
  const values: Values = {};
  for (const field of FIELDS[type]) {
    if (field === 'security_answer' || field === 'password') values[field] = '';
    else if (field === 'country') values[field] = profile.country || '';
    else {
      const value = (profile as unknown as Record<string, unknown>)[field];
      values[field] = typeof value === 'string' ? value : '';
    }
  }
  return values;
}

/** One profile section, validated with the same schema the API uses and saved on its own. */
export function ProfileForm({ type, profile }: { type: ProfileFormType; profile: Profile }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, resetField, control, formState } = useForm<Values>({
    resolver: zodResolver(PROFILE_FORM_SCHEMAS[type] as never),
    // A field is checked when first left, then on every change: an error goes away while the player
    // types the fix. Checked only on blur, the error would vanish as Save is pressed (the press
    // blurs the field), the button would move up under the pointer and the click would be lost.
    mode: 'onTouched',
    defaultValues: initialValues(type, profile),
  });
  const save = useMutation({
    mutationFn: (values: Values) => updateProfile(type, values),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.player.profile, updated);
      toast({ title: t('profile.saved'), variant: 'success' });
    },
  });
  const country = useWatch({ control, name: 'country' }) ?? '';
  // A new email needs the current password (the API refuses it otherwise), so the field appears
  // as soon as the address differs from the one on file.
  const email = useWatch({ control, name: 'email' }) ?? '';
  const isEmailChanged =
    type === 'contact' && email.trim().toLowerCase() !== profile.email.toLowerCase();
  const countries = useMemo(
    () =>
      COUNTRY_CODES.filter((c) => !isRestrictedCountry(c))
        .map((code) => ({ code, name: countryName(code, i18n.language) }))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [i18n.language],
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const { password, ...rest } = values;
    if (isEmailChanged && !password) {
      setError('password', { message: 'password_required' }, { shouldFocus: true });
      return;
    }
    try {
      await save.mutateAsync(isEmailChanged ? { ...rest, password: password ?? '' } : rest);
      if (isEmailChanged) resetField('password', { defaultValue: '' });
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS[type], t));
    }
  });

  const field = (
    name: string,
    options: { type?: string; autoComplete?: string; label?: string; hint?: string } = {},
  ) => (
    <TextField
      key={name}
      label={t(`profile.fields.${name}`)}
      error={fieldMessage(t, formState.errors[name]?.message)}
      {...options}
      {...register(name)}
    />
  );
  const states = COUNTRY_STATES[country] ?? [];

  return (
    <Panel title={t(`profile.sections.${type}`)}>
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-4 sm:grid-cols-2"
        noValidate
        aria-label={t(`profile.sections.${type}`)}
      >
        {type === 'personal' && [
          field('first_name', { autoComplete: 'given-name' }),
          field('last_name', { autoComplete: 'family-name' }),
          field('nickname'),
          field('timezone'),
        ]}
        {type === 'contact' && [
          field('email', { type: 'email', autoComplete: 'email' }),
          field('mobile', { type: 'tel', autoComplete: 'tel' }),
        ]}
        {isEmailChanged &&
          field('password', {
            type: 'password',
            autoComplete: 'current-password',
            label: t('profile.fields.old_password'),
            hint: t('profile.emailChangePassword'),
          })}
        {type === 'address' && (
          <>
            {field('address', { autoComplete: 'street-address' })}
            {field('city', { autoComplete: 'address-level2' })}
            {field('zip_code', { autoComplete: 'postal-code' })}
            <SelectField
              label={t('profile.fields.country')}
              error={fieldMessage(t, formState.errors.country?.message)}
              {...register('country')}
            >
              <option value="">{t('auth.chooseCountry')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            {states.length > 0 && (
              <SelectField
                label={t('profile.fields.state')}
                error={fieldMessage(t, formState.errors.state?.message)}
                {...register('state')}
              >
                <option value="">{t('auth.chooseState')}</option>
                {states.map((s) => (
                  <option key={s} value={s}>
                    {STATE_NAMES[`${country}-${s}`] ?? s}
                  </option>
                ))}
              </SelectField>
            )}
          </>
        )}
        {type === 'security' && [
          field('security_question'),
          field('security_answer', { type: 'password', autoComplete: 'off' }),
        ]}
        <div className="sm:col-span-2">
          <FormError message={formError} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
