import { CURRENCIES, SignupUsernameSchema } from '@orca/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { fieldMessage } from '../../../lib/form-errors';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { googleSignIn } from '../api/auth-api';
import { BirthdateSelect } from './birthdate-select';

interface GoogleIdentityApi {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
      }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function claimsOf(credential: string): Record<string, unknown> {
  try {
    const payload = credential.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

/** The spec's Google register payload; only the signed token_id is trusted by the server. */
function payloadFor(
  credential: string,
  extra: { username?: string; currencycode?: string; birthdate?: string },
) {
  const claims = claimsOf(credential);
  const affiliateToken = storage.get(STORAGE_KEYS.affiliateToken) ?? '';
  return {
    token_id: credential,
    sub: text(claims.sub),
    email: text(claims.email),
    email_verified: claims.email_verified === true,
    given_name: text(claims.given_name),
    family_name: text(claims.family_name),
    iss: text(claims.iss),
    hd: '',
    terms: true,
    a_aid: '',
    a_bid: '',
    myafftk: affiliateToken,
    myaffid: storage.get(STORAGE_KEYS.affiliateId) ?? '',
    goft_token: affiliateToken,
    ...extra,
  };
}

/** Google sign-in with the completion step (username, currency, birth date) for a new account. */
export function GoogleSignIn({
  clientId,
  onSignedIn,
}: {
  clientId: string;
  onSignedIn: (sessionid: string) => void;
}) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLDivElement>(null);
  const [credential, setCredential] = useState<string | null>(null);
  const [needsDetails, setNeedsDetails] = useState(false);
  const [form, setForm] = useState({ username: '', currencycode: 'EUR', birthdate: '' });
  const [error, setError] = useState<string | null>(null);
  const [usernameError, setUsernameError] = useState<string | undefined>();

  async function submit(token: string, extra: Parameters<typeof payloadFor>[1]) {
    setError(null);
    try {
      const { sessionid } = await googleSignIn(payloadFor(token, extra));
      onSignedIn(sessionid);
    } catch (caught) {
      if (caught instanceof ApiError && caught.resultCode === 'missing_username')
        setNeedsDetails(true);
      else if (caught instanceof ApiError && caught.resultCode === 'username_not_unique')
        setUsernameError(t('validation.username_exists'));
      else setError(caught instanceof ApiError ? caught.message : t('errors.internal_error'));
    }
  }

  useEffect(() => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentityApi }).google;
      if (!google || !buttonRef.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential: token }) => {
          setCredential(token);
          void submit(token, {});
        },
      });
      google.accounts.id.renderButton(buttonRef.current, {
        theme: 'filled_black',
        size: 'large',
        width: 320,
      });
    };
    document.head.appendChild(script);
    return () => script.remove();
    // The script is loaded once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId]);

  if (needsDetails && credential) {
    return (
      <form
        className="space-y-3 rounded-xl border border-ink-600 p-4"
        aria-label={t('auth.googleComplete')}
        onSubmit={(event) => {
          event.preventDefault();
          const check = SignupUsernameSchema.safeParse(form.username);
          setUsernameError(
            check.success ? undefined : fieldMessage(t, check.error.issues[0]?.message),
          );
          if (check.success) void submit(credential, form);
        }}
      >
        <p className="text-sm text-slate-300">{t('auth.googleCompleteText')}</p>
        <TextField
          label={t('auth.username')}
          value={form.username}
          error={usernameError}
          onChange={(e) => setForm({ ...form, username: e.target.value })}
        />
        <SelectField
          label={t('auth.currency')}
          value={form.currencycode}
          onChange={(e) => setForm({ ...form, currencycode: e.target.value })}
        >
          {CURRENCIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
        <BirthdateSelect
          idPrefix="google-birth"
          value={form.birthdate}
          onChange={(birthdate) => setForm({ ...form, birthdate })}
        />
        <FormError message={error} />
        <Button type="submit" className="w-full">
          {t('auth.googleFinish')}
        </Button>
      </form>
    );
  }
  return (
    <div className="space-y-2">
      <div ref={buttonRef} className="flex justify-center" />
      <FormError message={error} />
    </div>
  );
}
