import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX, ContactRequestSchema, type ContactRequest } from '@orca/contracts';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/field';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { useProfile } from '../../../lib/queries/player';
import { sendContact } from '../api/send-contact';

const FIELDS = ['name', 'email', 'message'] as const;

/** Contact us (spec section 5): the shared schema checks the form, the server's field errors land on their fields. */
export function ContactForm() {
  const { t } = useTranslation();
  const messageId = useId();
  const profile = useProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, getValues, control, formState } =
    useForm<ContactRequest>({
      resolver: zodResolver(ContactRequestSchema),
      defaultValues: { name: '', email: '', message: '' },
    });

  const messageLength = useWatch({ control, name: 'message' }).length;

  // A logged-in player's name and email are filled in once known, without overwriting what they typed.
  const player = profile.data;
  useEffect(() => {
    if (!player) return;
    const current = getValues();
    const fullName = [player.first_name, player.last_name]
      .filter((part) => part && part !== 'unknown')
      .join(' ')
      .slice(0, 25);
    reset(
      {
        name: current.name || fullName || player.username.slice(0, 25),
        email: current.email || player.email,
        message: current.message,
      },
      { keepErrors: true },
    );
  }, [player, getValues, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await sendContact(values);
      setSentTo(values.email);
      reset({ name: values.name, email: values.email, message: '' });
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS, t));
    }
  });

  if (sentTo) {
    return (
      <div
        role="status"
        className="space-y-3 rounded-lg border border-emerald-400/40 bg-emerald-950/30 p-4"
      >
        <p className="font-semibold text-emerald-200">{t('contact.sentTitle')}</p>
        <p className="text-sm text-slate-300">{t('contact.sentBody', { email: sentTo })}</p>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          {t('contact.another')}
        </Button>
      </div>
    );
  }

  const messageError = fieldMessage(t, formState.errors.message?.message);
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      aria-label={t('contact.formTitle')}
    >
      <TextField
        label={t('contact.name')}
        autoComplete="name"
        error={fieldMessage(t, formState.errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        error={fieldMessage(t, formState.errors.email?.message)}
        {...register('email')}
      />
      <div className="sm:col-span-2">
        <label htmlFor={messageId} className="mb-1 block text-sm font-medium text-slate-200">
          {t('contact.message')}
        </label>
        <textarea
          id={messageId}
          rows={6}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : `${messageId}-count`}
          className="w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white placeholder:text-slate-500 focus:border-accent-400 focus:outline-none aria-[invalid=true]:border-rose-400"
          {...register('message')}
        />
        {messageError ? (
          <p id={`${messageId}-error`} role="alert" className="mt-1 text-xs text-rose-300">
            {messageError}
          </p>
        ) : (
          <p
            id={`${messageId}-count`}
            className={`mt-1 text-right text-xs ${messageLength > CONTACT_MESSAGE_MAX ? 'text-rose-300' : 'text-slate-400'}`}
          >
            {t('contact.count', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
