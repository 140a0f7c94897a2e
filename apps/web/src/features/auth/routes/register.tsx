import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRY_STATES, CURRENCIES, RegisterRequestSchema, STATE_NAMES } from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError, SelectField, TextField } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { register as registerPlayer, validateField } from '../api/auth-api';
import { BirthdateSelect } from '../components/birthdate-select';
import { ConsentCheckbox } from '../components/consent-checkbox';
import {
  affiliateFields,
  defaultCountryOf,
  REGISTER_FIELDS,
  signupCountries,
  type RegisterForm,
} from '../lib/register-form';

/** Sign-up (spec sections 3 and 5): every rule checked as the player types, uniqueness by the API. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { setPlayerSession } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const defaultCountry = defaultCountryOf(storage.get(STORAGE_KEYS.country2));
  const { register, handleSubmit, setError, clearErrors, setValue, control, trigger, formState } =
    useForm<RegisterForm>({
      resolver: zodResolver(RegisterRequestSchema),
      mode: 'onBlur',
      defaultValues: { currency: 'EUR', country: defaultCountry, state: '', birthdate: '' },
    });
  const country = useWatch({ control, name: 'country' });
  const birthdate = useWatch({ control, name: 'birthdate' });
  const states = COUNTRY_STATES[country] ?? [];

  const countries = useMemo(() => signupCountries(i18n.language), [i18n.language]);

  /** Live uniqueness: the format is checked locally first, then the API says whether it is taken. */
  async function checkUnique(field: 'username' | 'email', value: string) {
    if (!(await trigger(field)) || !value) return;
    try {
      await validateField(field, value);
      clearErrors(field);
    } catch (error) {
      if (error instanceof ApiError) applyApiError(error, setError, [field], t);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { sessionid } = await registerPlayer({
        ...values,
        ...affiliateFields(
          storage.get(STORAGE_KEYS.affiliateToken),
          storage.get(STORAGE_KEYS.affiliateId),
        ),
      });
      setPlayerSession(sessionid);
      void queryClient.invalidateQueries();
      toast({
        title: t('auth.welcome'),
        description: t('auth.confirmEmailHint'),
        variant: 'success',
      });
      void navigate('/profile/my-account');
    } catch (error) {
      setFormError(applyApiError(error, setError, REGISTER_FIELDS, t));
    }
  });

  const error = (name: (typeof REGISTER_FIELDS)[number]) =>
    fieldMessage(t, formState.errors[name]?.message);
  const usernameField = register('username');
  const emailField = register('email');

  return (
    <Page title={t('auth.signupTitle')}>
      <Panel>
        <form
          onSubmit={(e) => void onSubmit(e)}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
          aria-label={t('auth.signupTitle')}
        >
          <TextField
            label={t('auth.username')}
            autoComplete="username"
            error={error('username')}
            {...usernameField}
            onBlur={(e) =>
              void usernameField.onBlur(e).then(() => checkUnique('username', e.target.value))
            }
          />
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            error={error('email')}
            {...emailField}
            onBlur={(e) =>
              void emailField.onBlur(e).then(() => checkUnique('email', e.target.value))
            }
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            error={error('password')}
            {...register('password')}
          />
          <TextField
            label={t('auth.passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            error={error('password_confirmation')}
            {...register('password_confirmation')}
          />
          <SelectField
            label={t('auth.currency')}
            error={error('currency')}
            {...register('currency')}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <BirthdateSelect
            idPrefix="signup-birth"
            value={birthdate ?? ''}
            error={error('birthdate')}
            onChange={(value) => {
              setValue('birthdate', value, { shouldValidate: /^\d{2}-\d{2}-\d{4}$/.test(value) });
            }}
          />
          <SelectField
            label={t('auth.country')}
            error={error('country')}
            {...register('country', { onChange: () => setValue('state', '') })}
          >
            <option value="">{t('auth.chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
          {states.length > 0 ? (
            <SelectField label={t('auth.state')} error={error('state')} {...register('state')}>
              <option value="">{t('auth.chooseState')}</option>
              {states.map((s) => (
                <option key={s} value={s}>
                  {STATE_NAMES[`${country}-${s}`] ?? s}
                </option>
              ))}
            </SelectField>
          ) : (
            <div className="hidden sm:block" />
          )}
          <ConsentCheckbox
            i18nKey="auth.privacyConsent"
            href="/info/privacy-policy"
            error={error('privacy')}
            {...register('privacy')}
          />
          <ConsentCheckbox
            i18nKey="auth.termsConsent"
            href="/info/terms-and-conditions"
            error={error('terms')}
            {...register('terms')}
          />
          <div className="sm:col-span-2">
            <FormError message={formError} />
          </div>
          <Button type="submit" className="sm:col-span-2" disabled={formState.isSubmitting}>
            {t('auth.signup')}
          </Button>
        </form>
      </Panel>
    </Page>
  );
}
